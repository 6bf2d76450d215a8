import "server-only";
import { limitIdentityUpgrade } from "@/server/identity/lookup-limits";
import { type Database, ApiError, isUniqueViolation } from "@/server/platform";
import { identityProvider } from "@/server/vendors";
import type { IdentityRecord } from "@/server/identity/ports/identity-provider";
import { identityLookupHash, sealIdentityNumber, type IdentityNumberKind } from "@/server/identity/identity-vault";
import { recomputeTier, releaseHeldAfterUpgrade } from "@/server/identity/identity-tier";
import { sameName } from "@/lib/names";
import { normalizeNigerianPhone } from "@/lib/phone";
import { consentWords } from "@/server/identity/consent-words";
import { IDENTITY_LINKED } from "@/lib/schemas/onboarding";
import type { ConsentClient } from "../consent-record";
import { phrase } from "@/i18n/phrase";

export const NUMBER_MESSAGES = {
  bvn: {
    notFound: phrase("serverErrors.bvnNotFound"),
    mismatch: phrase("serverErrors.bvnMismatch"),
    already: phrase("serverErrors.bvnAlready"),
    otherPhone: phrase("serverErrors.bvnOtherPhone"),
  },
  nin: {
    notFound: phrase("serverErrors.ninNotFound"),
    mismatch: phrase("serverErrors.ninMismatch"),
    already: phrase("serverErrors.ninAlready"),
    otherPhone: phrase("serverErrors.ninOtherPhone"),
  },
  taken: IDENTITY_LINKED,
} as const;

const PURPOSE = { bvn: "bvn-lookup", nin: "nin-lookup" } as const;
const COLUMNS = {
  bvn: { hash: "bvnHash", sealed: "bvnEncrypted" },
  nin: { hash: "ninHash", sealed: "ninEncrypted" },
} as const;

/**
 * "Raise your limits" with a BVN or NIN: looked up at the vendor with the person's consent, its name and date of
 * birth matched with the account's, then stored as a keyed hash and a seal (never the number) with a VERIFIED
 * row, and the tier recomputed. Nothing of the identity is stored when the vendor is down, finds nothing, or
 * finds someone else; the consent is recorded once the vendor has been asked.
 */
export async function addIdentityNumber(
  db: Database,
  userId: string,
  kind: IdentityNumberKind,
  number: string,
  client: ConsentClient,
): Promise<void> {
  const messages = NUMBER_MESSAGES[kind];
  const user = await db.user.findUniqueOrThrow({
    where: { id: userId },
    select: { fullName: true, dateOfBirth: true, phoneNumber: true, bvnHash: true, ninHash: true },
  });
  if (user[COLUMNS[kind].hash] !== null) throw new ApiError("conflict", messages.already);
  await limitIdentityUpgrade(db, userId);
  const agreedAt = new Date();
  const provider = identityProvider();
  const result = await (kind === "bvn" ? provider.lookupBvn(number) : provider.lookupNin(number));
  await db.identityConsent.create({
    data: { userId, purpose: PURPOSE[kind], text: consentWords(PURPOSE[kind], client.language), agreedAt, ...client },
  });
  if (!result.found) throw new ApiError("not_found", messages.notFound);
  if (!samePerson(result.identity, user)) throw new ApiError("unprocessable", messages.mismatch);
  // A name and a date of birth are shared by strangers; the phone the record is registered to is the account's
  // own (proved by a code at sign-up), so nobody can claim a namesake's number and lock its owner out.
  if (normalizeNigerianPhone(result.identity.phoneNumber ?? "") !== user.phoneNumber) {
    throw new ApiError("unprocessable", messages.otherPhone);
  }

  const hash = identityLookupHash(kind, number);
  const taken = await db.user.findFirst({ where: { [COLUMNS[kind].hash]: hash, NOT: { id: userId } } });
  if (taken) throw new ApiError("conflict", NUMBER_MESSAGES.taken);
  try {
    await db.$transaction(async (tx) => {
      // Only while the account has none: of two requests at once, one stores and the other is told.
      const stored = await tx.user.updateMany({
        where: { id: userId, [COLUMNS[kind].hash]: null },
        data: { [COLUMNS[kind].hash]: hash, [COLUMNS[kind].sealed]: sealIdentityNumber(kind, number) },
      });
      if (stored.count === 0) throw new ApiError("conflict", messages.already);
      await tx.kycVerification.create({
        data: {
          userId,
          verificationType: kind === "bvn" ? "BVN" : "NIN",
          status: "VERIFIED",
          verificationData: { provider: provider.name, reference: result.reference, upgrade: true },
        },
      });
      await recomputeTier(tx, userId);
    });
  } catch (error) {
    if (isUniqueViolation(error, kind === "bvn" ? "bvn_hash" : "nin_hash")) {
      throw new ApiError("conflict", NUMBER_MESSAGES.taken);
    }
    throw error;
  }
  await releaseHeldAfterUpgrade(db, userId);
}

/** The record's name (fuzzy, as onboarding compares) and date of birth (exactly) are the account's. */
function samePerson(record: IdentityRecord, user: { fullName: string; dateOfBirth: Date | null }): boolean {
  const dateOfBirth = user.dateOfBirth?.toISOString().slice(0, 10);
  return sameName(record.fullName, user.fullName) && record.dateOfBirth === dateOfBirth;
}
