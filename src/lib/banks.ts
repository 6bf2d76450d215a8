// Banks as both sides see them. The directory itself (about 700 institutions) lives in the banks table,
// filled from the payouts vendor; this file holds its shape, the product's ten (docs/product.md), which the
// send screen shows before the rest of the list arrives, and the search that orders the list.

export type BankType = "commercial" | "microfinance" | "mobile_money" | "other";

/** A bank as the directory keeps it. */
export type DirectoryBank = {
  name: string;
  slug: string;
  /** The payouts vendor's code for the bank (Paystack's `code`: "058", "50211", "999992"). */
  vendorCode: string;
  /** NIBSS's 6-digit NIP institution code ("000013" for GTBank), when the vendor gives one. */
  nipCode: string | null;
  type: BankType;
  /** Whether its account numbers follow the NUBAN check digit. */
  nuban: boolean;
  /** The 6-digit code the NUBAN check digit is computed with, when `nuban` (see nuban.ts). */
  nubanCode: string | null;
};

/**
 * What the send screen needs of a bank: its name to show and send, its slug to search, its NUBAN code to check,
 * and whether its accounts are numbered after the holder's phone (account-number.ts).
 */
export type BankChoice = Pick<DirectoryBank, "name" | "slug" | "nubanCode"> & { phoneNumbers: boolean };

/**
 * Veil itself, first in the send screen's list: a transfer to another Veil wallet, by its holder's phone number,
 * instant and free. Not a bank of the directory (nothing is paid out); the server knows it by this name.
 */
export const VEIL_WALLETS: BankChoice = { name: "Veil", slug: "veil", nubanCode: null, phoneNumbers: true };

/** Whether a transfer's bank is Veil itself (a wallet-to-wallet transfer). */
export function isVeilWallets(bankName: string | null | undefined): boolean {
  return bankName === VEIL_WALLETS.name;
}

/**
 * Whether an institution numbers its accounts after the holder's phone (OPay, PalmPay, Moniepoint MFB): a
 * mobile-money operator, or a microfinance bank whose numbers are not NUBANs (institution.ts says which).
 */
export function numbersByPhone(bank: Pick<DirectoryBank, "type" | "nuban">): boolean {
  return !bank.nuban && (bank.type === "mobile_money" || bank.type === "microfinance");
}

/**
 * The product's ten, in its order, first in every list. Their names are the product's, whatever the vendor
 * calls them: a transaction names its bank, and these names are already on people's receipts.
 */
export const PRODUCT_BANKS = [
  { name: "GTBank", slug: "guaranty-trust-bank", vendorCode: "058", nipCode: "000013", nubanCode: "000058" },
  { name: "First Bank", slug: "first-bank-of-nigeria", vendorCode: "011", nipCode: "000016", nubanCode: "000011" },
  { name: "UBA", slug: "united-bank-for-africa", vendorCode: "033", nipCode: "000004", nubanCode: "000033" },
  { name: "Access Bank", slug: "access-bank", vendorCode: "044", nipCode: "000014", nubanCode: "000044" },
  { name: "Zenith Bank", slug: "zenith-bank", vendorCode: "057", nipCode: "000015", nubanCode: "000057" },
  { name: "Kuda Bank", slug: "kuda-bank", vendorCode: "50211", nipCode: "090267", nubanCode: "090267" },
  { name: "Wema Bank", slug: "wema-bank", vendorCode: "035", nipCode: "000017", nubanCode: "000035" },
  { name: "Sterling Bank", slug: "sterling-bank", vendorCode: "232", nipCode: "000001", nubanCode: "000232" },
  { name: "Union Bank", slug: "union-bank-of-nigeria", vendorCode: "032", nipCode: "000018", nubanCode: "000032" },
  { name: "Fidelity Bank", slug: "fidelity-bank", vendorCode: "070", nipCode: "000007", nubanCode: "000070" },
] as const;

export type ProductBankName = (typeof PRODUCT_BANKS)[number]["name"];

/** A product bank's place in every list (1 to 10); every other bank comes after, by name. */
export function productPosition(vendorCode: string): number | null {
  const index = PRODUCT_BANKS.findIndex((bank) => bank.vendorCode === vendorCode);
  return index < 0 ? null : index + 1;
}

export const OTHER_BANKS_POSITION = 1000;

/** Folds case and accents, and reads a slug's hyphens as spaces: "Guaranty-Trust" finds "guaranty trust". */
function fold(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

/**
 * The banks that match what the person typed, best first: a name that starts with it, then a name with a word
 * that starts with it, then a slug or name that holds it anywhere. Within each group the list keeps its own
 * order (the product's ten first). An empty query answers the whole list.
 */
export function searchBanks<B extends { name: string; slug: string }>(banks: readonly B[], query: string): B[] {
  const wanted = fold(query);
  if (!wanted) return [...banks];
  const groups: B[][] = [[], [], []];
  for (const bank of banks) {
    const name = fold(bank.name);
    if (name.startsWith(wanted)) groups[0]!.push(bank);
    else if (` ${name}`.includes(` ${wanted}`)) groups[1]!.push(bank);
    else if (name.includes(wanted) || fold(bank.slug).includes(wanted)) groups[2]!.push(bank);
  }
  return groups.flat();
}
