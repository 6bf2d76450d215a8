// The ten banks a transfer can go to (docs/product.md), with each bank's CBN institution code. Commercial banks have 3-digit CBN codes,
// written as 6 digits with "000" in front under the 2020 NUBAN scheme; Kuda, a microfinance bank, has a
// 6-digit code of its own.

export const BANKS = [
  { name: "GTBank", code: "000058" },
  { name: "First Bank", code: "000011" },
  { name: "UBA", code: "000033" },
  { name: "Access Bank", code: "000044" },
  { name: "Zenith Bank", code: "000057" },
  { name: "Kuda Bank", code: "090267" },
  { name: "Wema Bank", code: "000035" },
  { name: "Sterling Bank", code: "000232" },
  { name: "Union Bank", code: "000032" },
  { name: "Fidelity Bank", code: "000070" },
] as const;

export type Bank = (typeof BANKS)[number];
export type BankName = Bank["name"];

export const BANK_NAMES = BANKS.map((bank) => bank.name) as [BankName, ...BankName[]];

export function bankByName(name: string): Bank | undefined {
  return BANKS.find((bank) => bank.name === name);
}

export function bankByCode(code: string): Bank | undefined {
  return BANKS.find((bank) => bank.code === code);
}
