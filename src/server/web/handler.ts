import "server-only";
import {
  ApiError,
  SIGN_IN_REQUIRED,
  errorResponse,
  isDatabaseUnavailable,
  localizedAnswer,
  assertSameOrigin,
  drainJobsAfterResponse,
} from "@/server/platform";
import { languageOfRequest, withRequest } from "@/server/web/request-language";
import { sessionFromToken, type AuthUser } from "@/server/auth";
import { sessionTokenFrom, userFromSessionToken } from "@/server/web/session";
import { UnverifiedSession } from "@/server/money";

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
 * As userRoute, for the one handler whose own database statements check that the session is still current
 * (the transfer: its PIN check and send_money refuse an ended session, with 401, before they count or write
 * anything), which saves every transfer a round trip. Here only the token is checked: signed by us, not
 * expired. The handler gets an UnverifiedSession, whose id it cannot read: only its PIN check, send_money's
 * input, its own `verify` and the idempotency key's scope can. route-wrappers.test.ts keeps this wrapper to the
 * transfer.
 */
export function sessionRoute(
  handle: (request: Request, session: UnverifiedSession, context: { params: Params }) => Promise<Result>,
) {
  return publicRoute(async (request, context) => {
    const subject = await sessionFromToken(sessionTokenFrom(request));
    if (!subject) throw new ApiError("unauthorized", SIGN_IN_REQUIRED);
    return handle(request, new UnverifiedSession(subject), context);
  });
}
