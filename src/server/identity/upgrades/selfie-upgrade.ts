import "server-only";
import type { Database } from "@/server/prisma-client";
import { ApiError } from "@/server/http/api-error";
import { identityProvider } from "@/server/providers/identity";
import type { FaceFailure, SelfieImage } from "@/server/providers/identity/identity-provider";
import { openIdentityNumber } from "@/server/identity/identity-vault";
import { proofsOf, recomputeTier } from "@/server/identity/identity-tier";
import { askVendor } from "./upgrade-client";
import { lockUser } from "./lock-user";

export const SELFIE_MESSAGES = {
  numberFirst: "Add your NIN or BVN first.",
  already: "Your selfie is already verified.",
} as const;

/** Why a face check failed, as the person reads it after "Biometric Verification Failed: Please try again." */
export const FACE_FAILURES: Record<FaceFailure, string> = {
  "no-face": "We couldn't see a face in the photo. Face the camera in good light and try again.",
  "many-faces": "There is more than one face in the photo. Make sure only you are in it.",
  "not-same-person": "The face in the photo doesn't match the photo on your identity record.",
  "not-live": "We couldn't confirm a live person. Take the photo yourself, not a photo of a photo or a screen.",
};

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

  const provider = identityProvider();
  const check = await askVendor(() => provider.matchSelfie({ image, against }));
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
  if (!check.passed) throw new ApiError("unprocessable", FACE_FAILURES[check.reason]);
}
