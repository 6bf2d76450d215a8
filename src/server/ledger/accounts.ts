import type { Tx } from "@/server/prisma-client";
import type { LedgerAccountType } from "@/generated/prisma/client";

/** Veil's own accounts: the other side of every wallet movement. */
export const SYSTEM_ACCOUNTS = {
  cardSettlement: { code: "veil:card-settlement", type: "CARD_SETTLEMENT" },
  bankPayouts: { code: "veil:bank-payouts", type: "BANK_PAYOUTS" },
  fees: { code: "veil:fees", type: "FEES" },
} as const satisfies Record<string, { code: string; type: LedgerAccountType }>;

export type SystemAccount = keyof typeof SYSTEM_ACCOUNTS;

export function walletAccountCode(walletId: string): string {
  return `wallet:${walletId}`;
}

/** The id of one of Veil's own accounts, created on first use. */
export async function systemAccountId(tx: Tx, account: SystemAccount): Promise<string> {
  const { code, type } = SYSTEM_ACCOUNTS[account];
  const row = await tx.ledgerAccount.upsert({
    where: { code },
    create: { code, type },
    update: {},
    select: { id: true },
  });
  return row.id;
}
