import type { Messages } from "./messages";

/**
 * The refusals a screen says itself (the daily limit or the wallet's cap before the server would), or
 * recognises in the server's answer to put it on the right field or step (useSay of the same phrase): the only
 * server refusals the browser gets.
 */
export const BROWSER_SERVER_ERRORS = [
  "dailyLimit",
  "cardSendBalanceCap",
  "passwordTooCommon",
  "passwordHasPhone",
  "passwordIsCurrent",
  "loginChallengeGone",
  "loginChallengeUsedUp",
  "pinWrong",
  "samePin",
  "transactionNotFound",
] as const;

/**
 * The texts the browser needs: all but what only the server writes (its refusals, SMS and email), which would
 * otherwise ride along in every page's HTML, about a sixth of the whole.
 */
export function browserMessages(messages: Messages): Partial<Messages> {
  // The outbox's texts and the legal pages (server-rendered, and long) never reach the browser.
  const { serverErrors, outbox: _outbox, legal: _legal, ...rest } = messages;
  const said = Object.fromEntries(BROWSER_SERVER_ERRORS.map((key) => [key, serverErrors[key]]));
  return { ...rest, serverErrors: said as Messages["serverErrors"] };
}
