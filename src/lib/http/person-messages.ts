// What a screen says when the server gave no sentence of its own, or one not written for a person: phrases of
// the connection namespace, said in the page's language where they leave the request (page-language.ts).
import { phraseText } from "@/i18n/phrase";

export const CONNECTION_LOST = phraseText("connection.connectionLost");
export const SERVER_TROUBLE = phraseText("connection.serverTrouble");
export const STILL_PROCESSING = phraseText("connection.stillProcessing");

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
