import "server-only";
import { type Database, ApiError, askWorkWhenBusy, perClient, spendHourly } from "@/server/platform";
import { normalizeNigerianPhone } from "@/lib/phone";
import type { LostPhoneFreezeInput } from "@/lib/schemas/freeze";
import { authenticate, type LoginOrigin } from "@/server/auth/authenticate";
import { checkCode, sendCodeAlike, standInId, userSubject } from "@/server/auth/one-time-codes";
import { freezeAccount } from "./freeze-account";

// "Lost your phone?": a freeze by someone signed out, with the account's password or an SMS code to its number.
// Every answer is the same whether the number has an account or not: the code is "sent" to a stand-in (its row
// written, its message taken back), and a wrong code or password is refused with the login's own words.

export const FREEZE_PURPOSE = "freeze";
/** Freeze codes a number may be sent in an hour, and that one client may ask for. */
export const FREEZE_CODES_PER_NUMBER_PER_HOUR = 5;
export const FREEZE_CODES_PER_CLIENT_PER_HOUR = 20;

async function subjectOf(db: Database, number: string): Promise<{ subjectId: string; real: boolean }> {
  const user = await db.user.findUnique({ where: { phoneNumber: number }, select: { id: true } });
  return user ? { subjectId: user.id, real: true } : { subjectId: standInId("freeze", number), real: false };
}

/**
 * A code to the number, if it has an account; the same work and answer if not. Each is an SMS we pay for:
 * counted per client, paid for with a proof of work above the usual rate, then counted per number.
 */
export async function sendFreezeCode(db: Database, request: Request, phoneNumber: string): Promise<string> {
  // The schema admits Nigerian mobile numbers only.
  const number = normalizeNigerianPhone(phoneNumber)!;
  await spendHourly(db, perClient(request.headers, "freeze-code", FREEZE_CODES_PER_CLIENT_PER_HOUR));
  await askWorkWhenBusy(db, request);
  const { subjectId, real } = await subjectOf(db, number);
  await spendHourly(db, [{ bucket: `freeze-code:account:${subjectId}`, max: FREEZE_CODES_PER_NUMBER_PER_HOUR }]);
  return sendCodeAlike(db, { subjectId, purpose: FREEZE_PURPOSE, phoneNumber: number, real });
}

/**
 * Freezes the number's account when the password or the code is right. The password is a login's check (its
 * throttle, the password pool, the unknown number's decoy hash); the code is the one-time code's (five tries).
 */
export async function freezeLostPhone(db: Database, input: LostPhoneFreezeInput, origin: LoginOrigin): Promise<void> {
  if ("password" in input) {
    const user = await authenticate(db, { phoneNumber: input.phoneNumber, password: input.password }, origin);
    return freezeAccount(db, user.id);
  }
  const number = normalizeNigerianPhone(input.phoneNumber)!;
  const { subjectId, real } = await subjectOf(db, number);
  const check = await checkCode(db, { subject: userSubject(subjectId), purpose: FREEZE_PURPOSE, code: input.code });
  if (!check.ok) throw new ApiError("unprocessable", check.message);
  // A stand-in's code is never known to anyone (its SMS was never sent), so only an account gets here.
  if (real) await freezeAccount(db, subjectId);
}
