import "server-only";
import type { Database } from "@/server/prisma-client";
import { sentOn } from "@/server/limits/daily-usage";
import { userTier } from "@/server/limits/user-tier";
import { lagosDay } from "@/lib/limits";

/** The KYC card's figures: the tier's limits and what is left of them now. */
export async function limitsSummary(db: Database, userId: string, balanceKobo: bigint, now = new Date()) {
  const [tier, sentToday] = await Promise.all([userTier(db, userId), sentOn(db, userId, lagosDay(now))]);
  const leftToday = tier.dailySendKobo - sentToday;
  return {
    level: tier.level,
    dailySendKobo: tier.dailySendKobo,
    leftTodayKobo: atLeastZero(leftToday),
    maxBalanceKobo: tier.maxBalanceKobo,
    // A bank's return is credited even above the cap (docs/money.md), so the room can be below zero: show none.
    balanceRoomKobo: tier.maxBalanceKobo === null ? null : atLeastZero(tier.maxBalanceKobo - balanceKobo),
  };
}

export type LimitsSummary = Awaited<ReturnType<typeof limitsSummary>>;

function atLeastZero(kobo: bigint): bigint {
  return kobo < 0n ? 0n : kobo;
}
