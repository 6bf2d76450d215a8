import type { Database, Tx } from "@/server/platform";
import { DEFAULT_LANGUAGE, type Language } from "@/i18n/locales";

/**
 * The language a person chose in Settings › Preferences, English without one. It reads no request, so jobs and
 * support's command line (`npm run case`) use it too.
 */
export async function savedLanguage(tx: Tx | Database, userId: string): Promise<Language> {
  const settings = await tx.userSettings.findUnique({ where: { userId }, select: { language: true } });
  return settings?.language ?? DEFAULT_LANGUAGE;
}
