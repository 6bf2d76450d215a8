import "server-only";
import type { Language } from "@/i18n/locales";
import { limitOnboardingSelfie } from "@/server/identity/lookup-limits";
import { isUniqueViolation, type Database, ApiError } from "@/server/platform";
import { identityProvider } from "@/server/vendors";
import type { AddressCheck, SelfieImage } from "@/server/identity/ports/identity-provider";
import { hashPassword, checkNewPassword, signingInUser, type AuthUser } from "@/server/auth";
import { drawWalletId, openWallet } from "@/server/money";
import { sameName, tidyName } from "@/lib/names";
import type { ProfileInput, WalletInput } from "@/lib/schemas/onboarding";
import { openIdentityNumber } from "./identity-vault";
import { recomputeTier } from "./identity-tier";
import { IDENTITY_MESSAGES, identityTaken } from "./onboarding-identity";
import { FACE_MESSAGES } from "./face-messages";
import { loadOnboarding, type IdentityCheck, type ProfileCheck } from "./onboarding-state";
import { claimWalletCreation, releaseWalletCreation } from "./wallet-claim";
import { phrase } from "@/i18n/phrase";

// Onboarding's steps 2 and 3 (step 1 and its code: onboarding-identity.ts). Each step reads what the earlier
// ones recorded on the server and refuses to run out of order; the browser's copy of the form is never trusted.

export const MESSAGES = {
  // Read when used, not at import: the identity module's files may still be loading then.
  get identityTaken() {
    return IDENTITY_MESSAGES.identityTaken;
  },
  get noOnboarding() {
    return IDENTITY_MESSAGES.noCodeStep;
  },
  selfieFirst: phrase("serverErrors.selfieFirst"),
  detailsMismatch: phrase("serverErrors.detailsMismatch"),
  kycFirst: phrase("serverErrors.kycFirst"),
  emailTaken: phrase("serverErrors.onboardingEmailTaken"),
  finished: phrase("serverErrors.walletAlreadyCreated"),
  creating: phrase("serverErrors.walletBeingCreated"),
} as const;

async function openState(db: Database, onboardingId: string | null) {
  if (!onboardingId) throw new ApiError("conflict", MESSAGES.noOnboarding);
  const state = await loadOnboarding(db, onboardingId);
  if (!state.identity) throw new ApiError("conflict", MESSAGES.noOnboarding);
  if (state.finished) throw new ApiError("conflict", MESSAGES.finished);
  return { ...state, identity: state.identity };
}

/** The record the selfie is compared with: the BVN's photo, or the NIN's for a phone onboarding. */
function faceRecord(identity: IdentityCheck): { kind: "bvn" | "nin"; number: string } {
  if (identity.bvnEncrypted) return { kind: "bvn", number: openIdentityNumber("bvn", identity.bvnEncrypted) };
  return { kind: "nin", number: openIdentityNumber("nin", identity.ninEncrypted!) };
}

/**
 * Step 2's selfie: matched against the identity's photo. The image goes to the vendor and is never kept; the
 * outcome, the score and the time are, a failure too (with its reason), so an audit sees every attempt.
 */
export async function verifySelfie(
  db: Database,
  onboardingId: string | null,
  image: SelfieImage,
): Promise<{ verified: true; score: number }> {
  const state = await openState(db, onboardingId);
  await limitOnboardingSelfie(db, onboardingId!);
  const provider = identityProvider();
  const match = await provider.matchSelfie({ image, against: faceRecord(state.identity) });
  await db.kycVerification.create({
    data: {
      onboardingId,
      verificationType: "BIOMETRIC",
      status: match.passed ? "VERIFIED" : "FAILED",
      verificationData: {
        provider: provider.name,
        reference: match.reference,
        score: match.score,
        ...(!match.passed && { reason: match.reason }),
      },
    },
  });
  if (!match.passed) throw new ApiError("unprocessable", FACE_MESSAGES[match.reason]);
  return { verified: true, score: match.score };
}

/** The town in an address typed as one line ("12 Admiralty Way, Lekki, Lagos" gives "Lekki, Lagos"). */
export function cityOf(address: string): string {
  const parts = address
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  return parts.slice(1).join(", ");
}

function addressRow(check: AddressCheck, input: ProfileInput) {
  const status = check.status === "verified" ? "VERIFIED" : check.status === "pending" ? "PENDING" : "FAILED";
  return {
    verificationType: "ADDRESS" as const,
    status: status as "VERIFIED" | "PENDING" | "FAILED",
    verificationData: {
      street: input.address,
      city: cityOf(input.address),
      state: input.state,
      reference: check.reference,
      ...(check.status === "failed" && { reason: check.reason }),
    },
  };
}

/**
 * Step 2's Complete Verification: the typed name and date of birth must be the verified person's, and the
 * address goes to the vendor's check. An address that is not confirmed does not stop onboarding: it only earns
 * a lower tier. Without a matched selfie, only "Verify my face later" lets the person on.
 */
export async function completeKyc(
  db: Database,
  onboardingId: string | null,
  input: ProfileInput,
): Promise<{ success: true }> {
  const state = await openState(db, onboardingId);
  if (!state.selfieMatched && !input.selfieLater) throw new ApiError("conflict", MESSAGES.selfieFirst);
  if (!sameName(input.fullName, state.identity.fullName) || input.dateOfBirth !== state.identity.dateOfBirth) {
    throw new ApiError("unprocessable", MESSAGES.detailsMismatch);
  }
  const provider = identityProvider();
  const address = await provider.verifyAddress({
    street: input.address,
    city: cityOf(input.address),
    state: input.state,
    fullName: state.identity.fullName,
    phoneNumber: state.identity.phoneNumber,
    dateOfBirth: state.identity.dateOfBirth,
  });
  const row = addressRow(address, input);
  await db.$transaction(async (tx) => {
    // Completing again replaces the earlier answer: the latest address is the one the account gets.
    await tx.kycVerification.deleteMany({
      where: { onboardingId, userId: null, verificationType: { in: ["KYC", "ADDRESS"] } },
    });
    await tx.kycVerification.create({
      data: { ...row, onboardingId, verificationData: { provider: provider.name, ...row.verificationData } },
    });
    await tx.kycVerification.create({
      data: {
        onboardingId,
        verificationType: "KYC",
        status: "VERIFIED",
        verificationData: {
          fullName: tidyName(input.fullName),
          dateOfBirth: input.dateOfBirth,
          address: input.address,
          state: input.state,
        },
      },
    });
  });
  return { success: true };
}

/** Step 3's first check, before the password is hashed: the identity or the email already has an account. */
async function refuseExistingAccount(db: Database, identity: IdentityCheck, email: string): Promise<void> {
  if (await identityTaken(db, identity)) throw new ApiError("conflict", MESSAGES.identityTaken);
  if (await db.user.findUnique({ where: { email }, select: { id: true } })) {
    throw new ApiError("conflict", MESSAGES.emailTaken);
  }
}

/**
 * Step 3: the user, their wallet, their settings and their KYC records. One request per onboarding claims the
 * step before anything costly happens (wallet-claim.ts); the others are answered at once with `creating`, so
 * a burst of copies of one cookie costs one bcrypt hash and one transaction, not one each. The password is
 * hashed outside any transaction, which then holds only a few short statements. A race with another sign-up
 * for the same person is still refused by the database's unique constraints.
 */
/** `language` is the one the person signed up in (the footer's choice or their browser's): it becomes their setting. */
export async function createWallet(
  db: Database,
  onboardingId: string | null,
  input: WalletInput,
  language: Language,
): Promise<AuthUser> {
  const state = await openState(db, onboardingId);
  if (!state.profile) throw new ApiError("conflict", MESSAGES.kycFirst);
  // Before the claim: a refused password leaves the step open for the person to choose another.
  checkNewPassword(input.password, state.identity.phoneNumber);
  if (!(await claimWalletCreation(db, onboardingId!))) throw new ApiError("conflict", MESSAGES.creating);
  let created: { id: string; sessionVersion: number };
  try {
    const email = input.email.toLowerCase();
    await refuseExistingAccount(db, state.identity, email);
    const passwordHash = await hashPassword(input.password);
    created = await insertAccount(db, onboardingId!, state.identity, state.profile, email, passwordHash, language);
  } catch (error) {
    // Nothing was created: the person may correct the form (another email, say) and send it again.
    await releaseWalletCreation(db, onboardingId!).catch(() => {});
    if (isUniqueViolation(error, "email")) throw new ApiError("conflict", MESSAGES.emailTaken);
    for (const column of ["bvn_hash", "nin_hash", "phone_number"]) {
      if (isUniqueViolation(error, column)) throw new ApiError("conflict", MESSAGES.identityTaken);
    }
    throw error;
  }
  return signingInUser(db, created);
}

async function insertAccount(
  db: Database,
  onboardingId: string,
  identity: IdentityCheck,
  profile: ProfileCheck,
  email: string,
  passwordHash: string,
  language: Language,
): Promise<{ id: string; sessionVersion: number }> {
  return db.$transaction(async (tx) => {
    const walletId = await drawWalletId(tx);
    const user = await tx.user.create({
      data: {
        phoneNumber: identity.phoneNumber,
        // The name as the identity record has it: the typed one matched it, word for word.
        fullName: identity.fullName,
        email,
        dateOfBirth: new Date(`${identity.dateOfBirth}T00:00:00Z`),
        address: profile.address,
        walletId,
        kycVerified: true,
        passwordHash,
        bvnHash: identity.bvnHash ?? null,
        bvnEncrypted: identity.bvnEncrypted ?? null,
        ninHash: identity.ninHash ?? null,
        ninEncrypted: identity.ninEncrypted ?? null,
        settings: { create: { language } },
      },
      select: { id: true, sessionVersion: true },
    });
    await openWallet(tx, user.id, walletId);
    const claimed = await tx.kycVerification.updateMany({
      where: { onboardingId, userId: null },
      data: { userId: user.id },
    });
    if (claimed.count === 0) throw new ApiError("conflict", MESSAGES.finished);
    await tx.identityConsent.updateMany({ where: { onboardingId, userId: null }, data: { userId: user.id } });
    // The account starts at the tier what steps 1 and 2 proved earns.
    await recomputeTier(tx, user.id);
    return user;
  });
}
