// How a session is made, in one place: next-auth's credentials provider checks the phone number and password,
// and next-auth's JWT (encrypted with NEXTAUTH_SECRET, see src/server/auth/session-token.ts) is the session
// cookie. next-auth's own routes are not mounted: POST /api/auth/login, /api/auth/logout and GET /api/auth/me
// (the calls in docs/product.md's API table) wrap this module, so there is one way in, with one throttle and one JSON contract.
import "server-only";
import CredentialsProvider from "next-auth/providers/credentials";
import type { LoginInput } from "@/lib/schemas/login";
import { authenticate } from "@/server/accounts/authenticate";
import { clientIp } from "@/server/http/client-ip";
import { readCookie } from "@/server/http/read-cookie";
import { db } from "@/server/db";

export const credentialsProvider = CredentialsProvider({
  id: "credentials",
  name: "Phone number",
  credentials: {
    phoneNumber: { label: "Phone Number", type: "tel" },
    password: { label: "Password", type: "password" },
  },
  // Never returns null: a refusal is an ApiError (401, or 429 with Retry-After) that the route answers with.
  async authorize(credentials, request) {
    const headers = new Headers(request.headers as Record<string, string>);
    return authenticate(db, credentials as LoginInput, {
      ip: clientIp(headers),
      cookie: (name) => readCookie(headers, name),
    });
  },
});

type SignedIn = Awaited<ReturnType<typeof authenticate>>;

/** Runs the credentials provider, as next-auth's sign-in would, for input the route has already validated. */
export async function signInWithCredentials(input: LoginInput, headers: Headers): Promise<SignedIn> {
  const user = await credentialsProvider.options.authorize(input, {
    headers: Object.fromEntries(headers),
    body: {},
    query: {},
    method: "POST",
  });
  return user as SignedIn;
}
