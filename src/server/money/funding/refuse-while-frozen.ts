import "server-only";
import { type Tx, ApiError } from "@/server/platform";
import { phrase } from "@/i18n/phrase";

/**
 * A frozen account's cards are not charged (a top-up, a Card to Account payment). Read under the wallet's lock,
 * which a freeze takes before it sets frozen_at: a charge recorded before the freeze goes on, one after it is
 * refused before the card's acquirer is ever asked. send_money answers a frozen send with the same words.
 */
export async function refuseCardWhileFrozen(tx: Tx, userId: string): Promise<void> {
  const rows = await tx.$queryRaw<{ frozen: boolean }[]>`
    SELECT (frozen_at IS NOT NULL AND (unfreeze_at IS NULL OR unfreeze_at > now())) AS frozen
      FROM users WHERE id = ${userId}::uuid`;
  if (rows[0]?.frozen) throw new ApiError("unprocessable", phrase("serverErrors.accountFrozen"));
}
