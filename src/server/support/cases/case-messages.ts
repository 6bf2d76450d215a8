import "server-only";
import type { Tx } from "@/server/platform";
import { enqueueMessage, savedLanguage } from "@/server/notify";
import { translator } from "@/i18n/translator";
import type { Language } from "@/i18n/locales";
import { formatNaira } from "@/lib/money";
import type { CaseReason, CaseStatus } from "@/lib/schemas/support-case";
import { supportAddress } from "./support-address";

export type CaseFacts = {
  reference: string;
  reason: CaseReason;
  note: string;
  userId: string;
  walletId: string;
  phoneNumber: string;
  email: string | null;
  /** Opened from /support signed out, after an SMS code to the wallet's phone number. */
  signedOut: boolean;
  transaction: { reference: string; amount: string; status: string; type: string; date: Date } | null;
};

/** The email support reads, in English: who, which transaction, why, and their words. */
export async function queueCaseToSupport(tx: Tx, facts: CaseFacts): Promise<void> {
  const t = translator("en");
  const lines = [
    t("cases.support.opened", { reference: facts.reference }),
    t("cases.support.reason", { reason: t(`cases.reasons.${facts.reason}`) }),
    t("cases.support.wallet", { walletId: facts.walletId, phone: facts.phoneNumber, email: facts.email ?? "-" }),
  ];
  if (facts.signedOut) lines.push(t("cases.support.signedOut"));
  const transaction = facts.transaction;
  if (transaction) {
    lines.push(
      t("cases.support.transaction", {
        reference: transaction.reference,
        type: transaction.type,
        amount: formatNaira(transaction.amount),
        status: transaction.status,
        date: transaction.date.toISOString(),
      }),
    );
  }
  lines.push("", facts.note, "", t("cases.support.howToAnswer", { reference: facts.reference }));
  await enqueueMessage(tx, {
    userId: facts.userId,
    channel: "email",
    to: supportAddress(),
    subject: t("cases.support.subject", { reference: facts.reference, reason: t(`cases.reasons.${facts.reason}`) }),
    text: lines.join("\n"),
    kind: "case:to-support",
  });
}

/** The person's own copy: email when they have one (the screen always shows the case). */
export async function queueCaseConfirmation(tx: Tx, facts: CaseFacts, language: Language): Promise<void> {
  if (!facts.email) return;
  const t = translator(language);
  await enqueueMessage(tx, {
    userId: facts.userId,
    channel: "email",
    to: facts.email,
    subject: t("cases.email.openedSubject", { reference: facts.reference }),
    text: t("cases.email.openedBody", { reference: facts.reference }),
    kind: "case:opened",
  });
}

/** A change support made: by email when the person has one, else by SMS, in their language. */
export async function queueCaseUpdate(
  tx: Tx,
  userId: string,
  reference: string,
  status: CaseStatus,
  note: string | null,
): Promise<void> {
  const user = await tx.user.findUniqueOrThrow({
    where: { id: userId },
    select: { phoneNumber: true, email: true },
  });
  const t = translator(await savedLanguage(tx, userId));
  const text = t("cases.email.update", { reference, status: t(`cases.statuses.${status}`), note: note ?? "" }).trim();
  const kind = `case:${status.toLowerCase()}`;
  if (user.email) {
    const subject = t("cases.email.updateSubject", { reference });
    await enqueueMessage(tx, { userId, channel: "email", to: user.email, subject, text, kind });
  } else {
    await enqueueMessage(tx, { userId, channel: "sms", to: user.phoneNumber, text, kind });
  }
}
