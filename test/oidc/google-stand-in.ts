// A local OpenID Connect provider (panva's oidc-provider, the certified implementation) standing in for
// Google in the end-to-end run and in `npm run dev`: discovery, an authorization page, the token endpoint and
// signed ID tokens, exactly as next-auth's Google provider talks to Google. Its sign-in page takes any "login":
// that text becomes the Google account's subject, and <login>@gmail.test its verified email.
//
// As a program: `npx tsx test/oidc/google-stand-in.ts --port 3190 --redirect http://127.0.0.1:3100/api/auth/callback/google`
// Client id and secret are GOOGLE_STAND_IN_CLIENT (google-stand-in-client.ts). /__health answers 200.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import Provider from "oidc-provider";
import { GOOGLE_STAND_IN_CLIENT } from "./google-stand-in-client";

export { GOOGLE_STAND_IN_CLIENT };

export type GoogleStandIn = { issuer: string; close(): Promise<void> };

export async function startGoogleStandIn(options: { port?: number; redirectUris: string[] }): Promise<GoogleStandIn> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: GOOGLE_STAND_IN_CLIENT.id,
        client_secret: GOOGLE_STAND_IN_CLIENT.secret,
        redirect_uris: options.redirectUris,
        grant_types: ["authorization_code"],
        response_types: ["code"],
      },
    ],
    claims: { openid: ["sub"], email: ["email", "email_verified"] },
    findAccount: async (_ctx, sub) => ({
      accountId: sub,
      claims: async () => ({ sub, email: `${sub}@gmail.test`, email_verified: true }),
    }),
    // Google puts the email in the ID token; so does the stand-in, so next-auth reads it as from Google.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: true } },
    cookies: { keys: ["veil-google-stand-in-cookie-key"] },
  });
  // Plain http on 127.0.0.1: oidc-provider would otherwise insist on https for its own cookies.
  provider.proxy = true;
  server.on("request", (request, response) => {
    if (request.url === "/__health") {
      response.writeHead(200).end("ok");
      return;
    }
    provider.callback()(request, response);
  });
  return {
    issuer,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function argument(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1] : undefined;
}

if (process.argv[1]?.endsWith("google-stand-in.ts")) {
  const redirect = argument("redirect");
  if (!redirect) throw new Error("--redirect <the app's /api/auth/callback/google> is required");
  void startGoogleStandIn({ port: Number(argument("port") ?? 0), redirectUris: redirect.split(",") }).then(
    ({ issuer }) => console.log(`Google stand-in at ${issuer}`),
  );
}
