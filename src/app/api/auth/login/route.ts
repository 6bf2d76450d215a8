// POST /api/auth/login - sign in with phone number and password (throttled; see login-throttle.ts)
import { loginSchema } from "@/lib/schemas/login";
import { signInWithCredentials } from "@/auth";
import { publicRoute } from "@/server/http/handler";
import { readBody } from "@/server/http/read-body";
import { signedInResponse } from "@/server/http/session-response";
import { toSessionUser } from "@/lib/session-user";

export const POST = publicRoute(async (request) => {
  const input = await readBody(request, loginSchema);
  const user = await signInWithCredentials(input, request.headers);
  return signedInResponse({ data: { user: toSessionUser(user) } }, user, request);
});
