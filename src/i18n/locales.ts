/**
 * The languages Veil speaks and how each one formats. Shared by the server (which picks the language of a
 * request, an email or an SMS) and the browser (the switchers). The wallet is always naira: a language changes
 * how naira and dates are written, never the currency.
 */
export const LANGUAGES = ["en", "fr", "es"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "en";

/** Each language's own name, as its speakers write it: a switcher lists them so, whatever the page's language. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: "English", fr: "Français", es: "Español" };

/** `<html lang>` and Intl's locale: English is Nigerian English, the others their general form. */
export const INTL_LOCALE: Record<Language, string> = { en: "en-NG", fr: "fr", es: "es" };

/** The currencies an amount may be shown in beside naira, approximately (Settings › Preferences). */
export const DISPLAY_CURRENCIES = ["ngn", "usd", "eur"] as const;
export type DisplayCurrency = (typeof DISPLAY_CURRENCIES)[number];

/** Where a signed-out browser's choice from the footer is kept; a signed-in person's lives in their settings. */
export const LANGUAGE_COOKIE = "veil-language";

/** Veil's clock for dates on screens, receipts and statements: the people it serves are in Nigeria. */
export const TIME_ZONE = "Africa/Lagos";

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

/** A language read as text (a raw query's column), English when it is missing. */
export function languageOr(value: unknown): Language {
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

/**
 * The first of the browser's languages (Accept-Language, by weight) that Veil speaks, by its primary subtag:
 * "fr-CA" is French. Null when none is, so the caller falls back to English.
 */
export function languageFromAcceptLanguage(header: string | null | undefined): Language | null {
  if (!header) return null;
  const ranked = header
    .split(",")
    .slice(0, 20)
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const weight = q ? Number(q.slice(2)) : 1;
      return { primary: tag.trim().toLowerCase().split("-")[0], weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return ranked.map((entry) => entry.primary).find(isLanguage) ?? null;
}
