import "server-only";
import { type Database, ApiError, spendHourly } from "@/server/platform";
import { phoneHint } from "@/lib/phone-hint";
import type { UnfreezeInput } from "@/lib/schemas/freeze";
import { queueSecurityAlert } from "@/server/notify";
import type { LoginOrigin } from "@/server/auth/authenticate";
import { checkCurrentPassword } from "@/server/auth/check-current-password";
import { countedLikeALogin, loginAttemptFrom } from "@/server/auth/login-throttle";
import { checkCode, sendCode, userSubject } from "@/server/auth/one-time-codes";
import { NOT_FROZEN, freezeState, type FreezeState } from "./freeze-state";
import { unfreezeDelayMs } from "./unfreeze-delay";
import { phrase } from "@/i18n/phrase";

export const UNFREEZE_PURPOSE = "unfreeze";
/** Unfreeze codes one account may be sent in an hour: each is an SMS we pay for. */
export const UNFREEZE_CODES_PER_HOUR = 5;
export const WRONG_UNFREEZE_CODE = phrase("serverErrors.unfreezeWrongCode");

type Owner = { id: string; phoneNumber: string; throttleKey: string | null };

async function requireFrozen(db: Database, userId: string): Promise<FreezeState> {
  const state = await freezeState(db, userId);
  if (!state.frozen) throw new ApiError("conflict", NOT_FROZEN);
  return state;
}

/** "Send code": the SMS code an unfreeze asks for, to the account's number. */
export async function sendUnfreezeCode(db: Database, user: Owner): Promise<{ messageId: string; phoneHint: string }> {
  await requireFrozen(db, user.id);
  await spendHourly(db, [{ bucket: `unfreeze:account:${user.id}`, max: UNFREEZE_CODES_PER_HOUR }]);
  const messageId = await sendCode(db, {
    subject: userSubject(user.id),
    purpose: UNFREEZE_PURPOSE,
    phoneNumber: user.phoneNumber,
    userId: user.id,
  });
  return { messageId, phoneHint: phoneHint(user.phoneNumber) };
}

/**
 * "Unfreeze": the password and the SMS code, each counted like a login, then the unfreeze is set for a time
 * after the delay and the owner told. A thief who got in with both cannot spend at once: the owner has the
 * delay to answer "Keep it frozen". An unfreeze already pending keeps its time (asking again never brings it
 * nearer).
 */
export async function requestUnfreeze(
  db: Database,
  user: Owner,
  input: UnfreezeInput,
  origin: LoginOrigin,
): Promise<FreezeState> {
  const before = await requireFrozen(db, user.id);
  if (before.unfreezeAt) return before;
  await checkCurrentPassword(db, user, input.password, origin);
  const right = await countedLikeALogin(db, loginAttemptFrom(user.phoneNumber, origin, user.throttleKey), async () => {
    const checked = await checkCode(db, { subject: userSubject(user.id), purpose: UNFREEZE_PURPOSE, code: input.code });
    return checked.ok;
  });
  if (!right) throw new ApiError("unprocessable", WRONG_UNFREEZE_CODE);
  const delay = `${unfreezeDelayMs()} milliseconds`;
  await db.$transaction(async (tx) => {
    // Only a freeze still in force with none pending: a freeze or a "Keep it frozen" meanwhile is not undone.
    const set = await tx.$executeRaw`
      UPDATE users SET unfreeze_at = now() + ${delay}::interval
       WHERE id = ${user.id}::uuid AND frozen_at IS NOT NULL AND unfreeze_at IS NULL`;
    if (set === 1) await queueSecurityAlert(tx, user.id, "unfreeze-requested");
  });
  return freezeState(db, user.id);
}

/** "Keep it frozen": a pending unfreeze is cancelled; the account stays frozen until unfrozen again. */
export async function keepFrozen(db: Database, userId: string): Promise<FreezeState> {
  const set = await db.$transaction(async (tx) => {
    const changed = await tx.$executeRaw`
      UPDATE users SET unfreeze_at = NULL
       WHERE id = ${userId}::uuid AND frozen_at IS NOT NULL AND unfreeze_at > now()`;
    if (changed === 1) await queueSecurityAlert(tx, userId, "unfreeze-cancelled");
    return changed;
  });
  if (set === 0) await requireFrozen(db, userId);
  return freezeState(db, userId);
}
