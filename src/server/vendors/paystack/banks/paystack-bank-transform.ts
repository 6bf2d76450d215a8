// Paystack's bank entries in our shape. Paystack's own `type` is "nuban" for every Nigerian entry, so the kind
// of institution comes from its NIP code (institution.ts). An entry Paystack marks deleted, inactive or unable
// to take transfers is left out, as is a second entry with a code or name already seen (the first stays).
import { PRODUCT_BANKS, type DirectoryBank } from "@/lib/banks";
import { describeInstitution } from "@/server/money";
import type { PaystackBank } from "./paystack-bank-directory";

export function fromPaystackBanks(entries: PaystackBank[]): DirectoryBank[] {
  const codes = new Set<string>();
  const names = new Set<string>();
  const banks: DirectoryBank[] = [];
  for (const entry of entries) {
    if (entry.is_deleted || entry.active === false || entry.supports_transfer === false) continue;
    if (entry.currency !== undefined && entry.currency !== "NGN") continue;
    const vendorCode = entry.code.trim();
    // The product's ten keep the names on people's receipts.
    const name = PRODUCT_BANKS.find((bank) => bank.vendorCode === vendorCode)?.name ?? entry.name.trim();
    if (!vendorCode || !name || codes.has(vendorCode) || names.has(name.toLowerCase())) continue;
    codes.add(vendorCode);
    names.add(name.toLowerCase());
    const nipCode = entry.nip_sort_code && /^[0-9]{6}$/.test(entry.nip_sort_code) ? entry.nip_sort_code : null;
    banks.push({ name, slug: entry.slug, vendorCode, nipCode, ...describeInstitution({ vendorCode, nipCode }) });
  }
  return banks;
}
