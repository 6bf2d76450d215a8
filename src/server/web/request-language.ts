import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";
import { headers } from "next/headers";
import { getSessionUser, sessionTokenFrom, userFromSessionToken } from "@/server/web/session";
import { whenDatabaseUnavailable, readCookie } from "@/server/platform";
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  type Language,
  LANGUAGE_COOKIE,
  languageFromAcceptLanguage,
} from "@/i18n/locales";

/**
 * The one rule for the language Veil answers in: a signed-in person's setting (kept per account, so it follows
 * them to every device); signed out, the footer's choice (cookie), then the browser's languages, then English.
 * With the database unreachable the signed-in setting cannot be read, and the cookie or browser decides.
 */
async function chosenLanguage(
  headers: Pick<Headers, "get">,
  account: () => Promise<Language | null>,
): Promise<Language> {
  const own = await account().catch(whenDatabaseUnavailable(null));
  return own ?? browserLanguage(headers);
}

/** Signed out: the footer's choice (cookie), then the browser's languages, then English. */
function browserLanguage(headers: Pick<Headers, "get">): Language {
  const chosen = readCookie(new Headers({ cookie: headers.get("cookie") ?? "" }), LANGUAGE_COOKIE);
  if (isLanguage(chosen)) return chosen;
  return languageFromAcceptLanguage(headers.get("accept-language")) ?? DEFAULT_LANGUAGE;
}

/** The language of this page render. */
export async function requestLanguage(): Promise<Language> {
  return chosenLanguage(await headers(), async () => (await getSessionUser())?.appearance.language ?? null);
}

/**
 * The language of a route handler's request, by the same rule. `withAccount: false` skips the signed-in
 * setting (one query), for an answer given because the database is unreachable.
 */
export async function languageOfRequest(request: Request, { withAccount = true } = {}): Promise<Language> {
  return chosenLanguage(request.headers, async () =>
    withAccount ? ((await userFromSessionToken(sessionTokenFrom(request)))?.appearance.language ?? null) : null,
  );
}

const handling = new AsyncLocalStorage<Request>();

/** Runs a route handler with its request at hand, for signedOutLanguage below (handler.ts does it for all). */
export function withRequest<T>(request: Request, run: () => T): T {
  return handling.run(request, run);
}

/**
 * The language of the signed-out person the current route handler is answering (an SMS code for someone
 * signing up has no account, hence no setting, to read): their cookie or browser. English outside a request
 * (a job, a script), where there is no person to ask.
 */
export function signedOutLanguage(): Language {
  const request = handling.getStore();
  return request ? browserLanguage(request.headers) : DEFAULT_LANGUAGE;
}
