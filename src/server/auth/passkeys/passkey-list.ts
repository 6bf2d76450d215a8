import "server-only";
import type { AuthUser } from "@/server/auth/current-user";
import { ApiError, type Database } from "@/server/platform";
import { queueSecurityAlert } from "@/server/notify";
import { removeAllPasskeys } from "./remove-all-passkeys";
import { phrase } from "@/i18n/phrase";

export const PASSKEY_NOT_FOUND = phrase("serverErrors.passkeyNotFound");

/** What Settings shows of a passkey: never its key or credential id. */
export type PasskeySummary = { id: string; device: string; createdAt: string; lastUsedAt: string | null };

export async function listPasskeys(db: Database, user: AuthUser): Promise<PasskeySummary[]> {
  const rows = await db.passkey.findMany({
    where: { userId: user.id },
    orderBy: { createdAt: "desc" },
    select: { id: true, device: true, createdAt: true, lastUsedAt: true },
  });
  return rows.map((row) => ({
    id: row.id,
    device: row.device,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  }));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Removes one of this user's passkeys (another's answers as if it did not exist), with an alert. */
export async function removePasskey(db: Database, user: AuthUser, id: string): Promise<void> {
  if (!UUID.test(id)) throw new ApiError("not_found", PASSKEY_NOT_FOUND);
  await db.$transaction(async (tx) => {
    const { count } = await tx.passkey.deleteMany({ where: { id, userId: user.id } });
    if (count === 0) throw new ApiError("not_found", PASSKEY_NOT_FOUND);
    await queueSecurityAlert(tx, user.id, "passkey-removed");
  });
}

/** Biometric login switched off: every passkey of the account goes, with one alert. */
export async function switchOffBiometricLogin(db: Database, user: AuthUser): Promise<number> {
  return db.$transaction(async (tx) => {
    const count = await removeAllPasskeys(tx, user.id);
    if (count > 0) await queueSecurityAlert(tx, user.id, "passkey-removed");
    return count;
  });
}
