import "server-only";
import type { Database, Tx } from "@/server/prisma-client";
import type { IdentityRecord } from "@/server/providers/identity/identity-provider";

/** What the identity step recorded (kyc_verifications.verification_data of the BVN or PHONE row). */
export type IdentityCheck = IdentityRecord & {
  method: "bvn" | "phone";
  provider: string;
  reference: string;
  /** BVN onboardings only: the keyed hash and the sealed BVN, never the BVN itself. */
  bvnHash?: string;
  bvnEncrypted?: string;
};

export type ProfileCheck = { fullName: string; dateOfBirth: string; address: string };

/** An onboarding as the server recorded it: which steps passed, and whether its wallet exists already. */
export type OnboardingState = {
  identity: IdentityCheck | null;
  selfieMatched: boolean;
  profile: ProfileCheck | null;
  finished: boolean;
};

export async function loadOnboarding(tx: Tx | Database, onboardingId: string): Promise<OnboardingState> {
  const rows = await tx.kycVerification.findMany({
    where: { onboardingId, status: "VERIFIED" },
    orderBy: { createdAt: "asc" },
    select: { verificationType: true, verificationData: true, userId: true },
  });
  const latest = (type: string) => rows.findLast((row) => row.verificationType === type)?.verificationData;
  const identity = (latest("BVN") ?? latest("PHONE") ?? null) as IdentityCheck | null;
  return {
    identity,
    selfieMatched: rows.some((row) => row.verificationType === "BIOMETRIC"),
    profile: (latest("KYC") ?? null) as ProfileCheck | null,
    finished: rows.some((row) => row.userId !== null),
  };
}
