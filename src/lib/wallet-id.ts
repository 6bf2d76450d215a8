/** Wallet IDs are "VL" and ten digits; screens show only the first and last four characters. */
export const WALLET_ID_PATTERN = /^VL\d{10}$/;

export function newWalletId(randomDigit: () => number): string {
  let digits = "";
  for (let i = 0; i < 10; i++) digits += String(randomDigit());
  return `VL${digits}`;
}

/** Keeps 4 leading and 4 trailing characters: "VL12••••5678". */
export function maskIdentifier(value: string | null | undefined, placeholder = "••••••••••••"): string {
  if (!value) return placeholder;
  if (value.length <= 8) return value;
  return `${value.slice(0, 4)}${"•".repeat(value.length - 8)}${value.slice(-4)}`;
}
