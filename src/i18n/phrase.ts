import type serverErrors from "./messages/en/serverErrors.json";

/**
 * A sentence the server decided and has not said yet: its catalogue key and its values. A module refuses or
 * records with a phrase; whoever shows it says it once, in the reader's language (sayPhrase). Phrases are plain
 * JSON, so they are stored as they are (a transaction's failure) and said in whatever language reads them later.
 * Making one loads no catalogue (code the browser runs may make them); saying one is say-phrase.ts.
 * An amount is `{ naira: "1500.00" }` and is written as the reader's language writes naira.
 */
export type Phrase = { key: PhraseKey; values?: PhraseValues };
export type PhraseKey = `serverErrors.${keyof typeof serverErrors}`;
export type PhraseValues = Record<string, string | number | { naira: string }>;

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
    (value as Phrase).key.startsWith("serverErrors.") &&
    Object.keys(value).every((name) => name === "key" || name === "values")
  );
}

/** Phrases read back from storage (a JSON column): anything else is not ours and reads as nothing. */
export function storedPhrases(value: unknown): Phrase[] {
  return Array.isArray(value) ? value.filter(isPhrase) : [];
}
