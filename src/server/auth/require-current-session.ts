import "server-only";
import type { Database } from "@/server/prisma-client";
import { ApiError, SIGN_IN_REQUIRED } from "@/server/http/api-error";
import type { SessionSubject } from "./session-token";

/**
 * Refuses, with 401, a session that logout or a password change has ended since its token was made. For
 * services under sessionRoute, which checks only the token; it has no Next imports, so scripts (the seed)
 * can load the services that use it.
 */
export async function requireCurrentSession(db: Database, session: SessionSubject): Promise<void> {
  const user = await db.user.findUnique({ where: { id: session.id }, select: { sessionVersion: true } });
  if (user?.sessionVersion !== session.sessionVersion) throw new ApiError("unauthorized", SIGN_IN_REQUIRED);
}
