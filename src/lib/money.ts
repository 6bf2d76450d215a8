// Money is integer kobo (bigint) in code and decimal in the database (decimal(10,2) for an amount, (14,2) for a
// wallet's balance): never a floating point number.

/** The largest amount a decimal(10,2) column holds: 99,999,999.99 naira. */
export const MAX_AMOUNT_KOBO = 9_999_999_999n;

// One canonical form: no leading zeros ("00012" is refused; "0.50" is fine).
const AMOUNT_PATTERN = /^(0|[1-9]\d*)(?:\.(\d{1,2}))?$/;

/** Strictly parses "1234", "1234.5" or "1234.56" to kobo; anything else (leading zeros, signs, exponents,
 * spaces, separators, non-ASCII digits, 3 decimals) is null. */
export function parseAmountToKobo(input: unknown): bigint | null {
  if (typeof input !== "string") return null;
  const match = AMOUNT_PATTERN.exec(input);
  if (!match) return null;
  const naira = BigInt(match[1] ?? "0");
  const kobo = BigInt((match[2] ?? "").padEnd(2, "0"));
  return naira * 100n + kobo;
}

/** Kobo to the decimal string the database and the API carry: 150050n -> "1500.50". */
export function koboToDecimalString(kobo: bigint): string {
  const negative = kobo < 0n;
  const abs = negative ? -kobo : kobo;
  const naira = abs / 100n;
  const rest = (abs % 100n).toString().padStart(2, "0");
  return `${negative ? "-" : ""}${naira}.${rest}`;
}

/** A decimal string from the database ("1500.5", "1500.50", "-3") to kobo, exactly. */
export function decimalStringToKobo(value: string): bigint {
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(value.trim());
  if (!match) throw new Error(`Not a money amount: ${value}`);
  const kobo = BigInt(match[2] ?? "0") * 100n + BigInt((match[3] ?? "").padEnd(2, "0"));
  return match[1] === "-" ? -kobo : kobo;
}

/** "₦25,000.00". Formats from exact kobo, so no amount passes through a float rounding. */
export function formatNaira(amount: string | bigint): string {
  return formatWith("₦", amount);
}

/** "25,000.00", for places that draw the naira sign themselves. */
export function formatAmount(amount: string | bigint): string {
  return formatWith("", amount);
}

/**
 * en-NG's format (a minus first, then the sign, commas every three digits, two decimals) by hand: the same
 * text as Intl.NumberFormat("en-NG"), which the tests check over the whole range. Creating an Intl formatter
 * loads the locale's data, about 12 ms of a phone's main thread on every page that shows an amount.
 */
function formatWith(sign: string, amount: string | bigint): string {
  const kobo = typeof amount === "bigint" ? amount : decimalStringToKobo(amount);
  const [naira, decimals] = koboToDecimalString(kobo < 0n ? -kobo : kobo).split(".");
  const grouped = naira!.replace(/\B(?=(\d{3})+$)/g, ",");
  return `${kobo < 0n ? "-" : ""}${sign}${grouped}.${decimals}`;
}
