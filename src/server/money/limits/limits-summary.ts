import "server-only";
import type { Database } from "@/server/platform";
import { identityStatus } from "@/server/identity";

/** The KYC card's and the send screen's figures: the tier's limits and what is left of them now. */
export async function limitsSummary(db: Database, userId: string, balanceKobo: bigint, now = new Date()) {
  const status = await identityStatus(db, userId, balanceKobo, now);
  return {
    level: status.level,
    dailySendKobo: status.dailySendKobo,
    leftTodayKobo: status.leftTodayKobo,
    maxBalanceKobo: status.maxBalanceKobo,
    balanceRoomKobo: status.balanceRoomKobo,
  };
}

export type LimitsSummary = Awaited<ReturnType<typeof limitsSummary>>;
