export const LANGUAGES = [
  { value: "en", label: "English" },
  { value: "fr", label: "French" },
  { value: "es", label: "Spanish" },
] as const;

export const CURRENCIES = [
  { value: "ngn", label: "Nigerian Naira (₦)" },
  { value: "usd", label: "US Dollar ($)" },
  { value: "eur", label: "Euro (€)" },
] as const;
