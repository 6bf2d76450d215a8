import "server-only";
import type { Database, Tx } from "@/server/platform";
import { proofsOf } from "@/server/identity/identity-tier";
import { sentOn } from "@/server/money";
import { decimalStringToKobo, koboToDecimalString } from "@/lib/money";
import { lagosDay, nextTierNeeds, TIERS, type TierLevel } from "@/lib/limits";
import { asGiven, isPhrase, phrase, type Phrase } from "@/i18n/phrase";
import { sayPhrase } from "@/i18n/say-phrase";
import type { Language } from "@/i18n/locales";

export type AddressProof =
  | { status: "none" }
  | { status: "verified" }
  | { status: "pending"; reason: Phrase }
  | { status: "failed"; reason: Phrase };

export type ProofNeed = "nin" | "bvn" | "selfie" | "address";

/** Where a person stands: the tier the server enforces, what it allows and what is used, and what comes next. */
export type IdentityStatus = {
  level: TierLevel;
  /** Why the account has its tier, in words (users.kyc_tier_reason). */
  reason: string;
  dailySendKobo: bigint;
  /** Null when the tier has no balance cap. */
  maxBalanceKobo: bigint | null;
  sentTodayKobo: bigint;
  leftTodayKobo: bigint;
  /** What the wallet may still take in before the cap; null with no cap (never below zero). */
  balanceRoomKobo: bigint | null;
  proofs: { bvn: boolean; nin: boolean; selfie: boolean; address: AddressProof };
  /** Null at tier 3. */
  nextTier: { level: TierLevel; needs: ProofNeed[]; dailySendKobo: bigint; maxBalanceKobo: bigint | null } | null;
};

const PENDING_ADDRESS = phrase("serverErrors.addressPendingPartner");
const FAILED_ADDRESS = phrase("serverErrors.addressNotConfirmed");

/** The status of one user; the wallet's balance is read unless the caller already has it. */
export async function identityStatus(
  db: Database | Tx,
  userId: string,
  balanceKobo?: bigint,
  now = new Date(),
): Promise<IdentityStatus> {
  const [user, proofs, sentTodayKobo, balance, address] = await Promise.all([
    db.user.findUniqueOrThrow({ where: { id: userId }, select: { kycTier: true, kycTierReason: true } }),
    proofsOf(db, userId),
    sentOn(db, userId, lagosDay(now)),
    balanceKobo ?? walletBalance(db, userId),
    latestAddress(db, userId),
  ]);
  const level = user.kycTier as TierLevel;
  const tier = TIERS[level];
  const next = level < 3 ? TIERS[(level + 1) as TierLevel] : null;
  return {
    level,
    reason: user.kycTierReason,
    dailySendKobo: tier.dailySendKobo,
    maxBalanceKobo: tier.maxBalanceKobo,
    sentTodayKobo,
    leftTodayKobo: atLeastZero(tier.dailySendKobo - sentTodayKobo),
    // A bank's return is credited even above the cap (docs/money.md), so the room can be below zero: show none.
    balanceRoomKobo: tier.maxBalanceKobo === null ? null : atLeastZero(tier.maxBalanceKobo - balance),
    proofs: { bvn: proofs.bvn, nin: proofs.nin, selfie: proofs.selfie, address: proofs.address ? VERIFIED : address },
    nextTier: next && {
      level: next.level,
      needs: nextTierNeeds(level, { ...proofs }),
      dailySendKobo: next.dailySendKobo,
      maxBalanceKobo: next.maxBalanceKobo,
    },
  };
}

/** The status as GET /api/identity answers it: every amount a decimal naira string ("50000.00"), as the API's. */
export type IdentityStatusJson = ReturnType<typeof identityStatusJson>;

/** The status as an answer, its address reason said in the reader's language. */
export function identityStatusJson(status: IdentityStatus, language: Language) {
  const naira = (kobo: bigint | null) => (kobo === null ? null : koboToDecimalString(kobo));
  return {
    level: status.level,
    reason: status.reason,
    dailySend: koboToDecimalString(status.dailySendKobo),
    maxBalance: naira(status.maxBalanceKobo),
    sentToday: koboToDecimalString(status.sentTodayKobo),
    leftToday: koboToDecimalString(status.leftTodayKobo),
    balanceRoom: naira(status.balanceRoomKobo),
    proofs: { ...status.proofs, address: saidAddress(status.proofs.address, language) },
    nextTier: status.nextTier && {
      level: status.nextTier.level,
      needs: status.nextTier.needs,
      dailySend: koboToDecimalString(status.nextTier.dailySendKobo),
      maxBalance: naira(status.nextTier.maxBalanceKobo),
    },
  };
}

const VERIFIED: AddressProof = { status: "verified" };

function saidAddress(proof: AddressProof, language: Language) {
  return "reason" in proof ? { ...proof, reason: sayPhrase(proof.reason, language) } : proof;
}

async function walletBalance(db: Database | Tx, userId: string): Promise<bigint> {
  const wallet = await db.wallet.findUnique({ where: { userId }, select: { balance: true } });
  return wallet ? decimalStringToKobo(wallet.balance.toFixed(2)) : 0n;
}

/** The latest address check that has not been verified (a verified one counts through proofsOf). */
async function latestAddress(db: Database | Tx, userId: string): Promise<AddressProof> {
  const row = await db.kycVerification.findFirst({
    where: { userId, verificationType: "ADDRESS" },
    orderBy: { createdAt: "desc" },
    select: { status: true, verificationData: true },
  });
  if (!row) return { status: "none" };
  const data = (row.verificationData ?? {}) as { reason?: unknown };
  // A check decided before reasons were phrases keeps its English.
  const reason = isPhrase(data.reason) ? data.reason : typeof data.reason === "string" ? asGiven(data.reason) : null;
  if (row.status === "PENDING") return { status: "pending", reason: reason ?? PENDING_ADDRESS };
  if (row.status === "FAILED") return { status: "failed", reason: reason ?? FAILED_ADDRESS };
  return { status: "none" };
}

function atLeastZero(kobo: bigint): bigint {
  return kobo < 0n ? 0n : kobo;
}
