import "server-only";
import FacebookProvider from "next-auth/providers/facebook";
import { env } from "@/env";

/** Facebook's app is set up on this deployment: only then is Facebook offered anywhere. */
export function facebookConfigured(): boolean {
  return Boolean(env().FACEBOOK_CLIENT_ID && env().FACEBOOK_CLIENT_SECRET);
}

/** Facebook Login's dialog and its Graph API (the versions Meta documents), or the local stand-in in tests. */
const FACEBOOK = { dialog: "https://www.facebook.com/v21.0", graph: "https://graph.facebook.com/v21.0" };

/**
 * next-auth's Facebook provider (OAuth 2.0 with state; Facebook gives no ID token, so who the person is comes
 * from the Graph API's /me with the access token). Only the id and the email are asked for and kept.
 */
export function facebookProvider() {
  const { FACEBOOK_CLIENT_ID, FACEBOOK_CLIENT_SECRET, FACEBOOK_URL } = env();
  const base = FACEBOOK_URL?.replace(/\/$/, "");
  const dialog = base ?? FACEBOOK.dialog;
  const graph = base ?? FACEBOOK.graph;
  return FacebookProvider({
    clientId: FACEBOOK_CLIENT_ID ?? "",
    clientSecret: FACEBOOK_CLIENT_SECRET ?? "",
    authorization: { url: `${dialog}/dialog/oauth`, params: { scope: "email" } },
    token: `${graph}/oauth/access_token`,
    userinfo: {
      url: `${graph}/me`,
      params: { fields: "id,email" },
      async request({ tokens, client }) {
        return client.userinfo(tokens.access_token!, { params: { fields: "id,email" } });
      },
    },
    checks: ["state"],
    profile: (profile: { id: string; email?: string }) => ({ id: profile.id, email: profile.email ?? null }),
  });
}
