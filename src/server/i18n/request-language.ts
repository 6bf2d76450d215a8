import "server-only";
import { cookies, headers } from "next/headers";
import { getSessionUser } from "@/server/session";
import { whenDatabaseUnavailable } from "@/server/http/database-unavailable";
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  type Language,
  LANGUAGE_COOKIE,
  languageFromAcceptLanguage,
} from "@/i18n/locales";

/**
 * The language of this page render: a signed-in person's setting (kept per account, so it follows them to
 * every device); signed out, the footer's choice, then the browser's languages, then English. With the
 * database unreachable the signed-in setting cannot be read, and the cookie or browser decides.
 */
export async function requestLanguage(): Promise<Language> {
  const user = await getSessionUser().catch(whenDatabaseUnavailable(null));
  if (user) return user.appearance.language;
  const chosen = (await cookies()).get(LANGUAGE_COOKIE)?.value;
  if (isLanguage(chosen)) return chosen;
  return languageFromAcceptLanguage((await headers()).get("accept-language")) ?? DEFAULT_LANGUAGE;
}
