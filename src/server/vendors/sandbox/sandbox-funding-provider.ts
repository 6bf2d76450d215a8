// The funding sandbox: every wallet gets an account number at "Veil Sandbox Bank" at once, the same number
// each time for the same wallet, valid under the NUBAN check digit with the sandbox's institution code
// (docs/sandbox.md, "Receiving money"). Money arrives only through "Simulate an incoming transfer".
import { createHash } from "node:crypto";
import { nubanCheckDigit } from "@/lib/nuban";
import type { AssignResult, FundingCustomer, FundingProvider } from "@/server/money";

export const SANDBOX_FUNDING_BANK = "Veil Sandbox Bank";
/** Outside CBN's allocated codes, so a sandbox number can never be a real account. */
export const SANDBOX_INSTITUTION_CODE = "999999";

/** The wallet's sandbox account number; `attempt` draws another when a number is already taken. */
export function sandboxAccountNumber(userId: string, attempt = 0): string {
  const digest = createHash("sha256").update(`${userId}:${attempt}`).digest();
  const serial = String(digest.readUInt32BE(0) * 1000 + (digest.readUInt16BE(4) % 1000))
    .padStart(9, "0")
    .slice(-9);
  return serial + String(nubanCheckDigit(SANDBOX_INSTITUTION_CODE, serial));
}

export class SandboxFundingProvider implements FundingProvider {
  readonly name = "sandbox";

  async assignAccount(customer: FundingCustomer): Promise<AssignResult> {
    const accountNumber = sandboxAccountNumber(customer.userId, customer.attempt);
    return {
      status: "assigned",
      bankName: SANDBOX_FUNDING_BANK,
      accountNumber,
      accountName: `Veil / ${customer.fullName}`,
      providerReference: `sandbox-${accountNumber}`,
      customerCode: null,
    };
  }
}
