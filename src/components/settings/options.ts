import type { DisplayCurrency, Language } from "@/i18n/locales";

// The choices of Settings › Preferences: each label is a key of the settings texts, said in the page's language.
export const LANGUAGES = [
  { value: "en", label: "languages.en" },
  { value: "fr", label: "languages.fr" },
  { value: "es", label: "languages.es" },
] as const satisfies readonly { value: Language; label: string }[];

export const CURRENCIES = [
  { value: "ngn", label: "currencies.ngn" },
  { value: "usd", label: "currencies.usd" },
  { value: "eur", label: "currencies.eur" },
] as const satisfies readonly { value: DisplayCurrency; label: string }[];
