import "server-only";
import { env } from "@/env";
import { paystackClient } from "@/server/vendors/paystack/paystack-client";
import type { FundingProvider } from "@/server/money";
import { PaystackFundingProvider, preferredBankFor } from "./paystack/funding/paystack-funding-provider";
import { SandboxFundingProvider } from "./sandbox/sandbox-funding-provider";

let provider: FundingProvider | undefined;

/** The vendor FUNDING_PROVIDER names: the sandbox by default, or Paystack's dedicated virtual accounts. */
export function fundingProvider(): FundingProvider {
  if (!provider) {
    provider =
      env().FUNDING_PROVIDER === "paystack"
        ? new PaystackFundingProvider(paystackClient(), preferredBankFor(env().PAYSTACK_SECRET_KEY ?? ""))
        : new SandboxFundingProvider();
  }
  return provider;
}

/** True where the sandbox gives the account numbers: only there may a transfer be simulated. */
export function fundingIsSandbox(): boolean {
  return env().FUNDING_PROVIDER === "sandbox";
}
