import { randomInt } from "node:crypto";
import type { Tx } from "@/server/platform";
import { newWalletId } from "@/lib/wallet-id";
import { walletAccountCode } from "./accounts";

/**
 * An unused wallet ID. A clash is looked up and redrawn rather than caught: a unique violation would abort
 * the caller's transaction. (Two sign-ups drawing the same ID at the same instant, one in 10^10, would see
 * the constraint refuse the second, which can simply retry.)
 */
export async function drawWalletId(tx: Tx): Promise<string> {
  for (;;) {
    const id = newWalletId(() => randomInt(10));
    if (!(await tx.wallet.findUnique({ where: { walletId: id }, select: { id: true } }))) return id;
  }
}

/** A wallet and its ledger account, inside the caller's transaction. Returns the ledger account's id. */
export async function openWallet(tx: Tx, userId: string, walletId: string): Promise<{ ledgerAccountId: string }> {
  const account = await tx.ledgerAccount.create({
    data: { code: walletAccountCode(walletId), type: "WALLET" },
    select: { id: true },
  });
  await tx.wallet.create({ data: { userId, walletId, ledgerAccountId: account.id } });
  return { ledgerAccountId: account.id };
}
