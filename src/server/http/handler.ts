import "server-only";
import { ApiError, SIGN_IN_REQUIRED, errorResponse } from "./api-error";
import { sessionTokenFrom, userFromSessionToken, type AuthUser } from "@/server/session";

type Params = Promise<Record<string, string | string[]>>;
type Result = Response | Record<string, unknown>;

/**
 * The one wrapper every route handler goes through: it maps our errors to their status and message, and
 * anything else to a logged, generic 500. A plain object returned is answered as JSON with status 200.
 */
export function publicRoute(handle: (request: Request, context: { params: Params }) => Promise<Result>) {
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
