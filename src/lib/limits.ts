// The one place that holds the limits by verification level: the CBN's tiers for mobile wallets (since
// December 2023 every tier needs a BVN or NIN retrieved from NIBSS or NIMC). The server enforces the tier stored
// on the user (users.kyc_tier); tierFromProofs says what a person's proofs are worth.
import { koboToDecimalString } from "./money";
import { phrase, type Phrase } from "@/i18n/phrase";

export type TierLevel = 1 | 2 | 3;

export type Tier = {
  level: TierLevel;
  /** Most a user may send in one day, Lagos time. */
  dailySendKobo: bigint;
  /** Most a wallet may hold; null when there is no cap. */
  maxBalanceKobo: bigint | null;
  /** Most a user may add in one top-up; null when there is no such cap. */
  maxDepositKobo: bigint | null;
};

export const TIERS = {
  1: { level: 1, dailySendKobo: 5_000_000n, maxBalanceKobo: 30_000_000n, maxDepositKobo: null },
  2: { level: 2, dailySendKobo: 20_000_000n, maxBalanceKobo: 50_000_000n, maxDepositKobo: null },
  3: { level: 3, dailySendKobo: 500_000_000n, maxBalanceKobo: null, maxDepositKobo: null },
} as const satisfies Record<TierLevel, Tier>;

/**
 * Protecting the sender around a risky send (production defaults). A recipient is new until it has been a
 * beneficiary, or been paid, for newRecipientMs. A send from scamCheckFromKobo to a new recipient, or within
 * recentSecurityMs of a reset, a new device or a two-factor change, first asks the scam check's two questions; a
 * first send from coolingOffFromKobo to a new recipient waits coolingOffMs before it goes (a test server may
 * shorten the wait: COOLING_OFF_SECONDS). Below the smaller amount nothing is asked and nothing waits.
 */
export const SEND_PROTECTION = {
  scamCheckFromKobo: 2_000_000n, // ₦20,000
  coolingOffFromKobo: 5_000_000n, // ₦50,000
  coolingOffMs: 30 * 60 * 1000,
  newRecipientMs: 24 * 60 * 60 * 1000,
  recentSecurityMs: 24 * 60 * 60 * 1000,
} as const;

/** What a person has proved, each verified by the identity vendor. */
export type Proofs = {
  /** A BVN found at NIBSS whose name and date of birth matched. */
  bvn: boolean;
  /** A NIN found at NIMC (directly, or through the phone number) whose name and date of birth matched. */
  nin: boolean;
  /** A selfie that matched the photo on the BVN's or NIN's record. */
  selfie: boolean;
  /** A residential address the vendor verified. */
  address: boolean;
};

/** The CBN tier these proofs earn; null when they earn none (no BVN or NIN). */
export function tierFromProofs(proofs: Proofs): TierLevel | null {
  if (proofs.bvn && proofs.nin && proofs.selfie && proofs.address) return 3;
  if (!proofs.bvn && !proofs.nin) return null;
  return proofs.selfie ? 2 : 1;
}

/** What the next tier needs that these proofs lack, in the order a person would do it; empty at tier 3. */
export function nextTierNeeds(level: TierLevel, proofs: Proofs): ("nin" | "bvn" | "selfie" | "address")[] {
  if (level === 3) return [];
  if (level === 1)
    return [...(proofs.bvn || proofs.nin ? [] : ["nin" as const]), ...(proofs.selfie ? [] : ["selfie" as const])];
  const needs: ("nin" | "bvn" | "selfie" | "address")[] = [];
  if (!proofs.nin) needs.push("nin");
  if (!proofs.bvn) needs.push("bvn");
  if (!proofs.selfie) needs.push("selfie");
  if (!proofs.address) needs.push("address");
  return needs;
}

/** The refusal for a send above the day's limit: the server's answer and the amount step's, word for word. */
export function dailyLimitMessage(tier: Pick<Tier, "dailySendKobo">, leftKobo: bigint): Phrase {
  return phrase("serverErrors.dailyLimit", { limit: naira(tier.dailySendKobo), left: naira(leftKobo) });
}

export function balanceCapMessage(capKobo: bigint, roomKobo: bigint): Phrase {
  return phrase("serverErrors.balanceCap", { cap: naira(capKobo), room: naira(roomKobo) });
}

/** An amount for a phrase; what is left is never less than nothing. */
function naira(kobo: bigint): { naira: string } {
  return { naira: koboToDecimalString(kobo < 0n ? 0n : kobo) };
}

export const LAGOS_OFFSET_MS = 60 * 60 * 1000; // West Africa Time, UTC+1 all year (no daylight saving)

/** The calendar day in Lagos, as "YYYY-MM-DD": the day a daily limit counts against. */
export function lagosDay(at: Date): string {
  return new Date(at.getTime() + LAGOS_OFFSET_MS).toISOString().slice(0, 10);
}
