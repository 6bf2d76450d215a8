import { isVeilWallets } from "@/lib/banks";
import "server-only";
import { type Database, configuredOrigin } from "@/server/platform";
import { translator } from "@/i18n/translator";
import { findTransaction } from "@/server/money";
import { savedLanguage } from "@/server/notify";
import { receiptOf } from "./receipt-data";

/**
 * An email receipt's subject and text, written when it is sent, in its owner's language at that moment: the same
 * rows as the receipt's image and PDF (receiptOf, so its naira and dates are written once), a sentence saying what
 * happened, the receipt's check link where this site's address is configured (a job has no request to take one
 * from), and why the email came. Null when the transaction is gone (nothing to write).
 */
export async function receiptEmail(
  db: Database,
  userId: string,
  transactionId: number,
): Promise<{ subject: string; text: string } | null> {
  const language = await savedLanguage(db, userId);
  const transaction = await findTransaction(db, userId, String(transactionId), language);
  if (!transaction) return null;
  const origin = configuredOrigin();
  const receipt = receiptOf(transaction, language, origin ?? "");
  const t = translator(language);
  const amount = receipt.amount;
  const name = transaction.recipientName ?? t("receipts.unknownRecipient");
  const sent = transaction.transactionType === "SEND";
  const what = sent
    ? t("receipts.email.sent", { amount, name })
    : transaction.cardLast4
      ? t("receipts.email.addedByCard", {
          amount,
          brand: transaction.cardBrand ?? "none",
          last4: transaction.cardLast4,
        })
      : transaction.transactionType === "RECEIVE" && isVeilWallets(transaction.recipientBank)
        ? t("receipts.email.addedFromVeilUser", { amount })
        : transaction.transactionType === "RECEIVE"
          ? t("receipts.email.addedByTransfer", { amount, from: transaction.recipientName ?? "none" })
          : t("receipts.email.added", { amount });
  const line = (label: string, value: string) => t("receipts.email.line", { label, value });
  const lines = [
    what,
    "",
    line(t("receipts.field.amount"), amount),
    ...receipt.rows.map(([label, value]) => line(label, value)),
    line(receipt.words.reference, receipt.reference),
    ...(origin ? ["", `${receipt.words.verifyLine} ${receipt.link}`] : []),
    "",
    t("receipts.email.why"),
  ];
  return {
    subject: sent ? t("receipts.email.subjectSent", { amount, name }) : t("receipts.email.subjectAdded", { amount }),
    text: lines.join("\n"),
  };
}
