import { koboToDecimalString } from "@/lib/money";

// The approximate equivalent shown beside naira (Settings › Preferences › Default currency). It is for
// reading only: no amount of money is ever computed from it. Still exact: kobo and the rate are integers
// (the rate scaled by a million), so the same amount and rate always show the same cents on every device.

/** The currencies an equivalent may be shown in; naira itself shows none. */
export const APPROXIMATE_CURRENCIES = ["usd", "eur"] as const;
export type ApproximateCurrency = (typeof APPROXIMATE_CURRENCIES)[number];

/** A rate as a page receives it: naira for one unit ("1532.1"), and the day it is for ("2026-11-20"). */
export type DisplayRate = { currency: ApproximateCurrency; nairaPerUnit: string; date: string };

/** A rate older than this is not shown: an old rate would show a wrong equivalent, and none is better. */
export const RATE_STALE_AFTER_DAYS = 3;

const RATE_DECIMALS = 6;
const SCALE = 10n ** BigInt(RATE_DECIMALS);
const RATE_PATTERN = /^(0|[1-9]\d{0,13})(?:\.(\d{1,6}))?$/;

/** "1532.1" -> 1532100000n (millionths of a naira per unit); null for anything but a positive decimal. */
export function scaledRate(nairaPerUnit: string): bigint | null {
  const match = RATE_PATTERN.exec(nairaPerUnit);
  if (!match) return null;
  const scaled = BigInt(match[1]!) * SCALE + BigInt((match[2] ?? "").padEnd(RATE_DECIMALS, "0"));
  return scaled > 0n ? scaled : null;
}

/**
 * Kobo in cents of the other currency at `nairaPerUnit` naira a unit: kobo / rate, rounded half to even
 * (banker's rounding, so a run of amounts is not biased up). kobo/100 naira ÷ rate × 100 cents = kobo ÷ rate.
 */
export function approximateCents(kobo: bigint, nairaPerUnit: string): bigint | null {
  const rate = scaledRate(nairaPerUnit);
  if (rate === null) return null;
  const negative = kobo < 0n;
  const numerator = (negative ? -kobo : kobo) * SCALE;
  const quotient = numerator / rate;
  const twiceRemainder = (numerator % rate) * 2n;
  const roundUp = twiceRemainder > rate || (twiceRemainder === rate && quotient % 2n === 1n);
  const cents = roundUp ? quotient + 1n : quotient;
  return negative ? -cents : cents;
}

/** Cents as the decimal string Intl formats exactly (1234n -> "12.34"): hundredths, written as kobo are. */
export const centsToDecimal = koboToDecimalString;

/** Whether a rate dated `date` (YYYY-MM-DD, UTC) may still be shown at `now`. */
export function isRateFresh(date: string, now: Date = new Date()): boolean {
  const day = Date.parse(`${date}T00:00:00Z`);
  if (Number.isNaN(day)) return false;
  return now.getTime() - day <= (RATE_STALE_AFTER_DAYS + 1) * 24 * 60 * 60 * 1000 && day <= now.getTime();
}
