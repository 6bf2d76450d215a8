import "server-only";
import type { Database, Tx } from "@/server/platform";
import type { IdentityRecord } from "@/server/identity/ports/identity-provider";

/**
 * What the identity step recorded (kyc_verifications.verification_data of the BVN or PHONE row): the record
 * the vendor answered, without the NIN it names (that is kept only hashed and sealed, below), and where the
 * code went. `phoneNumber` is the number the code was sent to, which becomes the account's.
 */
export type IdentityCheck = Omit<IdentityRecord, "nin" | "phoneNumber"> & {
  phoneNumber: string;
  method: "bvn" | "phone";
  provider: string;
  reference: string;
  /** BVN onboardings only: the keyed hash and the sealed BVN, never the BVN itself. */
  bvnHash?: string;
  bvnEncrypted?: string;
  /** A NIN found at NIMC whose name and date of birth matched the record: proved, kept hashed and sealed. */
  ninHash?: string;
  ninEncrypted?: string;
};

export type ProfileCheck = { fullName: string; dateOfBirth: string; address: string; state: string };

/** An onboarding as the server recorded it: which steps passed, and whether its wallet exists already. */
export type OnboardingState = {
  /** Only once the code sent to the identity's phone was right (the row VERIFIED). */
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

/** The identity step waiting for its code: the newest PENDING BVN or PHONE row of the onboarding. */
export async function pendingIdentity(
  tx: Tx | Database,
  onboardingId: string,
): Promise<{ id: string; check: IdentityCheck } | null> {
  const row = await tx.kycVerification.findFirst({
    where: { onboardingId, status: "PENDING", verificationType: { in: ["BVN", "PHONE"] }, userId: null },
    orderBy: { createdAt: "desc" },
    select: { id: true, verificationData: true },
  });
  return row && { id: row.id, check: row.verificationData as IdentityCheck };
}
