import "server-only";
import { env } from "@/env";
import { paystackClient } from "@/server/vendors/paystack/paystack-client";
import type { FundingProvider } from "@/server/money";
import type { Database } from "@/server/platform";
import { PaystackFundingProvider, preferredBankFor } from "./paystack/funding/paystack-funding-provider";
import { SandboxFundingProvider } from "./sandbox/sandbox-funding-provider";

let provider: FundingProvider | undefined;

/** The vendor FUNDING_PROVIDER names: the sandbox by default (its deposits kept in `db`), or Paystack's
 * dedicated virtual accounts. One per process. */
export function fundingProvider(db: Database): FundingProvider {
  if (!provider) {
    provider =
      env().FUNDING_PROVIDER === "paystack"
        ? new PaystackFundingProvider(paystackClient(), preferredBankFor(env().PAYSTACK_SECRET_KEY ?? ""))
        : new SandboxFundingProvider(db);
  }
  return provider;
}

/** True where the sandbox gives the account numbers: only there may a transfer be simulated. */
export function fundingIsSandbox(): boolean {
  return env().FUNDING_PROVIDER === "sandbox";
}

/** The funding sandbox, to make a deposit; null unless FUNDING_PROVIDER is the sandbox. */
export function sandboxFunding(db: Database): SandboxFundingProvider | null {
  const funding = fundingProvider(db);
  return funding instanceof SandboxFundingProvider ? funding : null;
}
