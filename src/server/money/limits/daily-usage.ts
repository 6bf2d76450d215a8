import "server-only";
import type { Database, Tx } from "@/server/platform";
import { decimalStringToKobo, koboToDecimalString } from "@/lib/money";

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
