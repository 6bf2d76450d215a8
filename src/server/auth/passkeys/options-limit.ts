import "server-only";
import { SHARED_CLIENT, type Database, spendHourly } from "@/server/platform";

/** Far above a person's use (each login or setup asks once), far below a script's. */
export const PASSKEY_OPTIONS_PER_CLIENT_PER_HOUR = 300;

/**
 * Each options request stores a challenge, and the login's is open to anyone: limited per client where the
 * client's address can be trusted (as the other per-client limits are). Expired challenges are cleared as
 * new ones are stored, so without a trusted address the table still holds five minutes' worth at most.
 */
export async function limitPasskeyOptions(db: Database, client: string): Promise<void> {
  if (client === SHARED_CLIENT) return;
  await spendHourly(db, [{ bucket: `passkey-options:client:${client}`, max: PASSKEY_OPTIONS_PER_CLIENT_PER_HOUR }]);
}
