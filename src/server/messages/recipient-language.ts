import "server-only";
import type { Database, Tx } from "@/server/prisma-client";
import type { Language } from "@/i18n/locales";
import { signedOutLanguage } from "@/server/i18n/request-language";
import { savedLanguage } from "./saved-language";

/**
 * The language an SMS or email is written in: its recipient's setting (Settings › Preferences), whoever's
 * request caused it; someone without an account yet (signing up) is written to in the language of the request
 * they are making. Read in the caller's transaction, like the message it writes.
 */
export async function recipientLanguage(tx: Tx | Database, userId: string | null | undefined): Promise<Language> {
  if (!userId) return signedOutLanguage();
  return savedLanguage(tx, userId);
}
