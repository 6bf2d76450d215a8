import "server-only";
import { env } from "@/env";
import type { PayoutsProvider } from "@/server/money";
import { SandboxPayoutsProvider } from "./sandbox/sandbox-payouts-provider";
import { PaystackPayoutsProvider } from "./paystack/payouts/paystack-payouts-provider";
import { paystackClient } from "@/server/vendors/paystack/paystack-client";
import type { Database } from "@/server/platform";

let provider: PayoutsProvider | undefined;

/**
 * The payouts vendor PAYOUTS_PROVIDER names; the sandbox is the default. One per process: the Paystack
 * adapter keeps its recipient codes in `db`, the sandbox its transfers.
 */
export function payoutsProvider(db: Database): PayoutsProvider {
  if (!provider) {
    switch (env().PAYOUTS_PROVIDER) {
      case "sandbox":
        provider = new SandboxPayoutsProvider(db);
        break;
      case "paystack":
        provider = new PaystackPayoutsProvider(paystackClient(), db);
        break;
    }
  }
  return provider;
}

/** The payouts sandbox, to post the returns its banks make; null unless PAYOUTS_PROVIDER is the sandbox. */
export function sandboxPayouts(db: Database): SandboxPayoutsProvider | null {
  const payouts = payoutsProvider(db);
  return payouts instanceof SandboxPayoutsProvider ? payouts : null;
}
