// The one place that holds the limits by verification level: the CBN's tiers for mobile wallets. A user
// verified by BVN is tier 3; a user verified by phone number only is tier 1.
import { formatNaira } from "./money";

export type Tier = {
  level: 1 | 3;
  /** Most a user may send in one day, Lagos time. */
  dailySendKobo: bigint;
  /** Most a wallet may hold; null when there is no cap. */
  maxBalanceKobo: bigint | null;
  /** Most a user may add in one top-up; null when there is no such cap. */
  maxDepositKobo: bigint | null;
};

export const TIERS = {
  1: { level: 1, dailySendKobo: 5_000_000n, maxBalanceKobo: 30_000_000n, maxDepositKobo: null },
  3: { level: 3, dailySendKobo: 500_000_000n, maxBalanceKobo: null, maxDepositKobo: null },
} as const satisfies Record<number, Tier>;

export function tierFor(verifiedBy: { bvn: boolean }): Tier {
  return verifiedBy.bvn ? TIERS[3] : TIERS[1];
}

/** The refusal for a send above the day's limit: the server's answer and the amount step's, word for word. */
export function dailyLimitMessage(tier: Pick<Tier, "dailySendKobo">, leftKobo: bigint): string {
  return (
    `This transfer is above your daily limit. You can send up to ${formatNaira(tier.dailySendKobo)} a day, ` +
    `and ${formatNaira(leftKobo < 0n ? 0n : leftKobo)} is left today.`
  );
}

export function balanceCapMessage(capKobo: bigint, roomKobo: bigint): string {
  return (
    `This top-up would take your balance above ${formatNaira(capKobo)}, the most your wallet can hold at ` +
    `your verification level. You can add up to ${formatNaira(roomKobo < 0n ? 0n : roomKobo)} more.`
  );
}

const LAGOS_OFFSET_MS = 60 * 60 * 1000; // West Africa Time, UTC+1 all year (no daylight saving)

/** The calendar day in Lagos, as "YYYY-MM-DD": the day a daily limit counts against. */
export function lagosDay(at: Date): string {
  return new Date(at.getTime() + LAGOS_OFFSET_MS).toISOString().slice(0, 10);
}
