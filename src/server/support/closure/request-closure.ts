import "server-only";
import { type Database, type Tx, ApiError } from "@/server/platform";
import { type AuthUser, endSessions, lockSessions } from "@/server/auth";
import { walletHoldingsUnderLock } from "@/server/money";
import { enqueueMessage } from "@/server/notify";
import { translator } from "@/i18n/translator";
import type { Language } from "@/i18n/locales";
import { COOLING_OFF_MS } from "./closure-state";
import { phrase } from "@/i18n/phrase";

export type ClosureAnswer = { requestedAt: Date; closesAt: Date; existing: boolean };

/**
 * Asks Veil to close the account in 14 days. Refused unless the wallet holds nothing, counting what is still in
 * flight (a pending top-up or transfer could land or come back), read under the wallet's lock: a top-up waits
 * on the same lock and then finds the closure (refuseWhileClosing). Every session ends at once; the person is
 * told by SMS and email, so a closure they did not ask for does not go unnoticed. A pending one is answered as
 * it is.
 */
export async function requestClosure(db: Database, user: AuthUser): Promise<ClosureAnswer> {
  return db.$transaction(async (tx) => {
    // The sessions before the wallet, in a transfer's order: a transfer under way finishes first, and one that
    // comes after finds its session ended.
    await lockSessions(tx, user.id);
    const heldKobo = await walletHoldingsUnderLock(tx, user.id);
    const before = await tx.accountClosureRequest.findUnique({ where: { userId: user.id } });
    if (before?.status === "PENDING") {
      return { requestedAt: before.requestedAt, closesAt: before.closesAt, existing: true };
    }
    if (heldKobo !== 0n) throw new ApiError("conflict", phrase("closure.errors.balance"));
    const requestedAt = new Date();
    const closesAt = new Date(requestedAt.getTime() + COOLING_OFF_MS);
    const fresh = { status: "PENDING" as const, requestedAt, closesAt, cancelledAt: null, completedAt: null };
    await tx.accountClosureRequest.upsert({
      where: { userId: user.id },
      create: { userId: user.id, ...fresh },
      update: fresh,
    });
    await endSessions(tx, user.id);
    await tellOwner(tx, user, user.appearance.language, closesAt);
    return { requestedAt, closesAt, existing: false };
  });
}

async function tellOwner(tx: Tx, user: AuthUser, language: Language, closesAt: Date): Promise<void> {
  const t = translator(language);
  const text = t("closure.messages.requested", { date: closesAt });
  const kind = "closure:requested";
  await enqueueMessage(tx, { userId: user.id, channel: "sms", to: user.phoneNumber, text, kind });
  if (user.email) {
    const subject = t("closure.messages.requestedSubject");
    await enqueueMessage(tx, { userId: user.id, channel: "email", to: user.email, subject, text, kind });
  }
}
