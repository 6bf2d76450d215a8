// ESLint rule: every text a screen shows goes through next-intl. It reports English left in the markup: JSX
// text with letters; string literals given to the props and fields that carry words (placeholder, aria-label,
// title, alt, label, description; also `title:`/`label:`... in objects such as page metadata and menus); and
// string literals passed to toast.*(...). A literal inside any call (t("key"), cn(...), formatNaira(...)) is an
// argument, not a text; a comparison's or an index's literal is a value the code checks.

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

const LETTERS = /\p{L}/u;
/** JSX text keeps its entities (&apos;, &rdquo;): they are punctuation, not words. */
const ENTITY = /&(?:[a-z]+|#x?[0-9a-f]+);/gi;

const isText = (node) =>
  (node.type === "Literal" && typeof node.value === "string") ||
  (node.type === "TemplateLiteral" && node.expressions.length === 0);
const textOf = (node) => (node.type === "Literal" ? node.value : node.quasis[0].value.cooked);

/** True when a call between `node` and `expression` takes `node` as (part of) an argument. */
function insideCall(node, expression) {
  for (let at = node.parent; at && at !== expression.parent; at = at.parent) {
    if (at.type === "CallExpression" && at !== node) return true;
    if (at === expression) return false;
  }
  return false;
}

/** String literals in an expression that are shown as they are (not an argument of a call). */
function shownLiterals(expression) {
  const found = [];
  const visit = (node) => {
    if (!node || typeof node.type !== "string") return;
    if (isText(node)) {
      if (!insideCall(node, expression)) found.push(node);
      return;
    }
    if (node.type === "BinaryExpression" && /^(===|!==|==|!=)$/.test(node.operator)) return;
    if (node.type === "MemberExpression" && node.computed) return;
    // Markup inside the expression is checked on its own, prop by prop.
    if (node.type === "JSXElement" || node.type === "JSXFragment") return;
    for (const key of Object.keys(node)) {
      if (key === "parent" || key === "loc" || key === "range") continue;
      const child = node[key];
      if (Array.isArray(child)) child.forEach(visit);
      else if (child && typeof child === "object") visit(child);
    }
  };
  visit(expression);
  return found;
}

/** A field inside `classNames: { title: "font-semibold" }`: styling, not words. */
function forClasses(node) {
  for (let at = node.parent; at; at = at.parent) {
    if (at.type === "Property" && /class/i.test(keyName(at) ?? "")) return true;
    if (at.type === "JSXAttribute" && /class/i.test(String(at.name.name))) return true;
  }
  return false;
}

function keyName(property) {
  if (property.computed) return null;
  if (property.key.type === "Identifier") return property.key.name;
  if (property.key.type === "Literal") return String(property.key.value);
  return null;
}

export const untranslatedText = {
  meta: {
    type: "problem",
    docs: { description: "Screens show text through next-intl (t), never English written in the markup." },
    messages: {
      untranslated:
        '"{{text}}" is shown as written: put it in src/i18n/messages/<language>/ (all three) and show it with t().',
    },
    schema: [],
  },
  create(context) {
    const reported = new Set();
    const report = (text, node) => {
      const trimmed = text.replace(/\s+/g, " ").trim();
      if (!LETTERS.test(trimmed.replace(ENTITY, " ")) || SAME_IN_EVERY_LANGUAGE.has(trimmed)) return;
      const at = `${node.range[0]}:${trimmed}`;
      if (reported.has(at)) return;
      reported.add(at);
      context.report({ node, messageId: "untranslated", data: { text: trimmed } });
    };
    const reportAll = (expression) => {
      for (const literal of shownLiterals(expression)) report(textOf(literal), literal);
    };
    return {
      JSXText(node) {
        report(node.raw, node);
      },
      JSXExpressionContainer(node) {
        if (node.parent.type === "JSXElement" || node.parent.type === "JSXFragment") {
          if (node.expression.type !== "JSXEmptyExpression") reportAll(node.expression);
        }
      },
      JSXAttribute(node) {
        if (!WORDY.has(String(node.name.name)) || !node.value) return;
        if (isText(node.value)) report(textOf(node.value), node.value);
        else if (node.value.type === "JSXExpressionContainer") reportAll(node.value.expression);
      },
      Property(node) {
        if (WORDY.has(keyName(node) ?? "") && !forClasses(node)) reportAll(node.value);
      },
      CallExpression(node) {
        const callee = context.sourceCode.getText(node.callee);
        if (/^toast(\.\w+)?$/.test(callee)) for (const argument of node.arguments) reportAll(argument);
      },
    };
  },
};
