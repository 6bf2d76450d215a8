import "server-only";
import { type Tx, ApiError } from "@/server/platform";
import { balanceCapMessage, type Tier } from "@/lib/limits";
import { decimalStringToKobo, koboToDecimalString, MAX_AMOUNT_KOBO } from "@/lib/money";
import { refuseWhileClosing } from "@/server/support";
import { phrase, type Phrase } from "@/i18n/phrase";

/** The most a top-up may take a wallet to, and the largest single amount (amounts are decimal(10,2)). */
export const LEDGER_MAX_KOBO = MAX_AMOUNT_KOBO;

export function ledgerMaximumMessage(roomKobo: bigint): Phrase {
  return phrase("serverErrors.ledgerMaximum", { cap: naira(LEDGER_MAX_KOBO), room: naira(roomKobo) });
}

export function depositCapMessage(capKobo: bigint, roomKobo: bigint): Phrase {
  return phrase("serverErrors.depositCap", { cap: naira(capKobo), room: naira(roomKobo) });
}

function naira(kobo: bigint): { naira: string } {
  return { naira: koboToDecimalString(kobo < 0n ? 0n : kobo) };
}

/**
 * Takes the wallet's lock, then refuses a top-up the wallet could not take once everything still in flight
 * lands: above the tier's single-top-up cap, above its balance cap, or above the most the ledger holds. In
 * flight are pending top-ups and pending transfers (amount and fee): a transfer the bank declines is refunded,
 * and a refund is always credited, so its money must fit beside the balance. send_money and every refund take
 * this same row lock, so no transfer commits between the lock and the read. The sums are read by a statement
 * of their own after the lock: under READ COMMITTED it sees every change committed by whoever held the lock
 * before, where a sum inside the locking statement would count from the snapshot taken before it waited.
 */
export async function takeWalletForTopUp(tx: Tx, userId: string, tier: Tier, amountKobo: bigint): Promise<void> {
  const heldKobo = await walletHoldingsUnderLock(tx, userId);
  await refuseWhileClosing(tx, userId);
  const cap = tier.maxBalanceKobo;
  const roomKobo = (cap === null || cap > LEDGER_MAX_KOBO ? LEDGER_MAX_KOBO : cap) - heldKobo;
  const deposit = tier.maxDepositKobo;
  if (deposit !== null && amountKobo > deposit) {
    throw new ApiError("unprocessable", depositCapMessage(deposit, deposit < roomKobo ? deposit : roomKobo));
  }
  if (cap !== null && heldKobo + amountKobo > cap) {
    throw new ApiError("unprocessable", balanceCapMessage(cap, cap - heldKobo));
  }
  if (heldKobo + amountKobo > LEDGER_MAX_KOBO) {
    throw new ApiError("unprocessable", ledgerMaximumMessage(LEDGER_MAX_KOBO - heldKobo));
  }
}

/** The wallet's row lock, then what it holds once everything in flight lands: balance, pending top-ups and
 * pending transfers (amount and fee). Every rule about what a wallet may take in reads it this way. */
export async function walletHoldingsUnderLock(tx: Tx, userId: string): Promise<bigint> {
  const locked = await tx.$queryRaw<unknown[]>`
    SELECT 1 FROM "wallets" WHERE "user_id" = ${userId}::uuid FOR UPDATE`;
  if (locked.length === 0) throw new ApiError("not_found", phrase("serverErrors.walletNotFound"));
  const [held] = await tx.$queryRaw<{ balance: string; pending: string }[]>`
    SELECT w."balance"::text AS "balance",
           (SELECT COALESCE(SUM(CASE t."transaction_type" WHEN 'SEND' THEN t."amount" + t."fee" ELSE t."amount" END), 0)::text
              FROM "transactions" t
             WHERE t."user_id" = w."user_id" AND t."transaction_type" IN ('ADD_MONEY', 'SEND')
               AND t."status" = 'PENDING') AS "pending"
      FROM "wallets" w WHERE w."user_id" = ${userId}::uuid`;
  return decimalStringToKobo(held!.balance) + decimalStringToKobo(held!.pending);
}
