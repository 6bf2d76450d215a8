import "server-only";
import {
  ApiError,
  type Database,
  type Tx,
  isUniqueViolation,
  perClient,
  openSecretField,
  secretField,
  spendHourly,
} from "@/server/platform";
import { enqueueMessage, savedLanguage } from "@/server/notify";
import { normalizeAlertReference, type MistakenPaymentInput } from "@/lib/schemas/mistaken-payment";
import { amountKobo } from "@/lib/schemas/amount";
import { decimalStringToKobo, formatNaira } from "@/lib/money";
import { translator } from "@/i18n/translator";
import { phrase } from "@/i18n/phrase";
import { newCaseReference } from "./case-reference";
import { supportAddress } from "./support-address";

// Someone's bank alert says a Veil transfer reached them and they think it was not meant for them. Veil knows
// the sender (the alert's reference is the transfer's); the person who came forward does not, and must not: the
// answer names a case reference only. The sender is told a recipient came forward, never who. Matching needs
// three facts only the recipient holds together (the reference, the amount, the last four digits of the
// account it reached), so the page cannot be used to learn whether a transfer exists.

const CONTACT_PURPOSE = "mistaken payment contact";

/** Reports one client may make in an hour, and one transfer may receive. */
export const MISTAKE_REPORTS_PER_CLIENT_PER_HOUR = 10;
export const MISTAKE_REPORTS_PER_TRANSFER_PER_HOUR = 3;
/** Tries on one alert reference in an hour, matching or not. */
export const MISTAKE_TRIES_PER_REFERENCE_PER_HOUR = 10;

/** A reporter's contact as they typed it, for the staff member who pressed Show (and was recorded doing so). */
export function openMistakeContact(sealed: string): string | null {
  return openSecretField(CONTACT_PURPOSE, sealed);
}

export type MistakenPaymentAnswer = { reference: string };

const NO_MATCH = () => new ApiError("not_found", phrase("serverErrors.mistakeNoMatch"));

/**
 * Opens a case on the sender's side (origin RECIPIENT, reason WRONG_RECIPIENT) for the transfer these facts
 * describe, or adds to the one already open on it, with the reporter's contact sealed beside it; tells the
 * sender and support. A transfer still pending, failed or refunded did not reach anyone: no match.
 */
export async function reportMistakenPayment(
  db: Database,
  request: Request,
  input: MistakenPaymentInput,
): Promise<MistakenPaymentAnswer> {
  const reference = normalizeAlertReference(input.reference);
  // Tries on one reference are counted whether they match or not, wherever they come from: with a reference and
  // an amount, the last four digits cannot be guessed in the hour's few tries.
  await spendHourly(db, [
    ...perClient(request.headers, "mistaken-payment", MISTAKE_REPORTS_PER_CLIENT_PER_HOUR),
    { bucket: `mistaken-payment:reference:${reference}`, max: MISTAKE_TRIES_PER_REFERENCE_PER_HOUR },
  ]);
  const transfer = await db.transaction.findUnique({
    where: { transactionReference: reference },
    select: {
      id: true,
      userId: true,
      amount: true,
      status: true,
      transactionType: true,
      transactionDate: true,
      payout: { select: { accountNumber: true, status: true } },
    },
  });
  const matches =
    transfer?.transactionType === "SEND" &&
    transfer.status === "COMPLETED" &&
    transfer.payout?.status === "SUCCEEDED" &&
    transfer.payout.accountNumber.endsWith(input.accountLast4) &&
    decimalStringToKobo(transfer.amount.toString()) === amountKobo(input.amount);
  if (!transfer || !matches) throw NO_MATCH();
  await spendHourly(db, [
    { bucket: `mistaken-payment:transfer:${transfer.id}`, max: MISTAKE_REPORTS_PER_TRANSFER_PER_HOUR },
  ]);
  const contact = secretField(CONTACT_PURPOSE, input.contact.trim());
  for (let attempt = 0; ; attempt++) {
    try {
      return await db.$transaction((tx) => writeReport(tx, transfer, contact, input.note || null));
    } catch (error) {
      // Two reports at once for a transfer with no open case: the second finds the first's case on its retry.
      if (attempt < 2 && (isUniqueViolation(error, "open_transaction_id") || isUniqueViolation(error, "reference"))) {
        continue;
      }
      throw error;
    }
  }
}

type Transfer = { id: number; userId: string; amount: { toString(): string }; transactionDate: Date };

async function writeReport(tx: Tx, transfer: Transfer, contact: string, note: string | null) {
  const open = await tx.supportCase.findUnique({
    where: { openTransactionId: transfer.id },
    select: { id: true, reference: true, status: true },
  });
  const supportCase =
    open ??
    (await tx.supportCase.create({
      data: {
        reference: newCaseReference(),
        userId: transfer.userId,
        transactionId: transfer.id,
        openTransactionId: transfer.id,
        reason: "WRONG_RECIPIENT",
        origin: "RECIPIENT",
        note: "",
        events: { create: { status: "RECEIVED" } },
      },
      select: { id: true, reference: true, status: true },
    }));
  const earlier = await tx.mistakenPaymentReport.count({ where: { caseId: supportCase.id } });
  await tx.mistakenPaymentReport.create({
    data: { caseId: supportCase.id, transactionId: transfer.id, contact, note },
  });
  // The sender hears it once per case; support sees every report in the console.
  if (earlier === 0) await tellSender(tx, transfer, supportCase.reference);
  await tellSupport(tx, transfer, supportCase.reference, open !== null);
  return { reference: supportCase.reference };
}

/** The sender hears that the person their transfer reached came forward: never who, and what happens next. */
async function tellSender(tx: Tx, transfer: Transfer, caseReference: string) {
  const user = await tx.user.findUniqueOrThrow({
    where: { id: transfer.userId },
    select: { phoneNumber: true, email: true },
  });
  const language = await savedLanguage(tx, transfer.userId);
  const t = translator(language);
  const text = t("cases.mistake.senderText", {
    amount: formatNaira(transfer.amount.toString(), language),
    reference: caseReference,
  });
  const kind = "case:mistaken-payment";
  if (user.email) {
    const subject = t("cases.mistake.senderSubject", { reference: caseReference });
    await enqueueMessage(tx, { userId: transfer.userId, channel: "email", to: user.email, subject, text, kind });
  } else {
    await enqueueMessage(tx, { userId: transfer.userId, channel: "sms", to: user.phoneNumber, text, kind });
  }
}

/** Support's copy, in English: the case to open in the console, where the reporter's contact is. */
async function tellSupport(tx: Tx, transfer: Transfer, caseReference: string, added: boolean) {
  const t = translator("en");
  await enqueueMessage(tx, {
    userId: transfer.userId,
    channel: "email",
    to: supportAddress(),
    subject: t("cases.mistake.supportSubject", { reference: caseReference }),
    text: t(added ? "cases.mistake.supportAdded" : "cases.mistake.supportOpened", {
      reference: caseReference,
      amount: formatNaira(transfer.amount.toString()),
      date: transfer.transactionDate.toISOString(),
    }),
    kind: "case:to-support",
  });
}
