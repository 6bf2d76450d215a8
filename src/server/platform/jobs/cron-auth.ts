import "server-only";
import { createHash, timingSafeEqual } from "node:crypto";

export const CRON_SWITCHED_OFF =
  "Scheduled jobs are switched off on this deployment: set CRON_SECRET to let the scheduler run them.";

/**
 * Whether the request carries `Authorization: Bearer <secret>`, as Vercel Cron sends it. Both sides are hashed
 * first, so the comparison takes the same time whatever the header holds, its length included.
 */
export function isCronRequest(authorization: string | null, secret: string): boolean {
  const digest = (text: string) => createHash("sha256").update(text).digest();
  return timingSafeEqual(digest(authorization ?? ""), digest(`Bearer ${secret}`));
}
