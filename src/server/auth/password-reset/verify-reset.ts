import "server-only";
import { type Database, ApiError } from "@/server/platform";
import { checkCode } from "@/server/auth/one-time-codes";
import { checkAuthenticatorOrRecoveryCode, secondFactorMethod } from "@/server/auth/two-factor/second-factor";
import { admitOrRefuse, discardAttempt, loginAttemptFrom } from "../login-throttle";
import type { LoginOrigin } from "../authenticate";
import { RESET_PURPOSE, resetSubject } from "./reset-codes";
import type { ResetState } from "./reset-cookie";
import { phrase } from "@/i18n/phrase";

export const NO_RESET = phrase("serverErrors.noReset");
export const SMS_CODE_FIRST = phrase("serverErrors.smsCodeFirst");
export const SECOND_FACTOR_FIRST = phrase("serverErrors.secondFactorFirst");
export const WRONG_SECOND_FACTOR = phrase("serverErrors.wrongSecondFactor");

/** The reset the cookie names, at the stage this step follows; refused (409) otherwise. */
export function requireStage(reset: ResetState | null, stage: ResetState["stage"]): ResetState {
  if (!reset) throw new ApiError("conflict", NO_RESET);
  if (reset.stage !== stage) {
    throw new ApiError("conflict", reset.stage === "code" ? SMS_CODE_FIRST : SECOND_FACTOR_FIRST);
  }
  return reset;
}

/**
 * The SMS code: wrong, expired and used-up codes are refused with one-time-codes.ts's words, every try
 * counted there (5 per code). A right one moves on to the authenticator (when the account uses one) or to the
 * new password, bound to the moment this code was used.
 */
export async function verifyResetCode(db: Database, reset: ResetState | null, code: string): Promise<ResetState> {
  const { subjectId } = requireStage(reset, "code");
  const subject = resetSubject(subjectId);
  const check = await checkCode(db, { subject, purpose: RESET_PURPOSE, code });
  if (!check.ok) throw new ApiError("unprocessable", check.message);
  const row = await db.oneTimeCode.findUnique({
    where: { subject_purpose: { subject, purpose: RESET_PURPOSE } },
    select: { usedAt: true },
  });
  if (!row?.usedAt) throw new ApiError("conflict", NO_RESET);
  const method = await secondFactorMethod(db, subjectId);
  return { subjectId, stage: method === "app" ? "second-factor" : "verified", codeUsedAtMs: row.usedAt.getTime() };
}

/**
 * With two-factor by authenticator app, the phone alone does not reset the password: a code from the app or a
 * recovery code is asked too. Each wrong one counts as a failed login for the number (the login's throttle).
 */
export async function verifyResetSecondFactor(
  db: Database,
  reset: ResetState | null,
  code: string,
  origin: LoginOrigin,
): Promise<ResetState> {
  const state = requireStage(reset, "second-factor");
  const user = await db.user.findUnique({ where: { id: state.subjectId }, select: { phoneNumber: true } });
  if (!user) throw new ApiError("conflict", NO_RESET);
  const attemptId = await admitOrRefuse(db, loginAttemptFrom(user.phoneNumber, origin));
  if (!(await checkAuthenticatorOrRecoveryCode(db, state.subjectId, code))) {
    throw new ApiError("unprocessable", WRONG_SECOND_FACTOR);
  }
  // A right code was no failure.
  await discardAttempt(db, attemptId);
  return { ...state, stage: "verified" };
}
