// The continue request of a card top-up waiting for the person: the answer the screen shows next. The PIN or
// OTP goes in the body of one request and is kept nowhere on the page afterwards.
import { PAYMENT_NOT_CONFIRMED } from "@/lib/http/money-request";
import { personMessage, STILL_PROCESSING } from "@/lib/http/person-messages";
import { inPageLanguage } from "@/lib/http/page-language";
import type { TransactionView } from "@/lib/transaction-view";
import type { CardAction } from "@/lib/cards";

export type TopUpAction = CardAction;

export type StepAnswer =
  { ok: true; transaction: TransactionView; action?: TopUpAction } | { ok: false; status: number; message: string };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Gives up on the step: the server credits the top-up if the bank approved it after all, else fails it. */
export function cancelTopUp(reference: string): Promise<StepAnswer> {
  return continueTopUp(reference, {}, "cancel");
}

export async function continueTopUp(
  reference: string,
  body: Record<string, string>,
  verb: "continue" | "cancel" = "continue",
): Promise<StepAnswer> {
  for (let attempt = 0; ; attempt++) {
    let response: Response;
    try {
      response = await fetch(`/api/add-money/${encodeURIComponent(reference)}/${verb}`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        credentials: "same-origin",
        body: JSON.stringify(body),
      });
    } catch {
      return { ok: false, status: 0, message: inPageLanguage(PAYMENT_NOT_CONFIRMED) };
    }
    // Another submission of this step is with the bank: its outcome is this one's too.
    if (response.status === 409 && attempt < 5) {
      await sleep(1500);
      continue;
    }
    let json: { data?: { transaction: TransactionView; action?: TopUpAction }; message?: string } = {};
    try {
      json = await response.json();
    } catch {
      // not JSON
    }
    if (response.ok && json.data) return { ok: true, transaction: json.data.transaction, action: json.data.action };
    const message = response.status === 409 ? STILL_PROCESSING : typeof json.message === "string" ? json.message : "";
    return { ok: false, status: response.status, message: inPageLanguage(personMessage(response.status, message, "")) };
  }
}
