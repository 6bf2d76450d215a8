import "server-only";
import { limitIdentityCodesTo } from "@/server/identity/lookup-limits";
import type { ConsentClient } from "./consent-record";
import { consentWords } from "./consent-words";
import { randomUUID } from "node:crypto";
import { type Database, type Tx, ApiError, spendHourly } from "@/server/platform";
import { identityProvider } from "@/server/vendors";
import type { IdentityProvider, IdentityRecord } from "@/server/identity/ports/identity-provider";
import { checkCode, sendCode } from "@/server/auth";
import { normalizeNigerianPhone } from "@/lib/phone";
import { sameName } from "@/lib/names";
import { IDENTITY_LINKED, type CodeSent, type VerifiedIdentity } from "@/lib/schemas/onboarding";
import { identityLookupHash, sealIdentityNumber } from "./identity-vault";
import { loadOnboarding, pendingIdentity, type IdentityCheck } from "./onboarding-state";
import { phrase } from "@/i18n/phrase";

// Onboarding step 1. A lookup's answer is a person's details, so it is never shown to whoever typed the number:
// it waits on the server (a PENDING row) while a code goes to the phone the identity is registered to, and only
// the right code releases it. Every vendor call comes before anything is written, so a refusal or a vendor
// that is down leaves nothing behind.

export const IDENTITY_MESSAGES = {
  bvnNotFound: phrase("serverErrors.bvnNotFound"),
  phoneNotFound: phrase("serverErrors.phoneNotFound"),
  phoneFormat: phrase("validation.nigerianMobile"),
  noPhoneOnRecord: phrase("serverErrors.noPhoneOnRecord"),
  ninNotMatched: phrase("serverErrors.ninNotMatched"),
  identityTaken: IDENTITY_LINKED,
  noCodeStep: phrase("serverErrors.verificationNotStarted"),
  resendWait: (seconds: number) => phrase("serverErrors.resendWait", { seconds }),
} as const;

/** The purpose of step 1's code and of its consent record. */
export const IDENTITY_LOOKUP = "identity-lookup";
export const RESEND_AFTER_MS = 30 * 1000;
/** New codes one onboarding may ask for in an hour: each is an SMS, and 5 more tries at the code. */
export const RESENDS_PER_HOUR = 5;

export const codeSubject = (onboardingId: string) => `onboarding:${onboardingId}`;

export type StepResult<T> = { onboardingId: string; data: T };

const phoneEnding = (phoneNumber: string) => phoneNumber.slice(-2);

/** The NIN a record names, when NIMC finds it under the same name and date of birth: proved, hashed and sealed. */
async function provedNin(
  provider: IdentityProvider,
  record: IdentityRecord,
): Promise<{ sealed: SealedNumbers; phoneNumber: string | null } | null> {
  if (!record.nin) return null;
  const nin = await provider.lookupNin(record.nin);
  if (!nin.found) return null;
  if (!sameName(nin.identity.fullName, record.fullName) || nin.identity.dateOfBirth !== record.dateOfBirth) {
    return null;
  }
  return {
    sealed: { ninHash: identityLookupHash("nin", record.nin), ninEncrypted: sealIdentityNumber("nin", record.nin) },
    phoneNumber: nin.identity.phoneNumber,
  };
}

type SealedNumbers = Pick<IdentityCheck, "bvnHash" | "bvnEncrypted" | "ninHash" | "ninEncrypted">;

/** The lookup as it is kept: without the plain NIN, with the phone the code goes to and the sealed numbers. */
function kept(
  method: IdentityCheck["method"],
  provider: IdentityProvider,
  found: { reference: string; identity: IdentityRecord },
  phoneNumber: string,
  numbers: SealedNumbers,
): IdentityCheck {
  const { fullName, dateOfBirth, address } = found.identity;
  return {
    fullName,
    dateOfBirth,
    address,
    phoneNumber,
    method,
    provider: provider.name,
    reference: found.reference,
    ...numbers,
  };
}

/** Writes the consent, the waiting lookup and the code, together: all of them or none. */
async function startOnboarding(db: Database, check: IdentityCheck, client: ConsentClient) {
  await limitIdentityCodesTo(db, check.phoneNumber);
  const onboardingId = randomUUID();
  const messageId = await db.$transaction(async (tx) => {
    await tx.identityConsent.create({
      data: { onboardingId, purpose: IDENTITY_LOOKUP, text: consentWords(IDENTITY_LOOKUP, client.language), ...client },
    });
    await tx.kycVerification.create({
      data: {
        onboardingId,
        verificationType: check.method === "bvn" ? "BVN" : "PHONE",
        status: "PENDING",
        verificationData: check,
      },
    });
    return sendCode(tx, {
      subject: codeSubject(onboardingId),
      purpose: IDENTITY_LOOKUP,
      phoneNumber: check.phoneNumber,
    });
  });
  return { onboardingId, data: { phoneEnding: phoneEnding(check.phoneNumber), messageId } };
}

/** Step 1 by BVN. Starts a new onboarding: going back to step 1 begins again. */
export async function lookUpBvn(db: Database, bvn: string, client: ConsentClient): Promise<StepResult<CodeSent>> {
  const provider = identityProvider();
  const result = await provider.lookupBvn(bvn);
  if (!result.found) throw new ApiError("not_found", IDENTITY_MESSAGES.bvnNotFound);
  const nin = await provedNin(provider, result.identity);
  const phoneNumber =
    normalizeNigerianPhone(result.identity.phoneNumber ?? "") ?? normalizeNigerianPhone(nin?.phoneNumber ?? "");
  if (!phoneNumber) throw new ApiError("unprocessable", IDENTITY_MESSAGES.noPhoneOnRecord);
  const numbers = {
    bvnHash: identityLookupHash("bvn", bvn),
    bvnEncrypted: sealIdentityNumber("bvn", bvn),
    ...nin?.sealed,
  };
  return startOnboarding(db, kept("bvn", provider, result, phoneNumber, numbers), client);
}

/**
 * Step 1 by phone number, in any of its written forms: the identity registered to it is its NIN record, which
 * must be found and match for the person to earn any tier.
 */
export async function lookUpPhone(db: Database, input: string, client: ConsentClient): Promise<StepResult<CodeSent>> {
  const phoneNumber = normalizeNigerianPhone(input);
  if (!phoneNumber) throw new ApiError("bad_request", IDENTITY_MESSAGES.phoneFormat);
  const provider = identityProvider();
  const result = await provider.lookupPhone(phoneNumber);
  if (!result.found) throw new ApiError("not_found", IDENTITY_MESSAGES.phoneNotFound);
  const nin = await provedNin(provider, result.identity);
  if (!nin) throw new ApiError("unprocessable", IDENTITY_MESSAGES.ninNotMatched);
  return startOnboarding(db, kept("phone", provider, result, phoneNumber, nin.sealed), client);
}

/** What the right code releases to the screen: the phone number only for a BVN, whose record named it. */
export function presentIdentity(identity: IdentityCheck): VerifiedIdentity {
  const data: VerifiedIdentity = {
    fullName: identity.fullName,
    dateOfBirth: identity.dateOfBirth,
    address: identity.address,
  };
  if (identity.method === "bvn") data.phoneNumber = identity.phoneNumber;
  return data;
}

async function waitingLookup(db: Database, onboardingId: string | null) {
  const pending = onboardingId ? await pendingIdentity(db, onboardingId) : null;
  if (!pending) throw new ApiError("conflict", IDENTITY_MESSAGES.noCodeStep);
  return { onboardingId: onboardingId!, ...pending };
}

/** Is this BVN, NIN or phone number already an account's? Compared by keyed hash, never by the number. */
export async function identityTaken(db: Tx | Database, identity: IdentityCheck): Promise<boolean> {
  const taken = await db.user.findFirst({
    where: {
      OR: [
        ...(identity.bvnHash ? [{ bvnHash: identity.bvnHash }] : []),
        ...(identity.ninHash ? [{ ninHash: identity.ninHash }] : []),
        { phoneNumber: identity.phoneNumber },
      ],
    },
    select: { id: true },
  });
  return taken !== null;
}

/**
 * Step 1's code. The right one marks the lookup VERIFIED and releases its details. An identity that already
 * has an account is refused only now, after the code, so typing someone's number never tells whether they
 * bank with Veil.
 */
export async function confirmIdentityCode(
  db: Database,
  onboardingId: string | null,
  code: string,
): Promise<VerifiedIdentity> {
  // A second right code (a double tap, a retry after a lost answer) gets the first one's answer.
  const confirmed = onboardingId ? await loadOnboarding(db, onboardingId) : null;
  if (confirmed?.identity && !confirmed.finished) return presentIdentity(confirmed.identity);
  const pending = await waitingLookup(db, onboardingId);
  const checked = await checkCode(db, { subject: codeSubject(pending.onboardingId), purpose: IDENTITY_LOOKUP, code });
  if (!checked.ok) throw new ApiError("unprocessable", checked.message);
  if (await identityTaken(db, pending.check)) throw new ApiError("conflict", IDENTITY_MESSAGES.identityTaken);
  await db.kycVerification.updateMany({ where: { id: pending.id, status: "PENDING" }, data: { status: "VERIFIED" } });
  return presentIdentity(pending.check);
}

/** A new code for the waiting lookup, at most one every 30 seconds (one conditional UPDATE decides). */
export async function resendIdentityCode(db: Database, onboardingId: string | null): Promise<CodeSent> {
  const pending = await waitingLookup(db, onboardingId);
  const subject = codeSubject(pending.onboardingId);
  const now = Date.now();
  const claimed = await db.oneTimeCode.updateMany({
    where: { subject, purpose: IDENTITY_LOOKUP, createdAt: { lte: new Date(now - RESEND_AFTER_MS) } },
    data: { createdAt: new Date(now) },
  });
  if (claimed.count === 0) {
    const last = await db.oneTimeCode.findUnique({
      where: { subject_purpose: { subject, purpose: IDENTITY_LOOKUP } },
      select: { createdAt: true },
    });
    if (last) {
      const wait = Math.max(1, Math.ceil((last.createdAt.getTime() + RESEND_AFTER_MS - now) / 1000));
      throw new ApiError("too_many_requests", IDENTITY_MESSAGES.resendWait(wait), { "Retry-After": String(wait) });
    }
  }
  await spendHourly(db, [{ bucket: `identity-code:${pending.onboardingId}`, max: RESENDS_PER_HOUR }]);
  await limitIdentityCodesTo(db, pending.check.phoneNumber);
  const messageId = await sendCode(db, { subject, purpose: IDENTITY_LOOKUP, phoneNumber: pending.check.phoneNumber });
  return { phoneEnding: phoneEnding(pending.check.phoneNumber), messageId };
}
