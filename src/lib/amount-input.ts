// The amount field's filtering: digits and one decimal point only, at most two decimals. It never changes
// the number a person typed into another one: an amount above the balance stays as typed, and Continue says
// why it cannot be sent.

export function filterAmountInput(raw: string): string {
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
  return value;
}

/** What is sent: a trailing point ("12.") is dropped, so the strict server parser accepts it. */
export function amountToSend(value: string): string {
  return value.endsWith(".") ? value.slice(0, -1) : value;
}
