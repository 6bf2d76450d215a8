import "server-only";
import { randomUUID } from "node:crypto";
import { isUniqueViolation } from "@/server/db-errors";
import type { Database } from "@/server/prisma-client";
import { ApiError } from "@/server/http/api-error";
import { identityProvider } from "@/server/providers/identity";
import type { SelfieImage } from "@/server/providers/identity/identity-provider";
import { hashPassword } from "@/server/accounts/password";
import { checkNewPassword } from "@/server/accounts/password-rules";
import { signingInUser, type AuthUser } from "@/server/auth/current-user";
import { drawWalletId, openWallet } from "@/server/ledger/open-wallet";
import { normalizeNigerianPhone } from "@/lib/phone";
import { sameName, tidyName } from "@/lib/names";
import type { ProfileInput, VerifiedIdentity, WalletInput } from "@/lib/schemas/onboarding";
import { bvnLookupHash, encryptBvn } from "./identity-vault";
import { loadOnboarding, type IdentityCheck, type ProfileCheck } from "./onboarding-state";
import { claimWalletCreation, releaseWalletCreation } from "./wallet-claim";

// Onboarding, step by step. Each step reads what the earlier ones recorded on the server and refuses to run
// out of order; the browser's copy of the form is never trusted.

export const MESSAGES = {
  bvnTaken: "An account already exists for this BVN. Please log in instead.",
  bvnPhoneTaken: "An account already exists for the phone number registered to this BVN. Please log in instead.",
  bvnNotFound: "We couldn't find this BVN. Check the 11 digits and try again.",
  phoneTaken: "An account already exists for this phone number. Please log in instead.",
  phoneNotFound: "We couldn't verify this phone number. Check it, or verify with your BVN instead.",
  noOnboarding: "Your verification has expired or was not started. Please start again from step 1.",
  selfieFirst: "Please complete the biometric verification before proceeding.",
  selfieMismatch: "Your selfie did not match your identity record. Please try again.",
  detailsMismatch: "Your full name and date of birth must match the record we verified in step 1.",
  kycFirst: "Please complete the KYC verification before creating a wallet.",
  emailTaken: "An account already exists with this email address. Use another email, or log in.",
  finished: "This wallet has already been created. Please log in.",
  creating: "Your wallet is already being created. Please wait a moment, then log in.",
} as const;

export type StepResult<T> = { onboardingId: string; data: T };

function present(identity: IdentityCheck): VerifiedIdentity {
  const data: VerifiedIdentity = {
    fullName: identity.fullName,
    dateOfBirth: identity.dateOfBirth,
    address: identity.address,
  };
  if (identity.method === "bvn" && identity.phoneNumber) data.phoneNumber = identity.phoneNumber;
  return data;
}

async function recordIdentity(db: Database, check: IdentityCheck): Promise<StepResult<VerifiedIdentity>> {
  const onboardingId = randomUUID();
  await db.kycVerification.create({
    data: {
      onboardingId,
      verificationType: check.method === "bvn" ? "BVN" : "PHONE",
      status: "VERIFIED",
      verificationData: check,
    },
  });
  return { onboardingId, data: present(check) };
}

// Step 1 answers an identity that already has an account exactly as a new one: otherwise it tells anyone which
// numbers and BVNs hold a Veil account. The person learns it at step 3, where createWallet refuses. A lookup
// that found nothing writes nothing.

/** Step 1 by BVN. Starts a new onboarding: going back to step 1 begins again. */
export async function verifyBvn(db: Database, bvn: string): Promise<StepResult<VerifiedIdentity>> {
  const bvnHash = bvnLookupHash(bvn);
  const provider = identityProvider();
  const result = await provider.lookupBvn(bvn);
  if (!result.found) throw new ApiError("not_found", MESSAGES.bvnNotFound);
  const phoneNumber = result.identity.phoneNumber && normalizeNigerianPhone(result.identity.phoneNumber);
  return recordIdentity(db, {
    ...result.identity,
    phoneNumber,
    method: "bvn",
    provider: provider.name,
    reference: result.reference,
    bvnHash,
    bvnEncrypted: encryptBvn(bvn),
  });
}

/** Step 1 by phone number, in any of its written forms. */
export async function verifyPhone(db: Database, input: string): Promise<StepResult<VerifiedIdentity>> {
  const phoneNumber = normalizeNigerianPhone(input);
  if (!phoneNumber) throw new ApiError("bad_request", "Enter a Nigerian mobile number, such as 803 123 4567");
  const provider = identityProvider();
  const result = await provider.lookupPhone(phoneNumber);
  if (!result.found) throw new ApiError("not_found", MESSAGES.phoneNotFound);
  return recordIdentity(db, {
    ...result.identity,
    phoneNumber,
    method: "phone",
    provider: provider.name,
    reference: result.reference,
  });
}

async function openState(db: Database, onboardingId: string | null) {
  if (!onboardingId) throw new ApiError("conflict", MESSAGES.noOnboarding);
  const state = await loadOnboarding(db, onboardingId);
  if (!state.identity) throw new ApiError("conflict", MESSAGES.noOnboarding);
  if (state.finished) throw new ApiError("conflict", MESSAGES.finished);
  return { ...state, identity: state.identity };
}

/** Step 2's selfie: matched against the identity found in step 1. */
export async function verifySelfie(
  db: Database,
  onboardingId: string | null,
  image: SelfieImage,
): Promise<{ verified: true }> {
  const state = await openState(db, onboardingId);
  const provider = identityProvider();
  const against = { kind: "bvn" as const, number: state.identity.reference };
  const match = await provider.matchSelfie({ image, against });
  await db.kycVerification.create({
    data: {
      onboardingId,
      verificationType: "BIOMETRIC",
      status: match.passed ? "VERIFIED" : "FAILED",
      verificationData: { provider: provider.name, reference: match.reference, score: match.score },
    },
  });
  if (!match.passed) throw new ApiError("unprocessable", MESSAGES.selfieMismatch);
  return { verified: true };
}

/** Step 2's Complete Verification: the typed name and date of birth must be the verified person's. */
export async function completeKyc(
  db: Database,
  onboardingId: string | null,
  input: ProfileInput,
): Promise<{ success: true }> {
  const state = await openState(db, onboardingId);
  if (!state.selfieMatched) throw new ApiError("conflict", MESSAGES.selfieFirst);
  if (!sameName(input.fullName, state.identity.fullName) || input.dateOfBirth !== state.identity.dateOfBirth) {
    throw new ApiError("unprocessable", MESSAGES.detailsMismatch);
  }
  await db.kycVerification.create({
    data: {
      onboardingId,
      verificationType: "KYC",
      status: "VERIFIED",
      verificationData: { fullName: tidyName(input.fullName), dateOfBirth: input.dateOfBirth, address: input.address },
    },
  });
  return { success: true };
}

/** Step 3's first check, before the password is hashed: the identity or the email already has an account. */
async function refuseExistingAccount(db: Database, identity: IdentityCheck, email: string): Promise<void> {
  const taken = await db.user.findFirst({
    where: {
      OR: [
        ...(identity.bvnHash ? [{ bvnHash: identity.bvnHash }] : []),
        ...(identity.phoneNumber ? [{ phoneNumber: identity.phoneNumber }] : []),
        { email },
      ],
    },
    select: { bvnHash: true, phoneNumber: true },
  });
  if (!taken) return;
  if (identity.bvnHash && taken.bvnHash === identity.bvnHash) throw new ApiError("conflict", MESSAGES.bvnTaken);
  if (taken.phoneNumber === identity.phoneNumber) {
    throw new ApiError("conflict", identity.method === "bvn" ? MESSAGES.bvnPhoneTaken : MESSAGES.phoneTaken);
  }
  throw new ApiError("conflict", MESSAGES.emailTaken);
}

/**
 * Step 3: the user, their wallet, their settings and their KYC records. One request per onboarding claims the
 * step before anything costly happens (wallet-claim.ts); the others are answered at once with `creating`, so
 * a burst of copies of one cookie costs one bcrypt hash and one transaction, not one each. The password is
 * hashed outside any transaction, which then holds only a few short statements. A race with another sign-up
 * for the same person is still refused by the database's unique constraints.
 */
export async function createWallet(db: Database, onboardingId: string | null, input: WalletInput): Promise<AuthUser> {
  const state = await openState(db, onboardingId);
  if (!state.profile) throw new ApiError("conflict", MESSAGES.kycFirst);
  // Before the claim: a refused password leaves the step open for the person to choose another.
  checkNewPassword(input.password, state.identity.phoneNumber ?? "");
  if (!(await claimWalletCreation(db, onboardingId!))) throw new ApiError("conflict", MESSAGES.creating);
  let created: { id: string; sessionVersion: number };
  try {
    const email = input.email.toLowerCase();
    await refuseExistingAccount(db, state.identity, email);
    const passwordHash = await hashPassword(input.password);
    created = await insertAccount(db, onboardingId!, state.identity, state.profile, email, passwordHash);
  } catch (error) {
    // Nothing was created: the person may correct the form (another email, say) and send it again.
    await releaseWalletCreation(db, onboardingId!).catch(() => {});
    if (isUniqueViolation(error, "email")) throw new ApiError("conflict", MESSAGES.emailTaken);
    if (isUniqueViolation(error, "bvn_hash")) throw new ApiError("conflict", MESSAGES.bvnTaken);
    if (isUniqueViolation(error, "phone_number")) throw new ApiError("conflict", MESSAGES.phoneTaken);
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
): Promise<{ id: string; sessionVersion: number }> {
  return db.$transaction(async (tx) => {
    const walletId = await drawWalletId(tx);
    const user = await tx.user.create({
      data: {
        phoneNumber: identity.phoneNumber!,
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
        settings: { create: {} },
      },
      select: { id: true, sessionVersion: true },
    });
    await openWallet(tx, user.id, walletId);
    const claimed = await tx.kycVerification.updateMany({
      where: { onboardingId, userId: null },
      data: { userId: user.id },
    });
    if (claimed.count === 0) throw new ApiError("conflict", MESSAGES.finished);
    return user;
  });
}
