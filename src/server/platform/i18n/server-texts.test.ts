// Every sentence the server can put in front of a person has a key, so none reaches a French or Spanish speaker
// in English: the source is scanned for sentences (string literals and the fixed parts of template literals),
// and each must be a catalogue text (serverErrors, validation) or part of one, or be on the short list below of
// texts that never reach a person. The texts built with numbers and names are then said in each language.
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { LANGUAGES } from "@/i18n/locales";
import en from "@/i18n/messages/en";
import { balanceCapMessage, dailyLimitMessage, TIERS } from "@/lib/limits";
import { nubanMismatch } from "@/lib/schemas/transfer-rules";
import { throttledMessage } from "@/server/auth/login-throttle";
import { CODE_WRONG } from "@/server/auth/one-time-codes";
import { depositCapMessage, ledgerMaximumMessage } from "@/server/money/funding/top-up-room";
import { IDENTITY_MESSAGES } from "@/server/identity/onboarding-identity";
import { WRONG_PIN } from "@/server/auth/pin/check-pin";
import { tooManyMessage } from "@/server/platform/rate-limit/rate-limit";
import { WRONG_LOGIN_CODE } from "@/server/auth/two-factor/login-challenge";
import { serverText, serverTextKey } from "./server-text";
import { sayPhrase } from "@/i18n/say-phrase";
import { formatNaira } from "@/lib/money";

const SRC = path.join(__dirname, "../../..");

/** Where a person's sentences are decided: the server, the API's routes, the shared schemas and rules. */
const SCANNED = ["server", "app/api", "lib/schemas", "lib/limits.ts", "lib/password-rules.ts"];
/** Texts written through translator() (SMS, email) or read only by operators (the environment's checks). */
const NOT_SCANNED = [
  "server/notify/messages",
  "server/platform/config",
  "server/boot-check.ts",
  "server/platform/i18n",
];

/** Sentences that never reach a person, each with why. */
const NEVER_SHOWN = new Set([
  // Operators and vendors: the scheduler's answer, webhook answers, a vendor's own test data.
  "Scheduled jobs are switched off on this deployment: set CRON_SECRET to let the scheduler run them.",
  "Paystack could not assign the account.",
  "No wallet has this account number.",
  "A deposit event that could not be read: amount, currency or account.",
  "Please enter the OTP sent to 080****5678",
  // Support staff's command line (npm run case) and the boot log: read by operators, in English.
  "The status must be investigating or resolved.",
  "The note must be at most ",
  "No case has the reference ",
  "Push alerts are not offered: set ",
  // A sealed value that does not open: a bug or a wrong key, answered with a generic 500.
  "Not a sealed ",
  "Not a sealed authenticator secret.",
  // The data export's note beside an encrypted field: the export is a file in English, as the law asks of it.
  "On file, stored encrypted; not included in this export.",
]);

function files(entry: string): string[] {
  const full = path.join(SRC, entry);
  if (NOT_SCANNED.some((skip) => entry === skip)) return [];
  if (full.endsWith(".ts")) return /\.test\.ts$/.test(full) ? [] : [full];
  return readdirSync(full, { withFileTypes: true }).flatMap((child) =>
    child.isDirectory() || child.name.endsWith(".ts") ? files(path.join(entry, child.name)) : [],
  );
}

/** A sentence starts with a capital (or an amount) and has words: key names, SQL and identifiers do not. */
const SENTENCE = /^\s*[A-Z₦][^]*[a-z]{2,} [a-z]/;
/** A query handed to the driver as a plain string (a prepared statement): the database's words, not a person's. */
const SQL = /^\s*(SELECT|UPDATE|INSERT|DELETE|WITH)\s/;

/** Sentences in a file: literals, and each fixed part of a template, outside logs, developer errors and SQL. */
function sentences(file: string): { text: string; where: string }[] {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
  const found: { text: string; where: string }[] = [];
  const add = (text: string, node: ts.Node) => {
    if (!SENTENCE.test(text) || SQL.test(text)) return;
    const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
    found.push({ text, where: `${path.relative(SRC, file)}:${line}` });
  };
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node) || ts.isTaggedTemplateExpression(node)) return;
    if (ts.isCallExpression(node) && /^console\./.test(node.expression.getText())) return;
    // An Error subclass's own message (super(…)) is a developer's too.
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.SuperKeyword) return;
    // An Error other than ApiError is a developer's: errorResponse answers it with a generic 500.
    if (
      ts.isNewExpression(node) &&
      /Error$/.test(node.expression.getText()) &&
      node.expression.getText() !== "ApiError"
    )
      return;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) add(node.text, node);
    if (ts.isTemplateExpression(node)) {
      add(node.head.text, node);
      for (const span of node.templateSpans) add(span.literal.text, span);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const ENGLISH = [...Object.values(en.serverErrors), ...Object.values(en.validation)] as string[];

/** A whole catalogue text, or a piece of one (a sentence built from several literals or around a value). */
function covered(text: string): boolean {
  if (serverTextKey(text)) return true;
  const piece = text.trim();
  return ENGLISH.some((english) => english.includes(piece));
}

describe("the server's sentences", () => {
  const all = SCANNED.flatMap(files).flatMap(sentences);

  it("are found by the scan (it reads the code it should)", () => {
    expect(all.length).toBeGreaterThan(150);
    expect(all.map((s) => s.text)).toContain("Please log in to continue.");
  });

  it("each have a key in serverErrors or validation, or are on the reviewed list of texts never shown", () => {
    const missing = all.filter(({ text }) => !NEVER_SHOWN.has(text) && !covered(text));
    expect(missing.map(({ where, text }) => `${where} ${text}`)).toEqual([]);
  });

  it("keep the reviewed list to texts that still exist", () => {
    const texts = new Set(all.map((s) => s.text));
    expect([...NEVER_SHOWN].filter((text) => !texts.has(text))).toEqual([]);
  });

  it("never give one English text two keys", () => {
    expect(ENGLISH.filter((text, i) => ENGLISH.indexOf(text) !== i)).toEqual([]);
  });
});

describe("the sentences built with numbers, amounts and names", () => {
  const built: [string, string][] = [
    ["codeWrong", CODE_WRONG(1)],
    ["codeWrong", CODE_WRONG(3)],
    ["codeWrong", WRONG_LOGIN_CODE(2)],
    ["pinWrong", WRONG_PIN(1)],
    ["pinWrong", WRONG_PIN(4)],
    ["loginThrottled", throttledMessage(60)],
    ["loginThrottled", throttledMessage(900)],
    ["tooManyRequests", tooManyMessage(30)],
    ["tooManyRequests", tooManyMessage(3600)],
    ["resendWait", IDENTITY_MESSAGES.resendWait(1)],
    ["resendWait", IDENTITY_MESSAGES.resendWait(45)],
    ["nubanMismatch", nubanMismatch("Access Bank")],
  ];

  it.each(built)("%s is found by its key", (key, text) => {
    expect(serverTextKey(text)?.key.split(".")[1]).toBe(key);
  });

  it.each(LANGUAGES.filter((language) => language !== "en"))("are said in %s, with their values", (language) => {
    for (const [, text] of built) {
      const said = serverText(text, language);
      expect(said).not.toBe(text);
      // Every number of the English survives (amounts rewritten for the language keep their digits).
      const digits = (s: string) => (s.match(/\d+/g) ?? []).join("");
      expect(digits(said)).toBe(digits(text));
    }
  });
});

describe("refusals with amounts", () => {
  const phrases = [
    dailyLimitMessage(TIERS[1], 1_250_050n),
    balanceCapMessage(30_000_000n, 0n),
    ledgerMaximumMessage(12_345n),
    depositCapMessage(10_000_000n, 5_000_000n),
  ];

  it("are said with each language's naira, from the amounts themselves", () => {
    expect(sayPhrase(phrases[0]!, "en")).toBe(
      "This transfer is above your daily limit. You can send up to ₦50,000.00 a day, and ₦12,500.50 is left today.",
    );
    for (const language of LANGUAGES) {
      for (const said of phrases) {
        const text = sayPhrase(said, language);
        for (const value of Object.values(said.values ?? {})) {
          expect(text).toContain(formatNaira((value as { naira: string }).naira, language));
        }
      }
    }
  });

  it("never say less than nothing is left", () => {
    expect(sayPhrase(dailyLimitMessage(TIERS[1], -5n), "en")).toContain("and ₦0.00 is left today");
  });
});
