import "server-only";
import type { Database, Tx } from "@/server/prisma-client";
import { ApiError } from "@/server/http/api-error";
import { dailyLimitMessage, type Tier } from "@/lib/limits";
import { decimalStringToKobo, koboToDecimalString } from "@/lib/money";

/**
 * Counts a transfer against the user's daily limit, or refuses it. One conditional upsert: two concurrent
 * transfers cannot both see room that only one of them fits in. Runs inside the transfer's transaction, so a
 * transfer refused later (insufficient balance) does not count.
 */
export async function reserveDailySend(tx: Tx, userId: string, day: string, amountKobo: bigint, tier: Tier) {
  const amount = koboToDecimalString(amountKobo);
  const limit = koboToDecimalString(tier.dailySendKobo);
  const counted =
    amountKobo <= tier.dailySendKobo
      ? await tx.$queryRaw<{ amount: string }[]>`
        INSERT INTO "daily_send_usage" ("user_id", "day", "amount", "updated_at")
        VALUES (${userId}::uuid, ${day}::date, ${amount}::numeric, now())
        ON CONFLICT ("user_id", "day") DO UPDATE
          SET "amount" = "daily_send_usage"."amount" + EXCLUDED."amount", "updated_at" = now()
          WHERE "daily_send_usage"."amount" + EXCLUDED."amount" <= ${limit}::numeric
        RETURNING "amount"::text`
      : [];
  if (counted.length === 1) return;
  const sent = await sentOn(tx, userId, day);
  throw new ApiError("unprocessable", dailyLimitMessage(tier, tier.dailySendKobo - sent));
}

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
