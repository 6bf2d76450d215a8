import { isRefunded, shownStatus } from "@/lib/transaction-display";
import "server-only";
import type { Database } from "@/server/platform";
import type { Language } from "@/i18n/locales";
import { translator } from "@/i18n/translator";
import { findTransaction, presentTransaction, TRANSACTION_DETAIL_FIELDS } from "@/server/money";
import type { TransactionView } from "@/lib/transaction-view";
import { dateTimeIn, maskAccount, nairaIn } from "./format-in";
import { receiptLink } from "./receipt-link";

/** What a receipt shows, in its owner's language: the same for the image, the PDF and the check page. */
export type Receipt = {
  language: Language;
  title: string;
  amount: string;
  status: string;
  /** The raw status ("Completed"), for colour. */
  state: string;
  reference: string;
  /** Label and value, in order: date, the other side (never the sender), fee, session id. */
  rows: [string, string][];
  link: string;
  fileName: string;
  /** The receipt's own words: its reference's label and the lines beside the QR code. */
  words: { reference: string; verifyLine: string; verifyHint: string };
};

/**
 * The rows of a receipt. Never the sender's name or phone number: a transfer's receipt names the recipient and
 * their bank with the account masked; money received names only the paying bank (the person who paid is the
 * sender there); a top-up names the card by brand and last four digits. The description is left out too: people
 * write their own names in it.
 */
export function receiptOf(transaction: TransactionView, language: Language, origin: string): Receipt {
  const t = translator(language);
  // A scheduled send is not money sent: its receipt says so.
  const status = shownStatus(transaction) as
    "Completed" | "Pending" | "Failed" | "Reversed" | "Held" | "Scheduled" | "Cancelled";
  const rows: [string, string][] = [
    [t("receipts.field.dateTime"), dateTimeIn(language, new Date(transaction.transactionDate))],
  ];
  const account = maskAccount(transaction.recipientAccountNumber);
  if (transaction.transactionType === "SEND") {
    rows.push([t("receipts.field.recipient"), transaction.recipientName ?? t("receipts.unknownRecipient")]);
    if (transaction.recipientBank) rows.push([t("receipts.field.bank"), transaction.recipientBank]);
    if (account) rows.push([t("receipts.field.accountNumber"), account]);
    rows.push([t("receipts.field.fee"), nairaIn(language, transaction.fee)]);
    // A declined, returned or cancelled send gave its money back: where it went, even when a card paid it.
    if (isRefunded(transaction.status)) rows.push([t("receipts.field.returnedTo"), t("receipts.veilWallet")]);
  } else {
    rows.push([t("receipts.field.to"), t("receipts.veilWallet")]);
    if (transaction.transactionType === "RECEIVE") {
      if (transaction.recipientBank) rows.push([t("receipts.field.sendersBank"), transaction.recipientBank]);
      if (account) rows.push([t("receipts.field.sendersAccount"), account]);
    }
    if (transaction.cardLast4) {
      rows.push([t("receipts.field.card"), `${transaction.cardBrand ?? ""} **** ${transaction.cardLast4}`.trim()]);
    }
  }
  if (transaction.sessionId) rows.push([t("receipts.field.sessionId"), transaction.sessionId]);
  return {
    language,
    title: t(`receipts.title.${transaction.transactionType}`),
    amount: nairaIn(language, transaction.amount),
    status: t.has(`receipts.status.${status}`) ? t(`receipts.status.${status}`) : transaction.status,
    state: transaction.status,
    reference: transaction.transactionReference,
    rows,
    link: receiptLink(origin, transaction.transactionReference),
    fileName: t("receipts.fileName", { reference: transaction.transactionReference }),
    words: {
      reference: t("receipts.field.reference"),
      verifyLine: t("receipts.verifyLine"),
      verifyHint: t("receipts.verifyHint"),
    },
  };
}

/** The owner's receipt for one of their transactions, or null: another person's is as absent as a missing one. */
export async function ownReceipt(
  db: Database,
  userId: string,
  id: string,
  language: Language,
  origin: string,
): Promise<Receipt | null> {
  const transaction = await findTransaction(db, userId, id);
  return transaction ? receiptOf(transaction, language, origin) : null;
}

/** A transaction by its reference, for the public check page: whoever holds a genuine link may see its receipt. */
export async function transactionByReference(db: Database, reference: string): Promise<TransactionView | null> {
  const row = await db.transaction.findUnique({
    where: { transactionReference: reference },
    select: TRANSACTION_DETAIL_FIELDS,
  });
  return row ? presentTransaction(row) : null;
}
