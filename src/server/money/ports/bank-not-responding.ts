import { phrase } from "@/i18n/phrase";

/** What a person is told when a money vendor is unreachable, slow or answers out of contract and what was
 * moved is Pending: the jobs settle it. */
export const BANK_NOT_RESPONDING = phrase("serverErrors.bankNotResponding");

/** The same when nothing was moved and nothing will be retried: the person asks again. */
export const BANK_NOT_RESPONDING_TRY_AGAIN = phrase("serverErrors.bankNotRespondingTryAgain");
