import type { LedgerAccountType } from "@/generated/prisma/client";

/**
 * Veil's own accounts: the other side of every wallet movement. The init migration creates them with these
 * ids, so code never looks them up or races to create them.
 */
export const SYSTEM_ACCOUNTS = {
  cardSettlement: { id: "00000000-0000-4000-8000-000000000001", code: "veil:card-settlement", type: "CARD_SETTLEMENT" },
  bankPayouts: { id: "00000000-0000-4000-8000-000000000002", code: "veil:bank-payouts", type: "BANK_PAYOUTS" },
  fees: { id: "00000000-0000-4000-8000-000000000003", code: "veil:fees", type: "FEES" },
  bankReceipts: { id: "00000000-0000-4000-8000-000000000004", code: "veil:bank-receipts", type: "BANK_RECEIPTS" },
  heldDeposits: { id: "00000000-0000-4000-8000-000000000005", code: "veil:held-deposits", type: "HELD_DEPOSITS" },
} as const satisfies Record<string, { id: string; code: string; type: LedgerAccountType }>;

export type SystemAccount = keyof typeof SYSTEM_ACCOUNTS;

export function systemAccountId(account: SystemAccount): string {
  return SYSTEM_ACCOUNTS[account].id;
}

export function walletAccountCode(walletId: string): string {
  return `wallet:${walletId}`;
}
