// The house's lint rules (eslint.config.mjs) refuse what they say they refuse: code under src/server reaching for
// the process's database client, or writing the ledger or the idempotency keys around their one path; a file
// inside another module imported past its front door; a module reaching up for the request or the job list. Each rule
// is shown the code it exists to stop, and the composition roots and the one path are shown to pass.
import { execFileSync } from "node:child_process";
import path from "node:path";

const ROOT = path.join(__dirname, "..");

type Message = { ruleId: string | null; line: number };

/** The rules ESLint breaks on `code`, as if it were the file at `file`, by line. */
function broken(file: string, code: string): [number, string | null][] {
  let output: string;
  try {
    output = execFileSync(
      path.join(ROOT, "node_modules/.bin/eslint"),
      ["--stdin", "--stdin-filename", file, "-f", "json"],
      {
        cwd: ROOT,
        input: code,
        encoding: "utf8",
      },
    );
  } catch (error) {
    // 1: problems found (the JSON is still on stdout); anything else is ESLint failing to run.
    const failed = error as { status: number; stdout: string };
    if (failed.status !== 1) throw error;
    output = failed.stdout;
  }
  const [result] = JSON.parse(output) as { messages: Message[] }[];
  return result!.messages.map((message) => [message.line, message.ruleId]);
}

const VIOLATIONS = [
  'import { db } from "@/server/db";',
  'import { db as other } from "../db";',
  "export const posted = (tx: Tx) => tx.$executeRaw`INSERT INTO postings (amount) VALUES (1)`;",
  "export const entry = (tx: Tx) => tx.ledgerEntry.create({ data: {} });",
  "export const keys = (tx: Tx) => tx.idempotencyKey.findMany();",
  "export const raw = `DELETE FROM idempotency_keys`;",
  "type Tx = Record<string, never>;",
  "void db;",
  "void other;",
].join("\n");

jest.setTimeout(60_000);

describe("the house's lint rules", () => {
  it("refuse the database client, the ledger and the idempotency keys reached around their one path", () => {
    expect(broken("src/server/money/transfers/scratch.ts", VIOLATIONS)).toEqual([
      [1, "no-restricted-imports"],
      [2, "no-restricted-imports"],
      [3, "no-restricted-syntax"],
      [4, "no-restricted-syntax"],
      [5, "no-restricted-syntax"],
      [6, "no-restricted-syntax"],
    ]);
  });

  it("let the composition roots import the client, and idempotency.ts reach its keys", () => {
    expect(broken("src/server/web/session.ts", 'import { db } from "@/server/db";\nvoid db;')).toEqual([]);
    expect(broken("src/app/api/scratch/route.ts", 'import { db } from "@/server/db";\nvoid db;')).toEqual([]);
    expect(
      broken("src/server/platform/idempotency/idempotency.ts", "export const raw = `SELECT 1 FROM idempotency_keys`;"),
    ).toEqual([]);
  });

  it("keep each module behind its front door, and the modules below the web layer", () => {
    const deep = 'import { sendMoney } from "@/server/money/transfers/send-money";\nvoid sendMoney;';
    const door = 'import { sendMoney } from "@/server/money";\nvoid sendMoney;';
    expect(broken("src/app/api/scratch/route.ts", deep)).toEqual([[1, "no-restricted-imports"]]);
    expect(broken("src/server/documents/scratch.ts", deep)).toEqual([[1, "no-restricted-imports"]]);
    expect(broken("src/server/web/scratch.ts", deep)).toEqual([[1, "no-restricted-imports"]]);
    expect(broken("src/app/api/scratch/route.ts", door)).toEqual([]);
    expect(broken("src/server/documents/scratch.ts", door)).toEqual([]);
    // Inside its own module a file imports its neighbours directly.
    expect(broken("src/server/money/scratch.ts", deep)).toEqual([]);
    const up =
      'import { userRoute } from "@/server/web";\nimport { JOBS } from "@/server/jobs";\nvoid userRoute;\nvoid JOBS;';
    expect(broken("src/server/money/scratch.ts", up)).toEqual([
      [1, "no-restricted-imports"],
      [2, "no-restricted-imports"],
    ]);
    expect(broken("src/app/api/scratch/route.ts", up)).toEqual([]);
  });

  it("find English in a screen's markup, wordy props, objects and toasts, and pass texts through t()", () => {
    const sample = `
      export const metadata = { title: "Send Money" };
      const tabs = [{ label: t("home"), href: "/" }, { label: "Cards", href: "/cards" }];
      export function Screen({ busy }) {
        toast.error("Transfer Failed", { description: t("tryAgain") });
        toast.success(t("sent"));
        return (
          <main className="flex gap-2" data-state={busy ? "open" : "closed"}>
            <h1>{t("title")}</h1>
            <p>Choose a bank</p>
            <input placeholder="Account number" aria-label={t("account")} type="text" />
            <span>{busy ? "Sending..." : t("send")}</span>
            <b>Veil</b> {" "} <i>&rdquo;</i>
            {busy && <Loader className="animate-spin" classNames={{ title: "font-semibold" }} />}
          </main>
        );
      }`;
    const found = broken("src/components/scratch/screen.tsx", sample).filter(
      ([, rule]) => rule === "veil/untranslated-text",
    );
    // Send Money (2), Cards (3), Transfer Failed (5), Choose a bank (10), Account number (11), Sending... (12).
    expect(found.map(([line]) => line)).toEqual([2, 3, 5, 10, 11, 12]);
    // The sandbox's stand-ins for a vendor's pages speak in the vendor's words.
    expect(
      broken("src/app/sandbox/scratch/page.tsx", sample).filter(([, rule]) => rule === "veil/untranslated-text"),
    ).toEqual([]);
  });
});
