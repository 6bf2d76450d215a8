import "server-only";
import { type Database, ApiError } from "@/server/platform";
import type { AuthUser } from "@/server/auth";
import { phrase } from "@/i18n/phrase";

/**
 * "Cancel closure" during the cooling-off: the account stays as it was. Only a pending closure whose day has
 * not come can be cancelled; the job locks the same row before it completes one, so the two never both win.
 */
export async function cancelClosure(db: Database, user: AuthUser): Promise<void> {
  const cancelled = await db.$executeRaw`
    UPDATE account_closure_requests SET status = 'CANCELLED', cancelled_at = now()
     WHERE user_id = ${user.id}::uuid AND status = 'PENDING' AND closes_at > now()`;
  if (cancelled === 0) throw new ApiError("conflict", phrase("closure.errors.nothingToCancel"));
}
