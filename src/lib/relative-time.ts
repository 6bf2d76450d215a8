// "5 minutes ago", as a person says how long ago something happened, in their language. Made once per
// language, on first use.
import { DEFAULT_LANGUAGE, type Language } from "@/i18n/locales";

const formats = new Map<Language, Intl.RelativeTimeFormat>();

/**
 * Under a minute, Intl's own word for now would be "now" in English; the spec says "just now", and each language
 * has its usual phrase for it. These are the language's words for a moment, like its month names, not texts of
 * a screen.
 */
const JUST_NOW: Record<Language, string> = { en: "just now", fr: "à l'instant", es: "justo ahora" };

const STEPS: [limitSeconds: number, unitSeconds: number, unit: Intl.RelativeTimeFormatUnit][] = [
  [60 * 60, 60, "minute"],
  [24 * 60 * 60, 60 * 60, "hour"],
  [30 * 24 * 60 * 60, 24 * 60 * 60, "day"],
  [365 * 24 * 60 * 60, 30 * 24 * 60 * 60, "month"],
  [Infinity, 365 * 24 * 60 * 60, "year"],
];

/** "just now" under a minute, then "5 minutes ago" ("il y a 5 minutes", "hace 5 minutos"), "3 hours ago"... */
export function relativeTime(at: Date | string, now: Date = new Date(), language: Language = DEFAULT_LANGUAGE): string {
  const seconds = Math.max(0, Math.round((now.getTime() - new Date(at).getTime()) / 1000));
  if (seconds < 60) return JUST_NOW[language];
  let format = formats.get(language);
  if (!format) {
    format = new Intl.RelativeTimeFormat(language, { numeric: "always" });
    formats.set(language, format);
  }
  const [, unitSeconds, unit] = STEPS.find(([limit]) => seconds < limit)!;
  return format.format(-Math.floor(seconds / unitSeconds), unit);
}
