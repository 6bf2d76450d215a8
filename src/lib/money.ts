import { DEFAULT_LANGUAGE, INTL_LOCALE, type Language } from "@/i18n/locales";

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

/**
 * "₦25,000.00" in English (en-NG), "25 000,00 ₦" in French, "25.000,00 ₦" in Spanish: always naira, written as
 * the language writes money. Formats from exact kobo, so no amount passes through a float rounding.
 */
export function formatNaira(amount: string | bigint, language: Language = DEFAULT_LANGUAGE): string {
  if (language === "en") return formatWith("₦", amount);
  return formatIntl(language, toKobo(amount), true);
}

/** "25,000.00" (English) or "25 000,00" (French), for places that draw the naira sign themselves. */
export function formatAmount(amount: string | bigint, language: Language = DEFAULT_LANGUAGE): string {
  if (language === "en") return formatWith("", amount);
  return formatIntl(language, toKobo(amount), false);
}

/** "+₦5,000.00" / "-5 000,00 ₦": an amount that came in or went out, its sign where the language puts a minus. */
export function formatSignedNaira(amount: string | bigint, sign: "+" | "-", language = DEFAULT_LANGUAGE): string {
  const kobo = toKobo(amount);
  const text = formatNaira(kobo < 0n ? -kobo : kobo, language);
  return `${sign}${text}`;
}

function toKobo(amount: string | bigint): bigint {
  return typeof amount === "bigint" ? amount : decimalStringToKobo(amount);
}

/**
 * en-NG's format (a minus first, then the sign, commas every three digits, two decimals) by hand: the same
 * text as Intl.NumberFormat("en-NG"), which the tests check over the whole range. Creating an Intl formatter
 * loads the locale's data, about 12 ms of a phone's main thread on every page that shows an amount, so English,
 * the language most people read, never makes one.
 */
function formatWith(sign: string, amount: string | bigint): string {
  const kobo = toKobo(amount);
  const [naira, decimals] = koboToDecimalString(kobo < 0n ? -kobo : kobo).split(".");
  const grouped = naira!.replace(/\B(?=(\d{3})+$)/g, ",");
  return `${kobo < 0n ? "-" : ""}${sign}${grouped}.${decimals}`;
}

const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(language: Language, withSign: boolean): Intl.NumberFormat {
  const key = `${language}:${withSign}`;
  let made = formatters.get(key);
  if (!made) {
    // Every amount grouped: Spanish by itself groups only from five digits, and "5000,00 ₦" above "20.000,00 ₦"
    // in a list reads as two formats.
    const options: Intl.NumberFormatOptions = withSign
      ? { style: "currency", currency: "NGN", currencyDisplay: "narrowSymbol", useGrouping: "always" }
      : { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: "always" };
    made = new Intl.NumberFormat(INTL_LOCALE[language], options);
    formatters.set(key, made);
  }
  return made;
}

const NUMBER_PARTS = new Set(["integer", "group", "decimal", "fraction"]);

/**
 * The language's own format, from Intl, without a float: Intl formats the whole naira as a BigInt (exact at
 * any size), and the two kobo digits are put in its fraction's place by hand. The sign and the ₦ go where
 * Intl puts them for a one-naira amount of the same sign.
 */
function formatIntl(language: Language, kobo: bigint, withSign: boolean): string {
  const format = formatterFor(language, withSign);
  const abs = kobo < 0n ? -kobo : kobo;
  const [naira, decimals] = koboToDecimalString(abs).split(".");
  const digits = format
    .formatToParts(BigInt(naira!))
    .filter((part) => part.type === "integer" || part.type === "group");
  const template = format.formatToParts(kobo < 0n ? -1n : 1n);
  const decimal = template.find((part) => part.type === "decimal")?.value ?? ".";
  let out = "";
  let placed = false;
  for (const part of template) {
    if (!NUMBER_PARTS.has(part.type)) out += part.value;
    else if (!placed) {
      out += digits.map((digit) => digit.value).join("") + decimal + decimals;
      placed = true;
    }
  }
  return out;
}
