import { formatNaira } from "@/lib/money";
import type { Language } from "./locales";

/**
 * Finding the key of an English text that code wrote in English (an API refusal, a zod message), so that it can
 * be shown in another language: the thrower keeps its words, and one place translates them. Texts with values
 * ("You have 2 tries left", "₦50,000.00 a day") are found by their ICU pattern in the English messages, and the
 * values read back out of the English: `{bank}` takes any words, a plural's `#` a number.
 */

export type Values = Record<string, string | number>;
export type KnownText = { key: string; values: Values };

type Group = { name: string; numeric: boolean };
type Pattern = { key: string; regex: RegExp; groups: Group[] };

const NUMBER = "(\\d[\\d,]*)";

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * The regular expression for the subset of ICU that the English catalogues use: `{name}`, `{name, number}`,
 * `{name, plural, one {…} other {…}}` with `#`. Apostrophes are plain text (no ICU quoting is used).
 */
function compile(message: string, groups: Group[]): string {
  let index = 0;
  const read = (pluralName: string | null, nested: boolean): string => {
    let source = "";
    while (index < message.length) {
      const char = message[index]!;
      if (char === "}" && nested) return source;
      if (char === "#" && pluralName) {
        groups.push({ name: pluralName, numeric: true });
        source += NUMBER;
        index += 1;
      } else if (char === "{") {
        source += argument();
      } else {
        source += escape(char);
        index += 1;
      }
    }
    if (nested) throw new Error(`Unclosed branch in "${message}"`);
    return source;
  };
  const argument = (): string => {
    const rest = message.slice(index + 1);
    const head = rest.slice(0, rest.search(/[{}]/));
    const [name = "", type = ""] = head.split(",").map((part) => part.trim());
    index += 1 + head.length;
    if (message[index] === "}") {
      index += 1;
      groups.push({ name, numeric: type === "number" });
      return type === "number" ? "(-?[\\d,.]+)" : "(.+?)";
    }
    // A plural or select: "{name, plural, one {…} other {…}}", the first selector inside `head`.
    const branches: string[] = [];
    while (message[index] === "{") {
      index += 1;
      branches.push(read(type === "plural" ? name : null, true));
      index += 1;
      index += /^\s*(?:=?\w+)?\s*/.exec(message.slice(index))![0].length;
    }
    index += 1;
    return `(?:${branches.join("|")})`;
  };
  return read(null, false);
}

/** The English texts of one namespace, ready to be looked up by their words. */
export class EnglishTexts {
  private readonly exact = new Map<string, string>();
  private readonly patterns: Pattern[] = [];

  constructor(texts: Record<string, string>) {
    for (const [key, text] of Object.entries(texts)) {
      if (!text.includes("{")) {
        this.exact.set(text, key);
        continue;
      }
      const groups: Group[] = [];
      this.patterns.push({ key, regex: new RegExp(`^${compile(text, groups)}$`, "s"), groups });
    }
  }

  /** The key and values of an English text of this namespace, or null for any other text. */
  find(text: string): KnownText | null {
    const key = this.exact.get(text);
    if (key !== undefined) return { key, values: {} };
    for (const pattern of this.patterns) {
      const match = pattern.regex.exec(text);
      if (!match) continue;
      const values: Values = {};
      pattern.groups.forEach((group, i) => {
        const found = match[i + 1];
        if (found === undefined || group.name in values) return;
        values[group.name] = group.numeric ? Number(found.replace(/,/g, "")) : found;
      });
      return { key: pattern.key, values };
    }
    return null;
  }
}

const ENGLISH_NAIRA = /^₦(\d{1,3}(?:,\d{3})*)\.(\d{2})$/;

/**
 * A value read out of an English text, written for the language: an amount in naira ("₦50,000.00") as the
 * language writes naira ("50 000,00 ₦"), from its digits (never through a float); anything else as it is.
 */
export function valueFor(language: Language, value: string | number): string | number {
  if (typeof value !== "string" || language === "en") return value;
  const naira = ENGLISH_NAIRA.exec(value);
  if (!naira) return value;
  return formatNaira(`${naira[1]!.replace(/,/g, "")}.${naira[2]}`, language);
}

/** A found text's values, written for the language. */
export function valuesFor(language: Language, values: Values): Values {
  return Object.fromEntries(Object.entries(values).map(([name, value]) => [name, valueFor(language, value)]));
}
