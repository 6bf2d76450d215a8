// What a screen says when the server gave no sentence of its own, or one not written for a person.

export const CONNECTION_LOST = "We could not reach Veil. Check your internet connection, then try again.";
export const SERVER_TROUBLE = "Something went wrong on our side. Your money is safe; please try again in a minute.";
export const STILL_PROCESSING =
  "Your earlier attempt is still being processed. Check your transactions in a minute before trying again.";

// Words that belong to the protocol, not to a person: a message holding one is replaced by the fallback.
const JARGON = /idempotency|header|sqlstate|prisma|stack|exception|\bnull\b|undefined/i;

/**
 * The sentence to show for a failed answer: the server's own message when it wrote one for a person, else
 * what to do next (try again later for a server fault, the screen's fallback for a refusal).
 */
export function personMessage(status: number, serverMessage: string, fallback: string): string {
  if (serverMessage && !JARGON.test(serverMessage)) return serverMessage;
  if (status === 0) return CONNECTION_LOST;
  if (status >= 500) return SERVER_TROUBLE;
  return fallback;
}
