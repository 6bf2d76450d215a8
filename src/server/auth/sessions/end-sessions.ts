import "server-only";
import { type Database, ApiError } from "@/server/platform";
import type { AuthUser } from "@/server/auth/current-user";
import { queueSecurityAlert } from "@/server/notify";
import { liveSessions } from "./list-sessions";
import { phrase } from "@/i18n/phrase";

export const SESSION_GONE = phrase("serverErrors.sessionGone");
export const USE_LOG_OUT = phrase("serverErrors.useLogOut");

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Logout: this session ends, and with it every copy of its cookie. The user's other devices stay signed in. */
export async function endSession(db: Database, userId: string, sessionId: string): Promise<void> {
  await db.userSession.updateMany({ where: { id: sessionId, userId, endedAt: null }, data: { endedAt: new Date() } });
}

/**
 * "Sign out" of another of the user's devices: its next request is refused. Another user's session, an unknown
 * id and one already ended are all 404, so nobody learns whether someone else's session exists.
 */
export async function signOutDevice(db: Database, user: AuthUser, currentSessionId: string, id: string) {
  if (!UUID.test(id)) throw new ApiError("not_found", SESSION_GONE);
  if (id === currentSessionId) throw new ApiError("conflict", USE_LOG_OUT);
  const ended = await db.userSession.updateMany({
    where: { ...liveSessions(user), id },
    data: { endedAt: new Date() },
  });
  if (ended.count === 0) throw new ApiError("not_found", SESSION_GONE);
}

/** "Sign out all other devices": every session but this one ends, and the owner is told by SMS and email. */
export async function signOutOtherDevices(db: Database, user: AuthUser, currentSessionId: string): Promise<number> {
  return db.$transaction(async (tx) => {
    const ended = await tx.userSession.updateMany({
      where: { ...liveSessions(user), id: { not: currentSessionId } },
      data: { endedAt: new Date() },
    });
    if (ended.count > 0) await queueSecurityAlert(tx, user.id, "sessions-ended");
    return ended.count;
  });
}
