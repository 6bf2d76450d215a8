import "server-only";
import { env } from "@/env";
import { paystackClient } from "@/server/providers/paystack/paystack-client";
import type { BankDirectoryProvider } from "./bank-directory-provider";
import { PaystackBankDirectory } from "./paystack-bank-directory";
import { SandboxBankDirectory } from "./sandbox-banks";

/** The bank directory of the payouts vendor PAYOUTS_PROVIDER names: its codes are the ones its transfers take. */
export function bankDirectoryProvider(): BankDirectoryProvider {
  switch (env().PAYOUTS_PROVIDER) {
    case "sandbox":
      return new SandboxBankDirectory();
    case "paystack":
      return new PaystackBankDirectory(paystackClient());
  }
}
