import { LANGUAGES, type Language, DEFAULT_LANGUAGE } from "@/i18n/locales";
import en from "@/i18n/messages/en/connection.json";
import es from "@/i18n/messages/es/connection.json";
import fr from "@/i18n/messages/fr/connection.json";
import { textPhrase } from "@/i18n/phrase";

// What the browser says itself when the server could not (no connection, a 5xx without words): outside React,
// so in the language the page was rendered in (<html lang>, set by the root layout from the person's choice).
const CONNECTION: Record<Language, Record<string, string>> = { en, fr, es };

/** The page's language from <html lang> ("en-NG", "fr", "es"); English outside a browser. */
export function pageLanguage(): Language {
  const tag = typeof document === "undefined" ? "" : document.documentElement.lang.toLowerCase().split("-")[0];
  return LANGUAGES.find((language) => language === tag) ?? DEFAULT_LANGUAGE;
}

/** One of the browser's own phrases (the connection namespace) in the page's language; any other text as it is. */
export function inPageLanguage(text: string, language: Language = pageLanguage()): string {
  const key = textPhrase(text)?.key;
  return key?.startsWith("connection.") ? (CONNECTION[language][key.slice("connection.".length)] ?? text) : text;
}
