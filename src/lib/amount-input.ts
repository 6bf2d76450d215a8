// The amount field's filtering: digits and one decimal point only, at most two decimals, and for
// transfers never above the available balance.
import { parseAmountToKobo } from "./money";

/** Kobo as the field shows it: "2500" for 2500.00, "2500.5" stays as typed elsewhere. */
export function koboToInput(kobo: bigint): string {
  const naira = kobo / 100n;
  const rest = kobo % 100n;
  return rest === 0n ? String(naira) : `${naira}.${String(rest).padStart(2, "0")}`;
}

export function filterAmountInput(raw: string, capKobo?: bigint): string {
  let seenPoint = false;
  let value = "";
  for (const char of raw) {
    if (char >= "0" && char <= "9") value += char;
    else if (char === "." && !seenPoint) {
      seenPoint = true;
      value += value === "" ? "0." : ".";
    }
  }
  const [whole = "", decimals] = value.split(".");
  const trimmedWhole = whole.replace(/^0+(?=[0-9])/, "").slice(0, 8);
  value = decimals === undefined ? trimmedWhole : `${trimmedWhole}.${decimals.slice(0, 2)}`;
  if (capKobo !== undefined) {
    const kobo = parseAmountToKobo(value.endsWith(".") ? value.slice(0, -1) : value);
    if (kobo !== null && kobo > capKobo) return koboToInput(capKobo);
  }
  return value;
}

/** What is sent: a trailing point ("12.") is dropped, so the strict server parser accepts it. */
export function amountToSend(value: string): string {
  return value.endsWith(".") ? value.slice(0, -1) : value;
}
