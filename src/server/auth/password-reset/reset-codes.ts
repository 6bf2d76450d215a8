import "server-only";
import { type Database, perClient, spendHourly, askWorkWhenBusy } from "@/server/platform";
import { sendCodeAlike, standInId, userSubject } from "@/server/auth/one-time-codes";
import { normalizeNigerianPhone } from "@/lib/phone";
import type { ResetState } from "./reset-cookie";

export const RESET_PURPOSE = "password-reset";

/** Codes a number may be sent in an hour (start and resend together), and that one client may ask for. */
export const RESET_CODES_PER_NUMBER_PER_HOUR = 5;
export const RESET_CODES_PER_CLIENT_PER_HOUR = 20;

/** Where a number's reset codes are kept: for an account its own subject, for an unknown number a stand-in. */
export const resetSubject = (subjectId: string) => userSubject(subjectId);

/**
 * Each code is an SMS we pay for and five guesses: counted per client, then (for a new reset, above the usual
 * rate for everyone) paid for with a proof of work, then per number (or stand-in), so a script that does not
 * do the work cannot spend a person's allowance. A resend belongs to a reset that was started that way.
 */
async function limitResetCodes(db: Database, request: Request, subjectId: string, start: boolean): Promise<void> {
  await spendHourly(db, perClient(request.headers, "password-reset", RESET_CODES_PER_CLIENT_PER_HOUR));
  if (start) await askWorkWhenBusy(db, request);
  await spendHourly(db, [{ bucket: `password-reset:account:${subjectId}`, max: RESET_CODES_PER_NUMBER_PER_HOUR }]);
}

export type ResetStarted = { state: ResetState; messageId: string };

/** "Forgot Password?": a code to the number, if it has an account; the same answer, in the same time, if not. */
export async function startReset(db: Database, request: Request, phoneNumber: string): Promise<ResetStarted> {
  // The schema admits Nigerian mobile numbers only.
  const number = normalizeNigerianPhone(phoneNumber)!;
  const user = await db.user.findUnique({ where: { phoneNumber: number }, select: { id: true } });
  const subjectId = user?.id ?? standInId("password reset", number);
  await limitResetCodes(db, request, subjectId, true);
  const messageId = await sendCodeAlike(db, {
    subjectId,
    purpose: RESET_PURPOSE,
    phoneNumber: number,
    real: Boolean(user),
  });
  return { state: { subjectId, stage: "code", codeUsedAtMs: 0 }, messageId };
}

/** "Resend code": a new code (the old one stops working), counted with the first. */
export async function resendReset(db: Database, request: Request, reset: ResetState): Promise<ResetStarted> {
  const user = await db.user.findUnique({ where: { id: reset.subjectId }, select: { phoneNumber: true } });
  await limitResetCodes(db, request, reset.subjectId, false);
  // A stand-in has no number in the cookie (by design): its decoy message goes nowhere and is taken back.
  const number = user?.phoneNumber ?? "+2340000000000";
  const messageId = await sendCodeAlike(db, {
    subjectId: reset.subjectId,
    purpose: RESET_PURPOSE,
    phoneNumber: number,
    real: Boolean(user),
  });
  return { state: { subjectId: reset.subjectId, stage: "code", codeUsedAtMs: 0 }, messageId };
}
