// NUBAN, the CBN's 10-digit account number: a 9-digit serial and a check digit computed over the
// institution's code and the serial. Under the 2020 revision every code is 6 digits (a commercial bank's is
// "000" + its 3-digit CBN code; other institutions have 6-digit codes of their own), so one rule covers both:
// weights 3,7,3 repeated over the 15 digits, and the check digit is 10 minus the sum modulo 10 (10 becomes 0).
// For a "000" code the leading zeros add nothing, so this is also the original 2010 rule over 3 digits.
// Institutions whose numbers are not NUBANs (mobile-money wallets numbered after a phone) have no code:
// for them no local check applies, and the name enquiry decides.
import { PRODUCT_BANKS } from "./banks";

const WEIGHTS = [3, 7, 3, 3, 7, 3, 3, 7, 3, 3, 7, 3, 3, 7, 3];

export function nubanCheckDigit(institutionCode: string, serial: string): number {
  if (!/^[0-9]{6}$/.test(institutionCode)) throw new Error("An institution code has 6 digits.");
  if (!/^[0-9]{9}$/.test(serial)) throw new Error("A NUBAN serial has 9 digits.");
  const digits = institutionCode + serial;
  let sum = 0;
  for (let i = 0; i < 15; i++) sum += Number(digits[i]) * WEIGHTS[i]!;
  return (10 - (sum % 10)) % 10;
}

/** True when the 10 digits are a valid NUBAN for the institution whose 6-digit NUBAN code is given. */
export function fitsNuban(accountNumber: string, nubanCode: string): boolean {
  if (!/^[0-9]{10}$/.test(accountNumber) || !/^[0-9]{6}$/.test(nubanCode)) return false;
  return nubanCheckDigit(nubanCode, accountNumber.slice(0, 9)) === Number(accountNumber[9]);
}

/** The account number an institution would issue for a serial: for tests, the sandbox and docs/sandbox.md. */
export function nubanForCode(nubanCode: string, serial: string): string {
  return serial + String(nubanCheckDigit(nubanCode, serial));
}

/** As nubanForCode, for one of the product's ten banks by name ("GTBank"). */
export function nubanFor(bankName: string, serial: string): string {
  const bank = PRODUCT_BANKS.find((candidate) => candidate.name === bankName);
  if (!bank) throw new Error(`Not one of the product's banks: ${bankName}`);
  return nubanForCode(bank.nubanCode, serial);
}
