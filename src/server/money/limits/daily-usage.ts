import "server-only";
import { type Database, type Tx, ApiError } from "@/server/platform";
import { dailyLimitMessage } from "@/lib/limits";
import { decimalStringToKobo, koboToDecimalString } from "@/lib/money";
import { INSUFFICIENT_BALANCE } from "@/lib/schemas/transfer-rules";
import { userTier } from "./user-tier";

// A transfer is counted against the daily limit inside the send_money function, under the wallet's lock.
// Here: what a refund gives back, and what has been sent, for the limits screen.

/** A transfer that failed (and was refunded) no longer counts against the day it was made. */
export async function releaseDailySend(tx: Tx, userId: string, day: string, amountKobo: bigint) {
  await tx.$executeRaw`
    UPDATE "daily_send_usage" SET "amount" = GREATEST("amount" - ${koboToDecimalString(amountKobo)}::numeric, 0),
           "updated_at" = now()
     WHERE "user_id" = ${userId}::uuid AND "day" = ${day}::date`;
}

export async function sentOn(db: Database | Tx, userId: string, day: string): Promise<bigint> {
  const rows = await db.$queryRaw<{ amount: string }[]>`
    SELECT "amount"::text FROM "daily_send_usage" WHERE "user_id" = ${userId}::uuid AND "day" = ${day}::date`;
  return rows[0] ? decimalStringToKobo(rows[0].amount) : 0n;
}

/**
 * The refusal, in send_money's words, of `totalKobo` (amount and fee) beyond what the day leaves the person, or
 * null: asked before work that cannot be taken back (a Veil lookup, a card charge). `heldKobo` is what is
 * promised already and not yet counted (card payments still to be sent). send_money counts the limit again
 * under the wallet's lock, so this never lets anything through on its own.
 */
export async function dailyLimitRefusal(
  db: Database | Tx,
  userId: string,
  day: string,
  totalKobo: bigint,
  heldKobo = 0n,
): Promise<ApiError | null> {
  const [tier, sentKobo] = await Promise.all([userTier(db, userId), sentOn(db, userId, day)]);
  const leftKobo = tier.dailySendKobo - sentKobo - heldKobo;
  if (totalKobo <= leftKobo) return null;
  return new ApiError("unprocessable", dailyLimitMessage(tier, leftKobo < 0n ? 0n : leftKobo));
}

/**
 * The sender's balance and what is left of their daily limit today, as send_money will count them (which it
 * still does, under the lock): an amount beyond either is refused here with the same words.
 */
export async function refuseBeyondSender(db: Database, userId: string, amountKobo: bigint, day: string): Promise<void> {
  const [wallet, beyondLimit] = await Promise.all([
    db.wallet.findUnique({ where: { userId }, select: { balance: true } }),
    dailyLimitRefusal(db, userId, day, amountKobo),
  ]);
  if (!wallet) return;
  if (decimalStringToKobo(wallet.balance.toFixed(2)) < amountKobo) {
    throw new ApiError("unprocessable", INSUFFICIENT_BALANCE);
  }
  if (beyondLimit) throw beyondLimit;
}
