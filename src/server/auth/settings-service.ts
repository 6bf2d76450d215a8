import "server-only";
import { DEFAULT_SETTINGS, type Settings, type SettingsPatch } from "@/lib/schemas/settings";
import type { Database } from "@/server/platform";

const SELECT = Object.fromEntries(Object.keys(DEFAULT_SETTINGS).map((key) => [key, true])) as Record<
  keyof Settings,
  true
>;

/** A user's settings; a user with no settings row reads as the defaults until they change one. */
export async function readSettings(db: Database, userId: string): Promise<Settings> {
  const row = await db.userSettings.findUnique({ where: { userId }, select: SELECT });
  return row ?? DEFAULT_SETTINGS;
}

export async function updateSettings(db: Database, userId: string, patch: SettingsPatch): Promise<Settings> {
  return db.userSettings.upsert({
    where: { userId },
    create: { userId, ...patch },
    update: patch,
    select: SELECT,
  });
}
