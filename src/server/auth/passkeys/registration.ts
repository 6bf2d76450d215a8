import "server-only";
import { generateRegistrationOptions, verifyRegistrationResponse } from "@simplewebauthn/server";
import type { PublicKeyCredentialCreationOptionsJSON, RegistrationResponseJSON } from "@simplewebauthn/server";
import type { PasskeyRegistrationInput } from "@/lib/schemas/passkey";
import type { AuthUser } from "@/server/auth/current-user";
import { ApiError, type Database } from "@/server/platform";
import { queueSecurityAlert } from "@/server/notify";
import { claimChallenge, saveChallenge } from "./challenges";
import { describeDevice } from "@/server/auth/sessions/describe-device";
import type { RelyingParty } from "./relying-party";
import { phrase } from "@/i18n/phrase";

export const REGISTRATION_EXPIRED = phrase("serverErrors.passkeyRegistrationExpired");
export const REGISTRATION_FAILED = phrase("serverErrors.passkeyRegistrationFailed");
export const ALREADY_ADDED = phrase("serverErrors.passkeyAlreadyAdded");

/**
 * The options for navigator.credentials.create(): a passkey on this device (a platform authenticator when
 * there is one), discoverable when it can be, and always with the person's fingerprint, face or screen lock.
 */
export async function registrationOptions(
  db: Database,
  user: AuthUser,
  rp: RelyingParty,
): Promise<{ options: PublicKeyCredentialCreationOptionsJSON; challengeId: string }> {
  const existing = await db.passkey.findMany({
    where: { userId: user.id },
    select: { credentialId: true, transports: true },
  });
  const options = await generateRegistrationOptions({
    rpName: "Veil",
    rpID: rp.rpID,
    // The user handle is the account's id: opaque, and what a discoverable login hands back.
    userID: new TextEncoder().encode(user.id),
    userName: user.phoneNumber,
    userDisplayName: user.fullName,
    attestationType: "none",
    excludeCredentials: existing.map((passkey) => ({ id: passkey.credentialId, transports: passkey.transports })),
    authenticatorSelection: { residentKey: "preferred", userVerification: "required" },
    preferredAuthenticatorType: "localDevice",
  });
  const challengeId = await saveChallenge(db, { challenge: options.challenge, purpose: "register", userId: user.id });
  return { options, challengeId };
}

/**
 * Verifies the new passkey against this user's challenge, this site's origin and host, and saves it with an
 * alert in one transaction. Any failure saves nothing.
 */
export async function registerPasskey(
  db: Database,
  user: AuthUser,
  rp: RelyingParty,
  {
    challengeId,
    response,
    userAgent,
  }: { challengeId: string | undefined; response: PasskeyRegistrationInput; userAgent: string | null },
): Promise<{ id: string; device: string }> {
  const challenge = await claimChallenge(db, challengeId, "register", user.id);
  if (!challenge) throw new ApiError("bad_request", REGISTRATION_EXPIRED);
  const verified = await verifyRegistrationResponse({
    response: response as RegistrationResponseJSON,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.rpID,
    requireUserVerification: true,
  }).catch(() => null);
  if (!verified?.verified) throw new ApiError("bad_request", REGISTRATION_FAILED);
  const { credential, credentialBackedUp } = verified.registrationInfo;
  const device = describeDevice(userAgent);
  try {
    return await db.$transaction(async (tx) => {
      const saved = await tx.passkey.create({
        data: {
          userId: user.id,
          credentialId: credential.id,
          publicKey: Buffer.from(credential.publicKey),
          counter: BigInt(credential.counter),
          transports: credential.transports ?? [],
          device,
          backedUp: credentialBackedUp,
        },
        select: { id: true, device: true },
      });
      await queueSecurityAlert(tx, user.id, "passkey-added", { device });
      return saved;
    });
  } catch (error) {
    if ((error as { code?: string }).code === "P2002") throw new ApiError("conflict", ALREADY_ADDED);
    throw error;
  }
}
