import "server-only";
import type { Database } from "@/server/platform";
import type { Language } from "@/i18n/locales";
import { identityStatus, identityStatusJson } from "./identity-status";

/** What every /api/identity call answers: the account's status as it is now, amounts as naira strings. */
export async function statusAnswer(db: Database, userId: string, language: Language) {
  return { data: identityStatusJson(await identityStatus(db, userId), language) };
}
