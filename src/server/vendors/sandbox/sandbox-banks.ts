// The sandbox's bank directory: the product's ten, then the destinations people use most, with their real
// vendor (Paystack) codes and NIP institution codes as NIBSS publishes them. It is also what the migration
// seeds the banks table with (a test keeps the two the same), so a fresh clone lists them before any refresh.
import { PRODUCT_BANKS, type DirectoryBank } from "@/lib/banks";
import { type BankDirectoryProvider, describeInstitution } from "@/server/money";

const OTHERS = [
  { name: "OPay", slug: "paycom", vendorCode: "999992", nipCode: "100004" },
  { name: "Moniepoint MFB", slug: "moniepoint-mfb-ng", vendorCode: "50515", nipCode: "090405" },
  { name: "PalmPay", slug: "palmpay", vendorCode: "999991", nipCode: "100033" },
  { name: "FCMB", slug: "first-city-monument-bank", vendorCode: "214", nipCode: "000003" },
  { name: "Stanbic IBTC Bank", slug: "stanbic-ibtc-bank", vendorCode: "221", nipCode: "000012" },
  { name: "Polaris Bank", slug: "polaris-bank", vendorCode: "076", nipCode: "000008" },
  { name: "Ecobank", slug: "ecobank-nigeria", vendorCode: "050", nipCode: "000010" },
  { name: "Providus Bank", slug: "providus-bank", vendorCode: "101", nipCode: "000023" },
  { name: "LAPO Microfinance Bank", slug: "lapo-microfinance-bank", vendorCode: "50549", nipCode: "090177" },
  { name: "VFD Microfinance Bank", slug: "vfd", vendorCode: "566", nipCode: "090110" },
];

let banks: DirectoryBank[] | undefined;

/** Worked out on first use, not at import: the money module that says what an institution is imports the vendors. */
export function sandboxBanks(): DirectoryBank[] {
  banks ??= [...PRODUCT_BANKS, ...OTHERS].map((bank) => ({
    name: bank.name,
    slug: bank.slug,
    vendorCode: bank.vendorCode,
    nipCode: bank.nipCode,
    ...describeInstitution(bank),
  }));
  return banks;
}

export function sandboxBankByCode(code: string): DirectoryBank | undefined {
  return sandboxBanks().find((bank) => bank.vendorCode === code);
}

export class SandboxBankDirectory implements BankDirectoryProvider {
  readonly name = "sandbox";

  async listBanks(): Promise<DirectoryBank[]> {
    return sandboxBanks().map((bank) => ({ ...bank }));
  }
}
