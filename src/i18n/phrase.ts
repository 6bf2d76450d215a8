import type { MessageKeys, NestedKeyOf } from "use-intl/core";
import type { Messages } from "./messages";
import type { Language } from "./locales";
import { formatNaira } from "@/lib/money";

/**
 * A sentence the server or a schema decided and has not said yet: its catalogue key and its values. A module
 * refuses or records with a phrase; whoever shows it says it once, in the reader's language (sayPhrase on the
 * server, the page's translator in a form). Phrases are plain JSON, so they are stored as they are (a
 * transaction's failure) and said in whatever language reads them later. Making one loads no catalogue (code
 * the browser runs may make them); saying one is say-phrase.ts.
 * An amount is `{ naira: "1500.00" }` and is written as the reader's language writes naira.
 */
export type Phrase = { key: PhraseKey; values?: PhraseValues };
export type PhraseValues = Record<string, string | number | { naira: string }>;

/** The namespaces whose texts are refusals and reasons (the rest are a screen's own words). */
const NAMESPACES = ["serverErrors", "validation", "statements", "cases", "closure", "push", "connection"] as const;
type Namespace = (typeof NAMESPACES)[number];
// Computed over the phrase namespaces only: over every screen's texts the union grows past what TypeScript holds.
type PhraseMessages = Pick<Messages, Namespace>;
export type PhraseKey = MessageKeys<PhraseMessages, NestedKeyOf<PhraseMessages>>;

const KEY = new RegExp(`^(?:${NAMESPACES.join("|")})\\.[\\w.]+$`);

export function phrase(key: PhraseKey, values?: PhraseValues): Phrase {
  return values ? { key, values } : { key };
}

/** What a provider said in its own words (a bank's reason): shown as it came, in every language. */
export function asGiven(text: string): Phrase {
  return phrase("serverErrors.asGiven", { text: text.trim() });
}

export function isPhrase(value: unknown): value is Phrase {
  return (
    typeof value === "object" &&
    value !== null &&
    !Array.isArray(value) &&
    typeof (value as Phrase).key === "string" &&
    KEY.test((value as Phrase).key) &&
    Object.keys(value).every((name) => name === "key" || name === "values")
  );
}

/** Phrases read back from storage (a JSON column): anything else is not ours and reads as nothing. */
export function storedPhrases(value: unknown): Phrase[] {
  return Array.isArray(value) ? value.filter(isPhrase) : [];
}

/** A phrase written as a string, for where only a string goes: a zod message, a form field's error. */
// With values, the key is checked by phraseText's parameter; spelling each key's "?…" form as its own member
// doubles a union TypeScript must compare pairwise, past what it holds.
export type PhraseText = PhraseKey | `${Namespace}.${string}?${string}`;

/**
 * A phrase as a zod message, which must be a string: the key, and any values as a query ("…?bank=Kuda").
 * Schemas refuse with these; the form and the handler read them back with textPhrase and say them.
 */
export function phraseText(key: PhraseKey, values?: Record<string, string | number>): PhraseText {
  if (!values) return key;
  return `${key}?${new URLSearchParams(Object.entries(values).map(([name, value]) => [name, String(value)]))}`;
}

/** The phrase a schema's message stands for, or null for any other text (an answer already said). */
export function textPhrase(text: string): Phrase | null {
  const [key = "", query] = text.split("?", 2);
  if (!KEY.test(key)) return null;
  return phrase(key as PhraseKey, query === undefined ? undefined : Object.fromEntries(new URLSearchParams(query)));
}

/** A phrase, given as one or as its text. */
export function asPhrase(said: Phrase | PhraseText): Phrase {
  return typeof said === "string" ? textPhrase(said)! : said;
}

/** A phrase's values as its sentence takes them: an amount written as the language writes naira. */
export function spokenValues(values: PhraseValues | undefined, language: Language): Record<string, string | number> {
  return Object.fromEntries(
    Object.entries(values ?? {}).map(([name, value]) => [
      name,
      typeof value === "object" ? formatNaira(value.naira, language) : value,
    ]),
  );
}
