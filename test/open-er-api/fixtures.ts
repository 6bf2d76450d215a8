// Answers shaped exactly as ExchangeRate-API's open endpoint documents them (https://www.exchangerate-api.com/docs/free),
// with our own numbers: the rates a base gives are "units of each currency for one unit of the base".
import type { OpenErApiLatest } from "@/server/vendors/open-er-api/open-er-api-types";

/** Friday 20 November 2026, 00:02:31 UTC: the source's daily update. */
export const UPDATED_UNIX = 1_795_132_951;

export function latestFixture(base: string, rates: Record<string, number>): OpenErApiLatest {
  return {
    result: "success",
    provider: "https://www.exchangerate-api.com",
    documentation: "https://www.exchangerate-api.com/docs/free",
    terms_of_use: "https://www.exchangerate-api.com/terms",
    time_last_update_unix: UPDATED_UNIX,
    time_last_update_utc: "Fri, 20 Nov 2026 00:02:31 +0000",
    time_next_update_unix: UPDATED_UNIX + 86_400,
    time_next_update_utc: "Sat, 21 Nov 2026 00:02:31 +0000",
    time_eol_unix: 0,
    base_code: base,
    rates: { [base]: 1, ...rates },
  };
}

export const FIXTURES: Record<string, OpenErApiLatest> = {
  USD: latestFixture("USD", { EUR: 0.9201, GBP: 0.7893, NGN: 1532.1 }),
  EUR: latestFixture("EUR", { USD: 1.0868, GBP: 0.8578, NGN: 1665.4 }),
};
