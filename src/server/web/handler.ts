import "server-only";
import {
  ApiError,
  SIGN_IN_REQUIRED,
  errorResponse,
  isDatabaseUnavailable,
  localizedAnswer,
  assertSameOrigin,
  drainJobsAfterResponse,
  idempotencyKeyFrom,
  readBody,
} from "@/server/platform";
import { languageOfRequest, withRequest } from "@/server/web/request-language";
import { sessionFromToken, type AuthUser } from "@/server/auth";
import { sessionTokenFrom, userFromSessionToken, userWithTransactionPin } from "@/server/web/session";
import { withTransactionPin } from "@/lib/schemas/transaction-pin";
import type * as z from "@/lib/schemas/zod";

type Params = Promise<Record<string, string | string[]>>;
type Result = Response | Record<string, unknown>;

type Handle = (request: Request, context: { params: Params }) => Promise<Result>;

/**
 * The one wrapper every route handler goes through: it refuses a state-changing request from another site
 * (403, before anything is read or written), maps our errors to their status and message (in the person's
 * language, like its other non-200 JSON answers), and anything else to a logged, generic 500. A plain object
 * returned is answered as JSON with status 200.
 */
export function publicRoute(handle: Handle) {
  return answer(async (request, context) => {
    assertSameOrigin(request);
    return handle(request, context);
  });
}

/**
 * For server-to-server calls only (a provider's webhook): no browser sends them, so there is no Origin to
 * check. The handler must authenticate the caller itself, by signature, before it reads anything.
 */
export function serverToServerRoute(handle: Handle) {
  return answer(handle);
}

function answer(handle: Handle) {
  return async (request: Request, context: { params: Params }): Promise<Response> => {
    drainJobsAfterResponse();
    try {
      const result = await withRequest(request, () => handle(request, context));
      if (!(result instanceof Response)) return Response.json(result);
      return localizedAnswer(result, () => languageOfRequest(request).catch(() => "en" as const));
    } catch (error) {
      // The person's setting is read only when the database can answer; else their cookie or browser decides.
      const language = await languageOfRequest(request, { withAccount: !isDatabaseUnavailable(error) }).catch(
        () => "en" as const,
      );
      return errorResponse(error, request, language);
    }
  };
}

/** As publicRoute, for signed-in users only: no valid session (whatever the proxy did) answers 401. */
export function userRoute(handle: (request: Request, user: AuthUser, context: { params: Params }) => Promise<Result>) {
  return publicRoute(async (request, context) => {
    const user = await userFromSessionToken(sessionTokenFrom(request));
    if (!user) throw new ApiError("unauthorized", SIGN_IN_REQUIRED);
    return handle(request, user, context);
  });
}

/**
 * As userRoute, for the requests that move money with the transaction PIN (a transfer, a card top-up, Card to
 * Account): the Idempotency-Key header is required, the body is read with its PIN split off (never in the key's
 * fingerprint or a log), and one statement checks that the session is current, the PIN right, and reads the
 * user (signedInWithPin), so who is asking costs no round trip of its own. Only a session's token is checked
 * before: a missing or forged one answers 401 before the body is read.
 */
export function pinRoute<S extends z.core.$ZodType>(
  schema: S,
  handle: (request: Request, user: AuthUser, body: { input: z.output<S>; key: string }) => Promise<Result>,
) {
  return publicRoute(async (request) => {
    const session = await sessionFromToken(sessionTokenFrom(request));
    if (!session) throw new ApiError("unauthorized", SIGN_IN_REQUIRED);
    const key = idempotencyKeyFrom(request);
    const { transactionPin, input } = await readBody(request, withTransactionPin(schema));
    const user = await userWithTransactionPin(session, transactionPin);
    return handle(request, user, { input, key });
  });
}
