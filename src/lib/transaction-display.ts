import { isVeilWallets } from "./banks";

export type DisplayedType = "SEND" | "RECEIVE" | "ADD_MONEY" | string;

/** The "money" namespace's words a transaction is described with: `useTranslations("money")` or its server twin. */
export type MoneyWords = (
  key:
    | "sentTo"
    | "receivedFrom"
    | "addedViaCard"
    | "cardPaymentTo"
    | "unknownRecipient"
    | "unknownSender"
    | "receivedFromVeilUser"
    | "refund.reversed"
    | "refund.failed"
    | "refund.returned"
    | "refund.returnedFromCard",
  values?: { name?: string; amount?: string; card?: string },
) => string;

/** As docs/product.md's Transactions table has it: sends are "Sent to {recipient}", minus, red; receipts "Received from {sender}", plus, green;
 * anything else "Added via Card", plus. A receipt keeps its sender in the counterparty columns (recipientName).
 * A Card to Account payment that did not become its transfer (declined, waiting, or kept in the wallet) is a
 * top-up that names whom it was paying.
 * The amount is drawn by <Naira sign> with the tone's sign. */
export function describeTransaction(
  type: DisplayedType,
  recipientName: string | null | undefined,
  say: MoneyWords,
  bank?: string | null,
) {
  if (type === "SEND") {
    return {
      title: say("sentTo", { name: recipientName ?? say("unknownRecipient") }),
      tone: "debit" as const,
    };
  }
  if (type === "RECEIVE") {
    return {
      // From another Veil wallet: the sender's name and number are never kept on the recipient's side.
      title:
        !recipientName && isVeilWallets(bank)
          ? say("receivedFromVeilUser")
          : say("receivedFrom", { name: recipientName ?? say("unknownSender") }),
      tone: "credit" as const,
    };
  }
  if (recipientName) return { title: say("cardPaymentTo", { name: recipientName }), tone: "credit" as const };
  return { title: say("addedViaCard"), tone: "credit" as const };
}

/**
 * A transaction's part in Card to Account: a transfer the card paid (its amount never left the balance, so it
 * has no sign), or a card payment that is not its transfer (a top-up naming whom it pays), which, credited,
 * stayed in the wallet. History and the detail page read it here.
 */
export function cardToAccountPart(transaction: {
  transactionType: DisplayedType;
  recipientName: string | null;
  status: string;
  cardLast4?: string | null;
}) {
  const cardPayment = transaction.transactionType === "ADD_MONEY" && Boolean(transaction.recipientName);
  const paidByCard = transaction.transactionType === "SEND" && Boolean(transaction.cardLast4);
  return {
    paidByCard,
    cardPayment,
    keptInWallet: cardPayment && transaction.status === "Completed",
    // Neither into the balance nor out of it: a card-paid transfer, and a card payment still waiting for its
    // bank (approved, it goes to the recipient), are drawn without a sign.
    unsigned: paidByCard || (cardPayment && transaction.status === "Pending"),
  };
}

/** How an amount is drawn: its sign, and the colour of money in, out, back, held or paid by a card. */
export function amountLook(status: string, tone: "debit" | "credit", unsigned: boolean) {
  return {
    sign: unsigned ? undefined : tone === "debit" ? ("-" as const) : ("+" as const),
    // A failed transfer moved no money: struck through in the muted colour (opacity would fail contrast). Held
    // money is not in the balance: muted, yet not struck through, since it has not gone back.
    colour: isRefunded(status)
      ? "text-muted-foreground line-through"
      : isHeld(status)
        ? "text-muted-foreground"
        : unsigned
          ? "text-foreground"
          : tone === "debit"
            ? "text-destructive"
            : "text-success",
  };
}

/**
 * The descriptions Veil itself writes on a transaction (a person's own are theirs, shown as typed), with the
 * key of the transaction namespace's `veilDescriptions` a screen says them in.
 */
export const VEIL_DESCRIPTIONS = { cardTopUp: "Card top-up", bankTransfer: "Bank transfer" } as const;

/** The key of a description Veil wrote on a top-up or money received, else null (a person's own words). */
export function veilDescriptionKey(
  type: DisplayedType,
  description: string | null,
): keyof typeof VEIL_DESCRIPTIONS | null {
  if (type === "SEND" || !description) return null;
  const keys = Object.keys(VEIL_DESCRIPTIONS) as (keyof typeof VEIL_DESCRIPTIONS)[];
  return keys.find((key) => VEIL_DESCRIPTIONS[key] === description) ?? null;
}

/** Status values as words: COMPLETED -> Completed (what the API carries; screens translate it). */
export function statusLabel(status: string): string {
  return status.charAt(0) + status.slice(1).toLowerCase();
}

/**
 * Statuses whose money is back in the wallet: Failed (the bank refused it), Reversed (it sent it back) and
 * Cancelled (its sender stopped it in its cooling-off).
 */
export function isRefunded(status: string): boolean {
  return status === "Failed" || status === "Reversed" || status === "Cancelled";
}

const TYPE_HEADINGS = { SEND: "moneySent", RECEIVE: "moneyReceived", ADD_MONEY: "moneyAdded" } as const;

/**
 * The detail page's heading, as its key in the transaction catalogue: what happened to the money. A returned
 * transfer left and its bank sent it back, which is not a transfer that never went.
 */
export function detailHeading(transaction: {
  status: string;
  transactionType: keyof typeof TYPE_HEADINGS;
  cardPayment: boolean;
  scheduledFor?: string | null;
}) {
  const { status, transactionType: type, cardPayment } = transaction;
  if (isRefunded(status) && type === "ADD_MONEY") return cardPayment ? "cardPaymentNotMade" : "moneyNotAdded";
  if (isRefunded(status) && type === "SEND") return status === "Reversed" ? "moneyReturned" : "moneyNotSent";
  // Not "Money Sent" before the bank has taken it: a pending send may still come back.
  if (status === "Pending" && type === "SEND") return transaction.scheduledFor ? "sendScheduled" : "moneyOnItsWay";
  if (cardPayment) return "cardPaymentMade";
  if (isHeld(status)) return "moneyOnHold";
  return TYPE_HEADINGS[type];
}

/** The status a screen shows: a cooling-off send still waiting is Scheduled, though the server keeps it Pending. */
export function shownStatus(transaction: { status: string; scheduledFor?: string | null }): string {
  return transaction.status === "Pending" && transaction.scheduledFor ? "Scheduled" : transaction.status;
}

/** Money received that the wallet could not take: kept aside, not in the balance. */
export function isHeld(status: string): boolean {
  return status === "Held";
}

/** Why a refunded transfer came back, and that it did: the receipt, the detail page and the history say this. */
export function refundNote(
  transaction: { status: string; failureReason: string | null; transactionType: string; cardLast4?: string | null },
  amountText: string,
  say: MoneyWords,
): string | null {
  if (!isRefunded(transaction.status)) return null;
  const why = transaction.failureReason ?? say(transaction.status === "Reversed" ? "refund.reversed" : "refund.failed");
  const sentence = /[.!?]$/.test(why) ? why : `${why}.`;
  if (transaction.transactionType !== "SEND") return sentence;
  // Card to Account: the money came from a card and is refunded to the wallet, which the person must be told.
  const returned = transaction.cardLast4
    ? say("refund.returnedFromCard", { amount: amountText, card: transaction.cardLast4 })
    : say("refund.returned", { amount: amountText });
  return `${sentence} ${returned}`;
}
