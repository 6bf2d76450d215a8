// Dates and times as a person reads them, in Lagos time and in their language: "November 21, 2026" and
// "07:36 AM" (English keeps en-US's words), "21 novembre 2026" and "07:36", "21 de noviembre de 2026". Each
// format is made once per language, on first use: making one loads locale data, and a history page formats a
// date for every row it hydrates.
import { DEFAULT_LANGUAGE, type Language, TIME_ZONE } from "@/i18n/locales";

/** Intl's locale for a date's words: English is en-US's "November 21, 2026", as the spec writes it. */
const DATE_LOCALE: Record<Language, string> = { en: "en-US", fr: "fr", es: "es" };

const dateFormats = new Map<Language, Intl.DateTimeFormat>();
const timeFormats = new Map<Language, Intl.DateTimeFormat>();

function made(cache: Map<Language, Intl.DateTimeFormat>, language: Language, options: Intl.DateTimeFormatOptions) {
  let format = cache.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(DATE_LOCALE[language], { ...options, timeZone: TIME_ZONE });
    cache.set(language, format);
  }
  return format;
}

/** "November 21, 2026"; "21 novembre 2026"; "21 de noviembre de 2026". */
export function formatDate(at: Date | string, language: Language = DEFAULT_LANGUAGE): string {
  return made(dateFormats, language, { year: "numeric", month: "long", day: "numeric" }).format(new Date(at));
}

/**
 * "07:36 AM" (English) or "07:36", with a no-break space wherever there is a space: the two halves of a time
 * are never split across lines (ICU's narrow no-break space is not in every font, so it becomes an ordinary
 * no-break space).
 */
export function formatTime(at: Date | string, language: Language = DEFAULT_LANGUAGE): string {
  return made(timeFormats, language, { hour: "2-digit", minute: "2-digit" })
    .format(new Date(at))
    .replace(/\s/g, "\u00a0");
}

/** "November 21, 2026, 07:36 AM": one line of text, as a shared receipt carries it. */
export function formatDateTime(at: Date | string, language: Language = DEFAULT_LANGUAGE): string {
  return `${formatDate(at, language)}, ${formatTime(at, language)}`;
}
