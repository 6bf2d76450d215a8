import type { Language } from "./locales";
import { isPhrase, spokenValues, type Phrase } from "./phrase";
import { translator } from "./translator";

// Saying phrases (src/i18n/phrase.ts) in a language, from the catalogues: on the server, where they are answered
// or shown.

type Say = (key: string, values?: Record<string, string | number>) => string;

export function sayPhrase(said: Phrase, language: Language): string {
  return (translator(language) as unknown as Say)(said.key, spokenValues(said.values, language));
}

/** Several phrases as one text: a reason and what became of the money, each its own sentence. */
export function sayPhrases(said: readonly Phrase[], language: Language): string {
  const texts = said.map((one) => sayPhrase(one, language));
  if (texts.length === 1) return texts[0]!;
  return texts.map((text) => (/[.!?]$/.test(text) ? text : `${text}.`)).join(" ");
}

function holdsPhrase(value: unknown): boolean {
  if (isPhrase(value)) return true;
  if (Array.isArray(value)) return value.some(holdsPhrase);
  return typeof value === "object" && value !== null && Object.values(value).some(holdsPhrase);
}

function said(value: unknown, language: Language): unknown {
  if (isPhrase(value)) return sayPhrase(value, language);
  if (Array.isArray(value)) {
    return value.length > 0 && value.every(isPhrase)
      ? sayPhrases(value, language)
      : value.map((one) => said(one, language));
  }
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(Object.entries(value).map(([name, one]) => [name, said(one, language)]));
}

/**
 * An answer (a handler's JSON body, fresh or stored with its Idempotency-Key) with every phrase in it said in the
 * reader's language, and a list of phrases (a transaction's failure) said as one text. The language is asked
 * for only when there is a phrase to say (it may cost a read).
 */
export async function sayAnswer<T>(body: T, languageOf: () => Promise<Language>): Promise<T> {
  if (!holdsPhrase(body)) return body;
  return said(body, await languageOf()) as T;
}
