import { asGiven, phrase, type Phrase, type PhraseKey } from "@/i18n/phrase";
import { SANDBOX_DECLINES } from "./sandbox/sandbox-test-cards";

// The declines card acquirers word the same way (Paystack's test mode, and the cards sandbox that mirrors it): each
// has its sentence in Veil's catalogue, said in the reader's language. Any other reason is shown as it came.
const KNOWN: Record<string, PhraseKey> = {
  [SANDBOX_DECLINES.declined]: "serverErrors.cardDeclined",
  [SANDBOX_DECLINES.insufficientFunds]: "serverErrors.cardInsufficientFunds",
  [SANDBOX_DECLINES.invalidNumber]: "serverErrors.cardNumberNotValid",
  [SANDBOX_DECLINES.expired]: "serverErrors.cardExpired",
  [SANDBOX_DECLINES.wrongPin]: "serverErrors.cardPinIncorrect",
  [SANDBOX_DECLINES.wrongOtp]: "serverErrors.cardOtpIncorrect",
  [SANDBOX_DECLINES.cancelled3ds]: "serverErrors.cardPaymentCancelledAtBank",
  [SANDBOX_DECLINES.removedCard]: "serverErrors.savedCardCannotBeCharged",
};

/** An acquirer's reason for a decline, as a sentence, as Veil says it. */
export function declinePhrase(reason: string): Phrase {
  const said = reason.trim();
  const sentence = /[.!?]$/.test(said) ? said : `${said}.`;
  const key = KNOWN[sentence];
  return key ? phrase(key) : asGiven(sentence);
}
