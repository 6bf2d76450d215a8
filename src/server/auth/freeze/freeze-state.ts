import "server-only";
import type { Database, Tx } from "@/server/platform";
import { phrase } from "@/i18n/phrase";

/** The words send_money's VL007 answers with, for every other way money could leave a frozen account. */
export const ACCOUNT_FROZEN = phrase("serverErrors.accountFrozen");
export const NOT_FROZEN = phrase("serverErrors.accountNotFrozen");

/**
 * Frozen: frozen_at set and no unfreeze due yet. An unfreeze is a time, not a job: once unfreeze_at has passed
 * the account is simply no longer frozen. Read with the database's clock, as send_money reads it, so two
 * servers whose clocks differ agree.
 */
export type FreezeState = { frozen: boolean; unfreezeAt: Date | null };

export async function freezeState(db: Database | Tx, userId: string): Promise<FreezeState> {
  const rows = await db.$queryRaw<{ frozen: boolean; unfreeze_at: Date | null }[]>`
    SELECT (frozen_at IS NOT NULL AND (unfreeze_at IS NULL OR unfreeze_at > now())) AS frozen, unfreeze_at
      FROM users WHERE id = ${userId}::uuid`;
  const row = rows[0];
  if (!row?.frozen) return { frozen: false, unfreezeAt: null };
  return { frozen: true, unfreezeAt: row.unfreeze_at };
}

/** The state as the screens read it. */
export function freezeStateJson(state: FreezeState): { frozen: boolean; unfreezeAt: string | null } {
  return { frozen: state.frozen, unfreezeAt: state.unfreezeAt?.toISOString() ?? null };
}
