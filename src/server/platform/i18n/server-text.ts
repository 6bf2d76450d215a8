import { EnglishTexts, valuesFor } from "@/i18n/english-texts";
import type { Language } from "@/i18n/locales";
import en from "@/i18n/messages/en";
import { translator } from "@/i18n/translator";

// What the server says in English where it decides it (an ApiError, a zod message, a failure reason), said in a
// person's language where it reaches them. The English catalogues are the keys' source: a text found in none is
// left as it is (already translated, or a name).
const CATALOGUES = [
  // "asGiven" is any text at all (a provider's own words): it is never looked up.
  { namespace: "serverErrors", texts: new EnglishTexts(withoutAsGiven(en.serverErrors)) },
  { namespace: "validation", texts: new EnglishTexts(en.validation) },
] as const;

function withoutAsGiven(texts: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(texts).filter(([key]) => key !== "asGiven"));
}

type Loose = (key: string, values?: Record<string, string | number>) => string;

/** The language's translator, taking a key found at run time. */
const loose = (language: Language) => translator(language) as unknown as Loose;

/** The catalogue key ("serverErrors.pinWrong") and values of an English text, or null when it has none. */
export function serverTextKey(text: string): { key: string; values: Record<string, string | number> } | null {
  for (const { namespace, texts } of CATALOGUES) {
    const found = texts.find(text);
    if (found) return { key: `${namespace}.${found.key}`, values: found.values };
  }
  return null;
}

/** An English text the server wrote, in `language`; English, or a text with no key, comes back unchanged. */
export function serverText(text: string, language: Language): string {
  if (language === "en") return text;
  const found = serverTextKey(text);
  return found ? loose(language)(found.key, valuesFor(language, found.values)) : text;
}
