import "server-only";
import type { Database } from "@/server/platform";
import { identityStatus, identityStatusJson } from "./identity-status";

/** What every /api/identity call answers: the account's status as it is now, amounts as naira strings. */
export async function statusAnswer(db: Database, userId: string) {
  return { data: identityStatusJson(await identityStatus(db, userId)) };
}
