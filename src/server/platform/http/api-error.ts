import type { Language } from "@/i18n/locales";
import { asPhrase, phrase, type Phrase, type PhraseText } from "@/i18n/phrase";
import { sayPhrase } from "@/i18n/say-phrase";
import {
  DATABASE_UNAVAILABLE,
  PAYMENT_UNCONFIRMED,
  isDatabaseUnavailable,
  reportDatabaseUnavailable,
} from "./database-unavailable";
import { isWriteConflict } from "../database/db-errors";

/** The vendor could not be reached or answered out of contract: nothing is decided, the user may retry. */
export class IdentityProviderUnavailableError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = "IdentityProviderUnavailableError";
  }
}

/** Every failure the API answers on purpose: a status from one table and a message a person can act on. */
const STATUS = {
  bad_request: 400,
  unauthorized: 401,
  /** A card the provider declined. */
  payment_required: 402,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unprocessable: 422,
  too_many_requests: 429,
  provider_unavailable: 503,
} as const;

export type ApiErrorCode = keyof typeof STATUS;

export class ApiError extends Error {
  readonly status: number;
  /** The refusal, said in the reader's language where it is answered. */
  readonly said: Phrase;

  constructor(
    readonly code: ApiErrorCode,
    said: Phrase | PhraseText,
    readonly headers: Record<string, string> = {},
  ) {
    const phrase = asPhrase(said);
    // The English, for logs and for code that reads an error's message.
    super(sayPhrase(phrase, "en"));
    this.name = "ApiError";
    this.status = STATUS[code];
    this.said = phrase;
  }
}

export const VERIFICATION_UNAVAILABLE = phrase("serverErrors.verificationUnavailable");

/**
 * The answer for any error: ours as they are; an identity vendor that is down or slow a 503 in a person's
 * words (nothing was decided, so nothing was saved); a database that is down or stalled a 503 that says the money is
 * safe (logged once per interval); anything else a generic 500, logged without request data. Every message is
 * a phrase, said here once in the person's `language`; `code` and the status never change with it, since
 * clients branch on them.
 */
export function errorResponse(error: unknown, request?: Request, language: Language = "en"): Response {
  const say = (message: Phrase, status: number, headers?: Record<string, string>) =>
    Response.json({ message: sayPhrase(message, language) }, { status, headers });
  if (error instanceof ApiError) return say(error.said, error.status, error.headers);
  if (error instanceof IdentityProviderUnavailableError) {
    return say(VERIFICATION_UNAVAILABLE, 503, { "Retry-After": "60" });
  }
  if (isDatabaseUnavailable(error)) {
    reportDatabaseUnavailable(error);
    const message = request?.headers.has("idempotency-key") ? PAYMENT_UNCONFIRMED : DATABASE_UNAVAILABLE;
    return say(message, 503, { "Retry-After": "30" });
  }
  // Two transactions met on the same rows and PostgreSQL rolled this one back: nothing it did was kept, and the
  // same request again (a payment keeps its key) goes through. Paths lock in one order so this stays rare.
  if (isWriteConflict(error)) {
    console.warn("Write conflict answered 503:", error instanceof Error ? error.message : String(error));
    return say(DATABASE_UNAVAILABLE, 503, { "Retry-After": "1" });
  }
  // The error's own text and stack only: never the request body, which may hold a password or a BVN.
  console.error("Unhandled API error:", error instanceof Error ? (error.stack ?? error.message) : String(error));
  return say(SOMETHING_WENT_WRONG, 500);
}

export const SOMETHING_WENT_WRONG = phrase("serverErrors.somethingWentWrong");

export const SIGN_IN_REQUIRED = phrase("serverErrors.signInRequired");
