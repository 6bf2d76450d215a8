import "server-only";
import { type Database, ApiError, cookieOptions, secureCookies } from "@/server/platform";
import { phoneHint } from "@/lib/phone-hint";
import { signingInUser, type AuthUser } from "@/server/auth/current-user";
import type { LoginOrigin } from "@/server/auth/authenticate";
import { checkCode, sendCode } from "@/server/auth/one-time-codes";
import { checkAuthenticatorOrRecoveryCode } from "./second-factor";
import { countedLikeALogin, loginAttemptFrom } from "@/server/auth/login-throttle";
import { phrase } from "@/i18n/phrase";

/** A login waits 10 minutes for its second factor, and takes 5 wrong codes at most. */
export const CHALLENGE_TTL_SECONDS = 10 * 60;
export const CHALLENGE_MAX_WRONG = 5;
export const LOGIN_CODE_PURPOSE = "login";

/** A login's SMS code belongs to its own challenge: a second login never replaces the first one's code. */
function challengeSubject(challengeId: string): string {
  return `login-challenge:${challengeId}`;
}
/** A new SMS code at most every 30 seconds. */
export const RESEND_INTERVAL_MS = 30 * 1000;

export const CHALLENGE_GONE = phrase("serverErrors.loginChallengeGone");
export const CHALLENGE_USED_UP = phrase("serverErrors.loginChallengeUsedUp");
export const WRONG_LOGIN_CODE = (left: number) => phrase("serverErrors.codeWrong", { triesLeft: left });
export const RESEND_TOO_SOON = phrase("serverErrors.resendTooSoon");

export function challengeCookieName(): string {
  return `${secureCookies() ? "__Secure-" : ""}veil-login-challenge`;
}

export const challengeCookie = (id: string) => ({
  name: challengeCookieName(),
  value: id,
  options: { ...cookieOptions(CHALLENGE_TTL_SECONDS), path: "/api/auth/login" },
});

export type SecondFactorPrompt = { method: "app" | "sms"; phoneHint: string; messageId?: string };

/** The password was right: a challenge waits for the second factor (an SMS code is sent now). No session yet. */
export async function openChallenge(
  db: Database,
  user: { id: string; phoneNumber: string },
  method: "app" | "sms",
  deviceId: string | null,
): Promise<{ challengeId: string; prompt: SecondFactorPrompt }> {
  return db.$transaction(async (tx) => {
    const challenge = await tx.loginChallenge.create({
      data: { userId: user.id, method, deviceId, expiresAt: new Date(Date.now() + CHALLENGE_TTL_SECONDS * 1000) },
      select: { id: true },
    });
    const prompt: SecondFactorPrompt = { method, phoneHint: phoneHint(user.phoneNumber) };
    if (method === "sms") {
      prompt.messageId = await sendCode(tx, {
        subject: challengeSubject(challenge.id),
        purpose: LOGIN_CODE_PURPOSE,
        phoneNumber: user.phoneNumber,
        userId: user.id,
      });
    }
    return { challengeId: challenge.id, prompt };
  });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function liveChallenge(db: Database, id: string | undefined) {
  if (!id || !UUID.test(id)) throw new ApiError("unauthorized", CHALLENGE_GONE);
  const challenge = await db.loginChallenge.findUnique({
    where: { id },
    include: { user: { select: { id: true, phoneNumber: true, sessionVersion: true } } },
  });
  if (!challenge || challenge.completedAt || challenge.expiresAt <= new Date()) {
    throw new ApiError("unauthorized", CHALLENGE_GONE);
  }
  if (challenge.attempts >= CHALLENGE_MAX_WRONG) throw new ApiError("unauthorized", CHALLENGE_USED_UP);
  return challenge;
}

/**
 * Checks the second factor of a waiting login: counted against the challenge (5 wrong and it is dead) and
 * with the account's login failures. Answers the user to sign in, once: the challenge is then completed.
 */
export async function completeChallenge(
  db: Database,
  id: string | undefined,
  code: string,
  origin: LoginOrigin,
): Promise<AuthUser & { deviceId: string | null }> {
  const challenge = await liveChallenge(db, id);
  const { user } = challenge;
  // The try is counted before the code is compared, in one statement: parallel guesses share the five.
  const counted = await db.$queryRaw<{ attempts: number }[]>`
    UPDATE login_challenges SET attempts = attempts + 1
     WHERE id = ${challenge.id}::uuid AND completed_at IS NULL AND expires_at > now() AND attempts < ${CHALLENGE_MAX_WRONG}
    RETURNING attempts`;
  if (!counted[0]) throw new ApiError("unauthorized", CHALLENGE_USED_UP);
  const typed = code.trim();
  const right = await countedLikeALogin(db, loginAttemptFrom(user.phoneNumber, origin, challenge.deviceId), () =>
    challenge.method === "app" || !/^\d{6}$/.test(typed)
      ? checkAuthenticatorOrRecoveryCode(db, user.id, typed)
      : checkCode(db, { subject: challengeSubject(challenge.id), purpose: LOGIN_CODE_PURPOSE, code: typed }).then(
          (c) => c.ok,
        ),
  );
  if (!right) {
    const left = CHALLENGE_MAX_WRONG - counted[0].attempts;
    throw new ApiError("unauthorized", left > 0 ? WRONG_LOGIN_CODE(left) : CHALLENGE_USED_UP);
  }
  const completed = await db.loginChallenge.updateMany({
    where: { id: challenge.id, completedAt: null },
    data: { completedAt: new Date() },
  });
  if (completed.count !== 1) throw new ApiError("unauthorized", CHALLENGE_GONE);
  return { ...(await signingInUser(db, user)), deviceId: challenge.deviceId };
}

/** What a waiting login asks for, to show its screen again (after Continue with Google, which is a redirect). */
export async function challengePrompt(db: Database, id: string | undefined): Promise<SecondFactorPrompt> {
  const challenge = await liveChallenge(db, id);
  return { method: challenge.method as "app" | "sms", phoneHint: phoneHint(challenge.user.phoneNumber) };
}

/** A new SMS code for a waiting login. */
export async function resendChallengeCode(db: Database, id: string | undefined): Promise<SecondFactorPrompt> {
  const challenge = await liveChallenge(db, id);
  if (challenge.method !== "sms") throw new ApiError("conflict", phrase("serverErrors.loginTakesAppCode"));
  const subject = challengeSubject(challenge.id);
  const last = await db.oneTimeCode.findUnique({
    where: { subject_purpose: { subject, purpose: LOGIN_CODE_PURPOSE } },
    select: { createdAt: true },
  });
  if (last && Date.now() - last.createdAt.getTime() < RESEND_INTERVAL_MS) {
    throw new ApiError("too_many_requests", RESEND_TOO_SOON, { "Retry-After": "30" });
  }
  const messageId = await sendCode(db, {
    subject,
    purpose: LOGIN_CODE_PURPOSE,
    phoneNumber: challenge.user.phoneNumber,
    userId: challenge.userId,
  });
  return { method: "sms", phoneHint: phoneHint(challenge.user.phoneNumber), messageId };
}
