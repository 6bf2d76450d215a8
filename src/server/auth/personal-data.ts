import "server-only";
import { type Database, analyticsEventsOf } from "@/server/platform";
import { presentTransaction, TRANSACTION_FIELDS } from "@/server/money";
import { readSettings } from "./settings-service";

/** Keys of verification data that are secrets even in sealed form: the export says a BVN or NIN is held, not which. */
const WITHHELD = new Set(["bvnHash", "bvnEncrypted", "ninHash", "ninEncrypted"]);

const ON_FILE = "On file, stored encrypted; not included in this export.";

function withoutSecrets(data: unknown): unknown {
  if (!data || typeof data !== "object" || Array.isArray(data)) return data;
  return Object.fromEntries(Object.entries(data).filter(([key]) => !WITHHELD.has(key)));
}

/**
 * Everything Veil holds about a user, for the Nigeria Data Protection Act's right to data portability:
 * profile, identity tier and why, KYC records (without the BVN or NIN, stored only sealed), the consents given
 * to identity checks (what was agreed to, when, from which client), settings, wallet and transactions.
 */
export async function personalData(db: Database, userId: string) {
  const user = await db.user.findUniqueOrThrow({
    where: { id: userId },
    select: {
      fullName: true,
      phoneNumber: true,
      email: true,
      dateOfBirth: true,
      address: true,
      walletId: true,
      kycVerified: true,
      bvnHash: true,
      ninHash: true,
      kycTier: true,
      kycTierReason: true,
      createdAt: true,
      wallet: { select: { walletId: true, balance: true, createdAt: true } },
      kycVerifications: {
        orderBy: { createdAt: "asc" },
        select: { verificationType: true, status: true, verificationData: true, createdAt: true },
      },
      identityConsents: {
        orderBy: { agreedAt: "asc" },
        select: { purpose: true, text: true, language: true, agreedAt: true, ipAddress: true, userAgent: true },
      },
      transactions: {
        orderBy: [{ transactionDate: "asc" }, { id: "asc" }],
        select: TRANSACTION_FIELDS,
      },
      closureRequest: { select: { requestedAt: true, status: true, closesAt: true, cancelledAt: true } },
      supportCases: {
        orderBy: { createdAt: "asc" },
        select: {
          reference: true,
          reason: true,
          note: true,
          status: true,
          createdAt: true,
          events: { orderBy: { createdAt: "asc" }, select: { status: true, note: true, createdAt: true } },
        },
      },
    },
  });
  const {
    bvnHash,
    ninHash,
    kycTier,
    kycTierReason,
    kycVerifications,
    identityConsents,
    wallet,
    transactions,
    dateOfBirth,
    supportCases,
    ...profile
  } = user;
  return {
    exportedAt: new Date().toISOString(),
    profile: {
      ...profile,
      dateOfBirth: dateOfBirth?.toISOString().slice(0, 10) ?? null,
      bvn: bvnHash ? ON_FILE : null,
      nin: ninHash ? ON_FILE : null,
    },
    identityTier: { tier: kycTier, reason: kycTierReason },
    wallet: wallet && { ...wallet, balance: wallet.balance.toFixed(2) },
    kycVerifications: kycVerifications.map((row) => ({
      ...row,
      verificationData: withoutSecrets(row.verificationData),
    })),
    identityConsents,
    supportCases,
    settings: await readSettings(db, userId),
    transactions: transactions.map((row) => presentTransaction(row)),
    /** Usage analytics recorded while the switch was on (Settings › Privacy): screens and flow steps only. */
    usageAnalytics: await analyticsEventsOf(db, userId),
  };
}
