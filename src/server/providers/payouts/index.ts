import "server-only";
import { env } from "@/env";
import type { PayoutsProvider } from "./payouts-provider";
import { SandboxPayoutsProvider } from "./sandbox-payouts-provider";
import { PaystackPayoutsProvider } from "./paystack/paystack-payouts-provider";
import { paystackClient } from "@/server/providers/paystack/paystack-client";
import { db } from "@/server/db";

let provider: PayoutsProvider | undefined;

/** The payouts vendor PAYOUTS_PROVIDER names; the sandbox is the default. */
export function payoutsProvider(): PayoutsProvider {
  if (!provider) {
    switch (env().PAYOUTS_PROVIDER) {
      case "sandbox":
        provider = new SandboxPayoutsProvider();
        break;
      case "paystack":
        provider = new PaystackPayoutsProvider(paystackClient(), db);
        break;
    }
  }
  return provider;
}
