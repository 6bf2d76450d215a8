import "server-only";
import { env } from "@/env";
import type { PayoutsProvider } from "./payouts-provider";
import { SandboxPayoutsProvider } from "./sandbox-payouts-provider";

let provider: PayoutsProvider | undefined;

/** The payouts vendor PAYOUTS_PROVIDER names; the sandbox is the default and, today, the only one. */
export function payoutsProvider(): PayoutsProvider {
  if (!provider) {
    switch (env().PAYOUTS_PROVIDER) {
      case "sandbox":
        provider = new SandboxPayoutsProvider();
        break;
      case "paystack":
        throw new Error("PAYOUTS_PROVIDER=paystack: the Paystack adapter is being built.");
    }
  }
  return provider;
}
