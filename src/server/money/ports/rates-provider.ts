import type { ApproximateCurrency } from "@/lib/display-rate/approximate";

/** One currency's rate: naira for one unit ("1532.1", at most six decimals) and the UTC day it is for. */
export type RateQuote = { currency: ApproximateCurrency; nairaPerUnit: string; date: string };

/**
 * The exchange-rates port, for the approximate equivalent shown beside naira: display only, never money.
 * `latest` throws when the source cannot be reached or answers something it should not (the job tries again
 * later and pages go on showing the stored rate, or none).
 */
export interface RatesProvider {
  readonly name: string;
  latest(currencies: readonly ApproximateCurrency[]): Promise<RateQuote[]>;
}

/** A rate the source gave as a JSON number, as an exact decimal of at most six places (half-up), or null. */
export function rateDecimal(value: unknown): string | null {
  if (typeof value !== "number" || !Number.isFinite(value) || value <= 0 || value >= 1e14) return null;
  // toFixed(6) reads the double's exact binary value, so a JSON "1532.1" is "1532.100000", never "1532.099999".
  const fixed = value.toFixed(6).replace(/\.?0+$/, "");
  return fixed === "0" ? null : fixed;
}
