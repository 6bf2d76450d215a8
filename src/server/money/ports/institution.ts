// What a vendor's list does not say, read from the codes it does give. NIBSS's NIP institution codes are
// grouped by kind: "000xxx" commercial (and merchant) banks, "09xxxx" microfinance banks, "10xxxx" mobile-money
// operators; anything else (mortgage banks, payment service banks) is "other". Commercial banks check their
// NUBANs with "000" + their 3-digit CBN code, which the vendor's code carries (Paystack: "058", "00103",
// "035A"); microfinance banks with their own 6-digit code. A local check is claimed only where the rule is
// known to hold: a wrong "yes" would refuse real accounts, a "no" only leaves the decision to name enquiry.
import type { BankType } from "@/lib/banks";

/** Microfinance banks whose personal accounts are numbered after the holder's phone, not by NUBAN. */
const PHONE_NUMBERED = new Set(["090405" /* Moniepoint */, "090551" /* FairMoney */]);

export function describeInstitution(input: { vendorCode: string; nipCode: string | null }): {
  type: BankType;
  nuban: boolean;
  nubanCode: string | null;
} {
  const nip = input.nipCode && /^[0-9]{6}$/.test(input.nipCode) ? input.nipCode : null;
  if (nip?.startsWith("000")) {
    const cbn = /^(?:00)?([0-9]{3})[A-Z]?$/.exec(input.vendorCode)?.[1];
    return cbn
      ? { type: "commercial", nuban: true, nubanCode: `000${cbn}` }
      : { type: "commercial", nuban: false, nubanCode: null };
  }
  if (nip?.startsWith("09")) {
    return PHONE_NUMBERED.has(nip)
      ? { type: "microfinance", nuban: false, nubanCode: null }
      : { type: "microfinance", nuban: true, nubanCode: nip };
  }
  if (nip?.startsWith("10")) return { type: "mobile_money", nuban: false, nubanCode: null };
  return { type: "other", nuban: false, nubanCode: null };
}
