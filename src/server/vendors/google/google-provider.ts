import "server-only";
import GoogleProvider from "next-auth/providers/google";
import { env } from "@/env";

/** Google's OAuth client is set up on this deployment: only then is Google offered anywhere. */
export function googleConfigured(): boolean {
  return Boolean(env().GOOGLE_CLIENT_ID && env().GOOGLE_CLIENT_SECRET);
}

/**
 * next-auth's Google provider (OpenID Connect: the ID token is checked against Google's published keys,
 * with PKCE and state), at the issuer the environment names: Google's own, or the local stand-in in tests.
 */
export function googleProvider() {
  const { GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET, GOOGLE_ISSUER } = env();
  return GoogleProvider({
    clientId: GOOGLE_CLIENT_ID ?? "",
    clientSecret: GOOGLE_CLIENT_SECRET ?? "",
    wellKnown: `${GOOGLE_ISSUER.replace(/\/$/, "")}/.well-known/openid-configuration`,
    // Only who the person is: Veil reads the subject and the email, never contacts or anything else.
    authorization: { params: { scope: "openid email" } },
  });
}
