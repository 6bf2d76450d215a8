import "server-only";
import type { Database, Tx } from "@/server/platform";
import type { Language } from "@/i18n/locales";
import { savedLanguage } from "./saved-language";

/**
 * The language an SMS or email is written in: its recipient's setting (Settings › Preferences), whoever's
 * request caused it; someone without an account yet (signing up) is written to in the language of the request
 * they are making. Read in the caller's transaction, like the message it writes.
 */
export async function recipientLanguage(tx: Tx | Database, userId: string | null | undefined): Promise<Language> {
  if (!userId) {
    // Loaded when there is a request to read: the jobs and commands that write messages never reach this.
    const { signedOutLanguage } = await import("@/server/web/request-language");
    return signedOutLanguage();
  }
  return savedLanguage(tx, userId);
}
