// Every text a screen shows goes through next-intl: this scans the app's components and pages for English left
// in the markup. It flags JSX text with letters; string literals given to the props and fields that carry words
// (placeholder, aria-label, title, alt, label, description; also `title:`/`label:`… in objects such as page
// metadata and menus); and string literals passed to toast.*(…). A literal inside any call (t("key"), cn(…),
// formatNaira(…)) is an argument, not a text. What may stay is the short, reviewed list below.
import { readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { sourceFiles } from "@/test/source-files";

const SRC = path.join(__dirname, "..");
const SCANNED = ["components", "app"];

/** Props and object fields whose string is read by a person (or a screen reader). */
const WORDY = new Set(["placeholder", "aria-label", "title", "alt", "label", "description"]);

/** Texts that are the same in every language: the brand, the currency, codes a person types or reads as is. */
const SAME_IN_EVERY_LANGUAGE = new Set([
  "Veil",
  "₦",
  "NGN",
  "BVN",
  "NIN",
  "OTP",
  "PIN",
  "CVV",
  "MM/YY",
  "+234",
  "Paystack",
  "Dojah",
  "Google",
  "Facebook",
  // Sample values in placeholders: a Nigerian name and address read the same in every language.
  "Chidi Okeke",
  "12 Allen Avenue",
  "Ikeja",
  // The page title's template around each page's own (translated) title.
  "%s · Veil",
]);

/**
 * Stand-ins for a vendor's own pages (a bank's 3-D Secure page, the SMS and email inbox), served only while a
 * vendor is a sandbox: the real vendor's page is in the vendor's words.
 */
const NOT_VEIL_SCREENS = [path.join("app", "sandbox")];

const LETTERS = /\p{L}/u;
/** JSX text keeps its entities (&apos;, &rdquo;): they are punctuation, not words. */
const ENTITY = /&(?:[a-z]+|#x?[0-9a-f]+);/gi;

const files = (dir: string) =>
  sourceFiles(
    dir,
    (name) => name.endsWith(".tsx") && !/\.test\.tsx$/.test(name),
    (full) => NOT_VEIL_SCREENS.some((skip) => full.endsWith(skip)),
  );

type Finding = { where: string; text: string };

/** True when a call inside `expression` (or `expression` itself, being a call) takes `node` as an argument. */
function insideCall(node: ts.Node, expression: ts.Node): boolean {
  if (node === expression) return false;
  for (let at = node.parent; at; at = at.parent) {
    if (ts.isCallExpression(at)) return true;
    if (at === expression) return false;
  }
  return false;
}

/** String literals in an expression that are shown as they are (not an argument of a call). */
function shownLiterals(expression: ts.Node): ts.StringLiteralLike[] {
  const found: ts.StringLiteralLike[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      if (!insideCall(node, expression)) found.push(node);
      return;
    }
    // A comparison's or an index's literal is a value the code checks, not a text.
    if (ts.isBinaryExpression(node) && /^(===|!==|==|!=)$/.test(node.operatorToken.getText())) return;
    if (ts.isElementAccessExpression(node)) return;
    // Markup inside the expression is scanned on its own, prop by prop.
    if (ts.isJsxElement(node) || ts.isJsxSelfClosingElement(node) || ts.isJsxFragment(node)) return;
    ts.forEachChild(node, visit);
  };
  visit(expression);
  return found;
}

/** A field inside `classNames: { title: "font-semibold" }`: styling, not words. */
function forClasses(node: ts.Node): boolean {
  for (let at = node.parent; at; at = at.parent) {
    if ((ts.isPropertyAssignment(at) || ts.isJsxAttribute(at)) && /class/i.test(at.name.getText())) return true;
  }
  return false;
}

function untranslated(file: string, text = readFileSync(file, "utf8")): Finding[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: Finding[] = [];
  const add = (text: string, node: ts.Node) => {
    const trimmed = text.replace(/\s+/g, " ").trim();
    if (!LETTERS.test(trimmed.replace(ENTITY, " ")) || SAME_IN_EVERY_LANGUAGE.has(trimmed)) return;
    const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
    found.push({ where: `${path.relative(SRC, file)}:${line}`, text: trimmed });
  };
  const visit = (node: ts.Node): void => {
    if (ts.isJsxText(node)) add(node.text, node);
    else if (ts.isJsxExpression(node) && node.expression && ts.isJsxElement(node.parent)) {
      for (const literal of shownLiterals(node.expression)) add(literal.text, literal);
    } else if (ts.isJsxAttribute(node) && WORDY.has(node.name.getText()) && node.initializer) {
      if (ts.isStringLiteral(node.initializer)) add(node.initializer.text, node);
      else if (ts.isJsxExpression(node.initializer) && node.initializer.expression) {
        for (const literal of shownLiterals(node.initializer.expression)) add(literal.text, literal);
      }
    } else if (
      ts.isPropertyAssignment(node) &&
      WORDY.has(node.name.getText().replace(/["']/g, "")) &&
      !forClasses(node)
    ) {
      for (const literal of shownLiterals(node.initializer)) add(literal.text, literal);
    } else if (ts.isCallExpression(node) && /^toast(\.\w+)?$/.test(node.expression.getText())) {
      for (const argument of node.arguments) for (const literal of shownLiterals(argument)) add(literal.text, literal);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  // An object given to a toast is also an object with a description: one finding for one text.
  return found.filter((f, i) => found.findIndex((g) => g.where === f.where && g.text === f.text) === i);
}

describe("the scan", () => {
  it("finds English in markup, wordy props, objects and toasts, and passes texts through t()", () => {
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
            {busy && <Loader className="animate-spin" />}
          </main>
        );
      }`;
    expect(untranslated(path.join(SRC, "components/sample.tsx"), sample).map((f) => f.text)).toEqual([
      "Send Money",
      "Cards",
      "Transfer Failed",
      "Choose a bank",
      "Account number",
      "Sending...",
    ]);
  });
});

describe("the app's screens", () => {
  const all = SCANNED.flatMap((dir) => files(path.join(SRC, dir))).flatMap((file) => untranslated(file));

  it("show no text that does not go through next-intl", () => {
    expect(all.map(({ where, text }) => `${where} ${text}`)).toEqual([]);
  });
});
