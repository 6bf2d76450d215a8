// NUBAN, the CBN's 10-digit account number: a 9-digit serial and a check digit computed over the bank's
// institution code and the serial. Under the 2020 revision every code is 6 digits (commercial banks are
// "000" + their 3-digit code), so one rule covers both: weights 3,7,3 repeated over the 15 digits, and the
// check digit is 10 minus the sum modulo 10 (10 becomes 0). For a "000" code the leading zeros add nothing,
// so this is also the original 2010 rule over the 3-digit code.
import { bankByName } from "./banks";

const WEIGHTS = [3, 7, 3, 3, 7, 3, 3, 7, 3, 3, 7, 3, 3, 7, 3];

export function nubanCheckDigit(institutionCode: string, serial: string): number {
  if (!/^[0-9]{6}$/.test(institutionCode)) throw new Error("An institution code has 6 digits.");
  if (!/^[0-9]{9}$/.test(serial)) throw new Error("A NUBAN serial has 9 digits.");
  const digits = institutionCode + serial;
  let sum = 0;
  for (let i = 0; i < 15; i++) sum += Number(digits[i]) * WEIGHTS[i]!;
  return (10 - (sum % 10)) % 10;
}

/** True when the 10 digits are a valid NUBAN for the bank named (from the list in banks.ts). */
export function isValidNuban(accountNumber: string, bankName: string): boolean {
  const bank = bankByName(bankName);
  if (!bank || !/^[0-9]{10}$/.test(accountNumber)) return false;
  return nubanCheckDigit(bank.code, accountNumber.slice(0, 9)) === Number(accountNumber[9]);
}

/** The account number a bank would issue for a serial: for tests, the sandbox and docs/sandbox.md. */
export function nubanFor(bankName: string, serial: string): string {
  const bank = bankByName(bankName);
  if (!bank) throw new Error(`Unknown bank: ${bankName}`);
  return serial + String(nubanCheckDigit(bank.code, serial));
}
