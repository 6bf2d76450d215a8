import "server-only";
import type { Database } from "@/server/platform";
import { closureOf } from "./closure-state";

/**
 * True while the account is in its cooling-off: every signed-in page then shows the closing screen (/closing,
 * "Cancel closure" or "Sign out") instead, so signing in during those 14 days offers to cancel.
 */
export async function isClosing(db: Database, userId: string): Promise<boolean> {
  return (await closureOf(db, userId))?.status === "PENDING";
}
