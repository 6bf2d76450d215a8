/** What a rates source's terms ask to be shown beside its rates, by provider name (none for the sandbox). */
export const RATE_ATTRIBUTIONS: Record<string, { href: string } | undefined> = {
  // ExchangeRate-API's open endpoint: "attribution required" (https://www.exchangerate-api.com/docs/free).
  "open-er-api": { href: "https://www.exchangerate-api.com" },
};
