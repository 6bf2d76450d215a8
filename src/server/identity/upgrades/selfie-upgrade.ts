import "server-only";
import { limitIdentityUpgrade } from "@/server/identity/lookup-limits";
import { type Database, ApiError } from "@/server/platform";
import { identityProvider } from "@/server/vendors";
import type { SelfieImage } from "@/server/identity/ports/identity-provider";
import { openIdentityNumber } from "@/server/identity/identity-vault";
import { proofsOf, recomputeTier, releaseHeldAfterUpgrade } from "@/server/identity/identity-tier";
import { FACE_MESSAGES } from "@/server/identity/face-messages";
import { lockUser } from "./lock-user";
import { phrase } from "@/i18n/phrase";

export const SELFIE_MESSAGES = {
  numberFirst: phrase("serverErrors.selfieNumberFirst"),
  already: phrase("serverErrors.selfieAlready"),
} as const;

/**
 * "Raise your limits" with a selfie: matched against the photo on the account's BVN record (else its NIN's).
 * Only the outcome, the score, the time and what it was matched against are kept, never the image; a match
 * recomputes the tier.
 */
export async function upgradeSelfie(db: Database, userId: string, image: SelfieImage): Promise<void> {
  const user = await db.user.findUniqueOrThrow({
    where: { id: userId },
    select: { bvnEncrypted: true, ninEncrypted: true },
  });
  const against = user.bvnEncrypted
    ? { kind: "bvn" as const, number: openIdentityNumber("bvn", user.bvnEncrypted) }
    : user.ninEncrypted
      ? { kind: "nin" as const, number: openIdentityNumber("nin", user.ninEncrypted) }
      : null;
  if (!against) throw new ApiError("conflict", SELFIE_MESSAGES.numberFirst);
  if ((await proofsOf(db, userId)).selfie) throw new ApiError("conflict", SELFIE_MESSAGES.already);
  await limitIdentityUpgrade(db, userId);

  const provider = identityProvider();
  const check = await provider.matchSelfie({ image, against });
  const data = {
    provider: provider.name,
    reference: check.reference,
    score: check.score,
    against: against.kind,
    checkedAt: new Date().toISOString(),
    ...(check.passed ? {} : { reason: check.reason }),
  };
  await db.$transaction(async (tx) => {
    await lockUser(tx, userId);
    // A second match finishing at the same time is not stored again: one verified selfie is the proof.
    if (check.passed && (await proofsOf(tx, userId)).selfie) return;
    await tx.kycVerification.create({
      data: {
        userId,
        verificationType: "BIOMETRIC",
        status: check.passed ? "VERIFIED" : "FAILED",
        verificationData: data,
      },
    });
    if (check.passed) await recomputeTier(tx, userId);
  });
  if (check.passed) await releaseHeldAfterUpgrade(db, userId);
  if (!check.passed) throw new ApiError("unprocessable", FACE_MESSAGES[check.reason]);
}
