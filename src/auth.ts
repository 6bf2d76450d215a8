// How a session is made, in one place: next-auth's credentials provider checks the phone number and password,
// and its JWT (encrypted with NEXTAUTH_SECRET) is the session cookie. next-auth's own routes are not mounted:
// POST /api/auth/login, /api/auth/logout and GET /api/auth/me (the spec's calls) wrap this module, so there is
// one way in, with one throttle and one JSON contract.
import "server-only";
import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { env } from "@/env";
import { loginSchema } from "@/lib/schemas/login";
import { authenticate } from "@/server/accounts/authenticate";
import { clientIp } from "@/server/http/client-ip";
import {
  SESSION_MAX_AGE_SECONDS,
  cookieOptions,
  sessionCookieName,
  type SessionClaims,
} from "@/server/auth/session-token";

export const credentialsProvider = CredentialsProvider({
  id: "credentials",
  name: "Phone number",
  credentials: {
    phoneNumber: { label: "Phone Number", type: "tel" },
    password: { label: "Password", type: "password" },
  },
  async authorize(credentials, request) {
    const input = loginSchema.parse(credentials);
    const user = await authenticate(input, clientIp(new Headers(request.headers as Record<string, string>)));
    return { id: user.id, sessionVersion: user.sessionVersion };
  },
});

export function authOptions(): NextAuthOptions {
  return {
    secret: env().NEXTAUTH_SECRET,
    providers: [credentialsProvider],
    session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS },
    cookies: {
      sessionToken: { name: sessionCookieName(), options: cookieOptions(SESSION_MAX_AGE_SECONDS) },
    },
    pages: { signIn: "/login" },
    callbacks: {
      jwt({ token, user }) {
        if (user) token.sv = (user as { sessionVersion?: number }).sessionVersion ?? 0;
        return token;
      },
    },
  };
}

/** Runs the credentials provider, as next-auth's sign-in would, and returns the signed-in user's claims. */
export async function signInWithCredentials(body: unknown, headers: Headers): Promise<SessionClaims> {
  const authorize = credentialsProvider.options.authorize;
  const user = await authorize(body as Record<string, string>, {
    headers: Object.fromEntries(headers),
    body: {},
    query: {},
    method: "POST",
  });
  return { sub: user!.id, sv: (user as { sessionVersion: number }).sessionVersion };
}
