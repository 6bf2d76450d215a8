import "server-only";
import { generateAuthenticationOptions, verifyAuthenticationResponse } from "@simplewebauthn/server";
import type { AuthenticationResponseJSON, PublicKeyCredentialRequestOptionsJSON } from "@simplewebauthn/server";
import type { PasskeyLoginInput } from "@/lib/schemas/passkey";
import { signingInUser, type AuthUser } from "@/server/auth/current-user";
import { admitOrRefuse, forgiveFailures } from "@/server/auth/login-throttle";
import { ApiError, type Database } from "@/server/platform";
import { claimChallenge, saveChallenge } from "./challenges";
import type { RelyingParty } from "./relying-party";
import { phrase } from "@/i18n/phrase";

export const LOGIN_EXPIRED = phrase("serverErrors.passkeyLoginExpired");
export const UNKNOWN_PASSKEY = phrase("serverErrors.passkeyUnknown");
export const PASSKEY_REFUSED = phrase("serverErrors.passkeyRefused");

/** The options for navigator.credentials.get(): any passkey of ours on this device (nobody is named yet). */
export async function loginOptions(
  db: Database,
  rp: RelyingParty,
): Promise<{ options: PublicKeyCredentialRequestOptionsJSON; challengeId: string }> {
  const options = await generateAuthenticationOptions({ rpID: rp.rpID, userVerification: "required" });
  const challengeId = await saveChallenge(db, { challenge: options.challenge, purpose: "login" });
  return { options, challengeId };
}

/**
 * A passkey login. Throttled with password logins: each attempt counts as a failure for the credential it
 * names and for the client's address until it succeeds, so guesses are limited by address as logins are.
 * The challenge is claimed first (used once, even by a wrong answer), then the signature, origin, RP ID, user
 * verification and counter are checked; the counter moves only from the value that was checked, so of two
 * uses racing with one assertion only one signs in. A passkey proves possession and the person's fingerprint,
 * face or screen lock: both factors, so no second-factor step follows.
 */
export async function loginWithPasskey(
  db: Database,
  rp: RelyingParty,
  { challengeId, response, ip }: { challengeId: string | undefined; response: PasskeyLoginInput; ip: string },
): Promise<AuthUser> {
  const from = { phoneKey: `passkey:${response.id}`, ip, deviceId: null };
  const attemptId = await admitOrRefuse(db, from);
  const challenge = await claimChallenge(db, challengeId, "login");
  if (!challenge) throw new ApiError("unauthorized", LOGIN_EXPIRED);
  const passkey = await db.passkey.findUnique({
    where: { credentialId: response.id },
    select: { id: true, publicKey: true, counter: true, transports: true, userId: true },
  });
  if (!passkey) throw new ApiError("unauthorized", UNKNOWN_PASSKEY);
  const verified = await verifyAuthenticationResponse({
    response: response as AuthenticationResponseJSON,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.rpID,
    credential: {
      id: response.id,
      publicKey: new Uint8Array(passkey.publicKey),
      counter: Number(passkey.counter),
      transports: passkey.transports,
    },
    requireUserVerification: true,
  }).catch(() => null);
  if (!verified?.verified) throw new ApiError("unauthorized", PASSKEY_REFUSED);
  const { count } = await db.passkey.updateMany({
    where: { id: passkey.id, counter: passkey.counter },
    data: { counter: BigInt(verified.authenticationInfo.newCounter), lastUsedAt: new Date() },
  });
  if (count === 0) throw new ApiError("unauthorized", PASSKEY_REFUSED);
  const user = await db.user.findUnique({ where: { id: passkey.userId }, select: { id: true, sessionVersion: true } });
  if (!user) throw new ApiError("unauthorized", UNKNOWN_PASSKEY);
  await forgiveFailures(db, from, attemptId);
  return signingInUser(db, user);
}
