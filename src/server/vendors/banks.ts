import "server-only";
import { env } from "@/env";
import { paystackClient } from "@/server/vendors/paystack/paystack-client";
import type { BankDirectoryProvider } from "@/server/money";
import { PaystackBankDirectory } from "./paystack/banks/paystack-bank-directory";
import { SandboxBankDirectory } from "./sandbox/sandbox-banks";

/** The bank directory of the payouts vendor PAYOUTS_PROVIDER names: its codes are the ones its transfers take. */
export function bankDirectoryProvider(): BankDirectoryProvider {
  switch (env().PAYOUTS_PROVIDER) {
    case "sandbox":
      return new SandboxBankDirectory();
    case "paystack":
      return new PaystackBankDirectory(paystackClient());
  }
}
