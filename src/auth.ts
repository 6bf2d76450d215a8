// How a session is made, in one place: next-auth's credentials provider checks the phone number and password,
// and next-auth's JWT (encrypted with NEXTAUTH_SECRET, see src/server/platform/http/session-token.ts) is the session
// cookie. next-auth's own routes are mounted only for Google's OAuth dance (oauthOptions below); POST
// /api/auth/login, /api/auth/logout and GET /api/auth/me (the calls in docs/product.md's API table) wrap this
// module, so there is one way in, with one throttle and one JSON contract.
import "server-only";
import type { AuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { cookies } from "next/headers";
import { env } from "@/env";
import { sessionCookieName, clientIp, readCookie } from "@/server/platform";
import {
  afterGoogle,
  isConnectable,
  clearedLinkIntentCookie,
  linkIntentCookieName,
  signInTicketCookie,
  authenticate,
} from "@/server/auth";
import { facebookProvider, googleProvider, oauthOffered } from "@/server/vendors";
import type { LoginInput } from "@/lib/schemas/login";
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

/**
 * next-auth's OAuth flow, for Google only (src/app/api/auth/[...nextauth]/route.ts): next-auth checks Google's
 * answer (state, PKCE, the ID token) and afterGoogle decides what it means; next-auth never makes a session
 * of its own. Every way the callback ends is a redirect to one of Veil's pages.
 */
export function oauthOptions(): AuthOptions {
  return {
    providers: oauthOffered().map((provider) => (provider === "google" ? googleProvider() : facebookProvider())),
    secret: env().NEXTAUTH_SECRET,
    pages: { signIn: "/login", error: "/login" },
    callbacks: {
      async signIn({ account, profile }) {
        const provider = account?.provider;
        const subject = isConnectable(provider) ? account?.providerAccountId : undefined;
        if (!isConnectable(provider) || !subject)
          return `/login?${provider === "facebook" ? "facebook" : "google"}=failed`;
        // Google says whether it verified the email; Facebook gives only an email its owner confirmed.
        const claims = profile as { email?: string; email_verified?: boolean } | undefined;
        const email = claims?.email && (provider === "facebook" || claims.email_verified) ? claims.email : null;
        const store = await cookies();
        const outcome = await afterGoogle(
          db,
          { provider, subject, email },
          {
            linkIntent: store.get(linkIntentCookieName())?.value,
            sessionToken: store.get(sessionCookieName())?.value,
          },
        );
        if (outcome.kind === "sign-in") {
          const ticket = signInTicketCookie(outcome.ticket);
          store.set(ticket.name, ticket.value, ticket.options);
        }
        const cleared = clearedLinkIntentCookie();
        store.set(cleared.name, cleared.value, cleared.options);
        return outcome.location;
      },
    },
  };
}
