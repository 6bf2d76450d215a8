import "server-only";
import { cache } from "react";
import type { Database } from "@/server/platform";
import type { DisplayCurrency } from "@/i18n/locales";
import { isRateFresh, type ApproximateCurrency, type DisplayRate } from "@/lib/display-rate/approximate";

export type StoredDisplayRate = DisplayRate & { source: string };

/**
 * The newest stored rate for the person's display currency, or null: naira chosen, no rate yet, or the newest
 * one stale (the page then shows no equivalent rather than a wrong one). Reads the database only.
 */
export async function displayRateFor(
  db: Database,
  currency: DisplayCurrency,
  now: Date = new Date(),
): Promise<StoredDisplayRate | null> {
  if (currency === "ngn") return null;
  const [row] = await db.$queryRaw<{ naira_per_unit: string; rate_date: string; source: string }[]>`
    SELECT naira_per_unit::text AS naira_per_unit, to_char(rate_date, 'YYYY-MM-DD') AS rate_date, source
      FROM display_rates WHERE currency = ${currency}::"DisplayCurrency"
     ORDER BY rate_date DESC LIMIT 1`;
  if (!row || !isRateFresh(row.rate_date, now)) return null;
  return {
    currency: currency as ApproximateCurrency,
    // numeric(20,6) reads "1532.100000": the trailing zeros say nothing.
    nairaPerUnit: row.naira_per_unit.replace(/\.?0+$/, ""),
    date: row.rate_date,
    source: row.source,
  };
}

/** For pages: one read per request, whichever components ask. */
export const cachedDisplayRate = cache(displayRateFor);
