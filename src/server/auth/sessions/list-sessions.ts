import "server-only";
import type { Database } from "@/server/platform";
import type { AuthUser } from "@/server/auth/current-user";
import type { SessionView } from "@/lib/session-view";

/** A row is live while it has not ended and was made under the user's current session version. */
export function liveSessions(user: Pick<AuthUser, "id" | "sessionVersion">) {
  return { userId: user.id, endedAt: null, sessionVersion: user.sessionVersion };
}

/** The user's signed-in sessions: this one first, then the most recently active. Never the address or agent. */
export async function listSessions(db: Database, user: AuthUser, currentSessionId: string): Promise<SessionView[]> {
  const rows = await db.userSession.findMany({
    where: liveSessions(user),
    select: { id: true, device: true, place: true, createdAt: true, lastSeenAt: true },
    orderBy: [{ lastSeenAt: "desc" }, { createdAt: "desc" }],
    take: 100,
  });
  const views = rows.map((row) => ({
    id: row.id,
    device: row.device,
    place: row.place,
    signedInAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    current: row.id === currentSessionId,
  }));
  return [...views.filter((view) => view.current), ...views.filter((view) => !view.current)];
}

/**
 * Whether the person has signed in since the session sign-up made: the dashboard greets a first visit with
 * "Welcome", and everyone after with "Welcome back".
 */
export async function hasSignedInBefore(db: Database, userId: string): Promise<boolean> {
  const rows = await db.userSession.findMany({ where: { userId }, select: { id: true }, take: 2 });
  return rows.length > 1;
}
