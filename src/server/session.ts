import "server-only";
import type { SessionUser } from "@/lib/session-user";

/**
 * The signed-in user for this request, or null. Sessions arrive with the identity work (next-auth); until
 * then every visitor is signed out, and the frame's signed-in parts are built against this type.
 */
export async function getSessionUser(): Promise<SessionUser | null> {
  return null;
}
