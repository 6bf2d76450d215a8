/** A saved recipient as the screens show it. */
export type BeneficiaryView = {
  id: string;
  accountNumber: string;
  bank: string;
  /** The bank's name for the account when it was saved. */
  accountName: string;
  nickname: string | null;
  favourite: boolean;
  /** When it was saved (ISO): a beneficiary saved lately is still "new". */
  createdAt: string;
};

/** The name a person chose, else the bank's. */
export function beneficiaryLabel(beneficiary: Pick<BeneficiaryView, "nickname" | "accountName">): string {
  return beneficiary.nickname || beneficiary.accountName;
}

/** The name with its bank and last four digits ("Landlord, GTBank ••8769"): what tells two of one name apart. */
export function beneficiarySpoken(
  beneficiary: Pick<BeneficiaryView, "nickname" | "accountName" | "bank" | "accountNumber">,
) {
  return `${beneficiaryLabel(beneficiary)}, ${beneficiary.bank} ••${beneficiary.accountNumber.slice(-4)}`;
}

/** Letters without accents or case, so "adebayo" finds "ADÉBAYO" and "ade" finds "Adebayo". */
function folded(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

/** Whether a search typed by the person finds this beneficiary: every word in its names, bank or number. */
export function matchesBeneficiary(beneficiary: BeneficiaryView, search: string): boolean {
  const words = folded(search).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = folded(
    [beneficiary.nickname ?? "", beneficiary.accountName, beneficiary.bank, beneficiary.accountNumber].join(" "),
  );
  // A number is searched as digits, however it was typed ("0803 123" finds 08031234567).
  const digits = search.replace(/\D/g, "");
  return words.every((word) => haystack.includes(word)) || (digits.length >= 3 && haystack.includes(digits));
}

/** Favourites first, then by the name shown, as the list and the recipient step order them. */
export function byFavouriteThenName(a: BeneficiaryView, b: BeneficiaryView): number {
  if (a.favourite !== b.favourite) return a.favourite ? -1 : 1;
  return beneficiaryLabel(a).localeCompare(beneficiaryLabel(b), undefined, { sensitivity: "base" });
}

/** Send Money with this account and bank filled in, its name asked of the bank again: "Send again". */
export function sendAgainHref(to: { accountNumber: string; bank: string }): string {
  return `/send-money?${new URLSearchParams({ account: to.accountNumber, bank: to.bank })}`;
}
