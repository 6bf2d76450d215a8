import "server-only";
import { ApiError, SIGN_IN_REQUIRED, errorResponse } from "./api-error";
import { assertSameOrigin } from "./same-origin";
import type { SessionSubject } from "@/server/auth/session-token";
import { sessionFromToken, type AuthUser } from "@/server/auth/current-user";
import { sessionTokenFrom, userFromSessionToken } from "@/server/session";

type Params = Promise<Record<string, string | string[]>>;
type Result = Response | Record<string, unknown>;

type Handle = (request: Request, context: { params: Params }) => Promise<Result>;

/**
 * The one wrapper every route handler goes through: it refuses a state-changing request from another site
 * (403, before anything is read or written), maps our errors to their status and message, and anything
 * else to a logged, generic 500. A plain object returned is answered as JSON with status 200.
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
    try {
      const result = await handle(request, context);
      return result instanceof Response ? result : Response.json(result);
    } catch (error) {
      return errorResponse(error);
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
 * As userRoute, for the one handler whose own database statement checks that the session is still current
 * (the transfer: send_money refuses an ended session, with 401, before it counts or writes anything), which
 * saves every transfer a round trip. Here only the token is checked: signed by us, not expired. The handler
 * gets a SessionSubject, not an AuthUser: no service that reads a user's data accepts it until
 * requireCurrentSession has turned it into one (current-user.ts), and route-wrappers.test.ts keeps this wrapper
 * to the transfer.
 */
export function sessionRoute(
  handle: (request: Request, session: SessionSubject, context: { params: Params }) => Promise<Result>,
) {
  return publicRoute(async (request, context) => {
    const session = await sessionFromToken(sessionTokenFrom(request));
    if (!session) throw new ApiError("unauthorized", SIGN_IN_REQUIRED);
    return handle(request, session, context);
  });
}
