import "server-only";
import { env } from "@/env";
import { type Database, perClient, spendHourly, askWorkWhenBusy } from "@/server/platform";
import { identityLookupHash } from "@/server/identity/identity-vault";
import { normalizeNigerianPhone } from "@/lib/phone";

/** Step-1 lookups of one BVN or phone number in an hour, whoever asks: each is a paid call and a text. */
export const LOOKUPS_PER_IDENTITY_PER_HOUR = 5;

/** Who a step-1 lookup is for: a BVN (counted by its keyed hash, never kept as typed) or a phone number. */
export type LookedUp = { bvn: string } | { phoneNumber: string };

const identityBucket = (identity: LookedUp) =>
  "bvn" in identity
    ? `verify:identity:bvn:${identityLookupHash("bvn", identity.bvn)}`
    : `verify:identity:phone:${normalizeNigerianPhone(identity.phoneNumber) ?? identity.phoneNumber}`;

/**
 * An identity lookup (onboarding step 1): a paid vendor call that queues a text, so it is limited per client,
 * per identity, and above the usual rate for everyone together asks the browser for a proof of work
 * (text-budget.ts). The hour's total raises the alarm there rather than turning people away. Refuses with 429
 * before the vendor is asked.
 */
export async function limitIdentityLookup(db: Database, request: Request, identity: LookedUp): Promise<void> {
  const { VERIFY_LIMIT_PER_HOUR, VERIFY_LIMIT_TOTAL_PER_HOUR } = env();
  await spendHourly(db, perClient(request.headers, "verify", VERIFY_LIMIT_PER_HOUR));
  await askWorkWhenBusy(db, request, { bucket: "verify:all", max: VERIFY_LIMIT_TOTAL_PER_HOUR });
  await spendHourly(db, [{ bucket: identityBucket(identity), max: LOOKUPS_PER_IDENTITY_PER_HOUR }]);
}

/** Vendor checks one account may ask for in an hour ("Raise your limits"): NIN, BVN, selfie or address. */
export const UPGRADE_CHECKS_PER_HOUR = 10;
/** Selfies one onboarding may try in an hour: its lookup already spent the shared allowance. */
export const ONBOARDING_SELFIES_PER_HOUR = 10;
/** Identity codes one phone number may receive in an hour, whoever asks: each is an SMS and 5 guesses. */
export const IDENTITY_CODES_PER_PHONE_PER_HOUR = 5;

/**
 * An upgrade's vendor check, counted per account once the request has passed its own checks (an account with
 * a NIN already, a selfie without a number): a signed-in person never spends the sign-ups' shared allowance,
 * so nobody can use upgrades to stop everyone's sign-ups.
 */
export function limitIdentityUpgrade(db: Database, userId: string): Promise<void> {
  return spendHourly(db, [{ bucket: `identity-upgrade:user:${userId}`, max: UPGRADE_CHECKS_PER_HOUR }]);
}

/** An onboarding's selfie, counted per onboarding (never in the shared allowance) once the onboarding is open. */
export function limitOnboardingSelfie(db: Database, onboardingId: string): Promise<void> {
  return spendHourly(db, [{ bucket: `verify-selfie:onboarding:${onboardingId}`, max: ONBOARDING_SELFIES_PER_HOUR }]);
}

/**
 * A code to the phone an identity is registered to, counted per number: repeating step 1 cannot flood a
 * person with SMS, nor multiply the guesses at their code.
 */
export function limitIdentityCodesTo(db: Database, phoneNumber: string): Promise<void> {
  return spendHourly(db, [{ bucket: `identity-code:to:${phoneNumber}`, max: IDENTITY_CODES_PER_PHONE_PER_HOUR }]);
}

/** A name enquiry shows an account holder's name: limited per signed-in account and per client. */
export function limitNameEnquiry(db: Database, request: Request, userId: string): Promise<void> {
  const { NAME_ENQUIRY_LIMIT_PER_HOUR, NAME_ENQUIRY_CLIENT_LIMIT_PER_HOUR } = env();
  return spendHourly(db, [
    { bucket: `name-enquiry:user:${userId}`, max: NAME_ENQUIRY_LIMIT_PER_HOUR },
    ...perClient(request.headers, "name-enquiry", NAME_ENQUIRY_CLIENT_LIMIT_PER_HOUR),
  ]);
}

/**
 * Creating a wallet hashes a password and writes an account: limited per client, counted before either. Each
 * wallet also needs a verified identity, which the identity lookups' total limits.
 */
export function limitWalletCreation(db: Database, request: Request): Promise<void> {
  return spendHourly(db, perClient(request.headers, "wallet-create", env().WALLET_CREATE_LIMIT_PER_HOUR));
}
