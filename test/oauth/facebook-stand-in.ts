// A local stand-in for Facebook Login in the end-to-end run and in `npm run dev`: the OAuth dialog
// (/dialog/oauth), the token endpoint (/oauth/access_token) and the Graph API's /me, shaped as Facebook's
// (https://developers.facebook.com/docs/facebook-login/guides/advanced/manual-flow), so next-auth's Facebook
// provider talks to it as to Facebook. It checks what Facebook checks: the app id and secret, the redirect URI
// registered, a code used once, by the app it was given to, for the same redirect URI. Its dialog takes any
// "login": that text becomes the Facebook user's id, and <login>@facebook.test the email.
//
// As a program: `npx tsx test/oauth/facebook-stand-in.ts --port 3191 --redirect http://127.0.0.1:3100/api/auth/callback/facebook`
// App id and secret are FACEBOOK_STAND_IN_APP. /__health answers 200.
import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export const FACEBOOK_STAND_IN_APP = { id: "veil-facebook-stand-in", secret: "veil-facebook-stand-in-secret" };

export type FacebookStandIn = { url: string; close(): Promise<void> };

type Grant = { login: string; redirectUri: string; expires: number };

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function json(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { "Content-Type": "application/json" }).end(JSON.stringify(body));
}

/** Facebook's error shape: { error: { message, type, code } }. */
function graphError(response: ServerResponse, status: number, message: string) {
  json(response, status, { error: { message, type: "OAuthException", code: 100 } });
}

async function bodyOf(request: IncomingMessage): Promise<URLSearchParams> {
  let text = "";
  for await (const chunk of request) text += chunk;
  return new URLSearchParams(text);
}

export async function startFacebookStandIn(options: {
  port?: number;
  redirectUris: string[];
}): Promise<FacebookStandIn> {
  const codes = new Map<string, Grant>();
  const tokens = new Map<string, string>();
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://stand-in");
    if (url.pathname === "/__health") return void response.writeHead(200).end("ok");

    if (url.pathname === "/dialog/oauth" && request.method === "GET") {
      const clientId = url.searchParams.get("client_id");
      const redirectUri = url.searchParams.get("redirect_uri") ?? "";
      if (clientId !== FACEBOOK_STAND_IN_APP.id || !options.redirectUris.includes(redirectUri)) {
        return void response
          .writeHead(400, { "Content-Type": "text/plain" })
          .end("URL blocked: redirect_uri or app id");
      }
      const hidden = ["redirect_uri", "state"]
        .map((name) => `<input type="hidden" name="${name}" value="${escape(url.searchParams.get(name) ?? "")}">`)
        .join("");
      return void response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" }).end(
        `<!doctype html><title>Log in to Facebook (stand-in)</title><main><h1>Log in to Facebook</h1>
         <form method="post" action="/dialog/oauth">${hidden}
         <label>Email or phone <input name="login" autocomplete="username"></label>
         <button type="submit">Continue</button></form></main>`,
      );
    }

    if (url.pathname === "/dialog/oauth" && request.method === "POST") {
      const form = await bodyOf(request);
      const redirectUri = form.get("redirect_uri") ?? "";
      const login = (form.get("login") ?? "").trim();
      if (!options.redirectUris.includes(redirectUri) || !login) {
        return void response.writeHead(400, { "Content-Type": "text/plain" }).end("Enter a login");
      }
      const code = randomBytes(16).toString("hex");
      codes.set(code, { login, redirectUri, expires: Date.now() + 10 * 60_000 });
      const back = new URL(redirectUri);
      back.searchParams.set("code", code);
      back.searchParams.set("state", form.get("state") ?? "");
      return void response.writeHead(302, { Location: back.href }).end();
    }

    if (url.pathname === "/oauth/access_token") {
      const form = request.method === "POST" ? await bodyOf(request) : url.searchParams;
      // The app's secret in the body, or as HTTP Basic (openid-client's default): either is Facebook's.
      const basic = /^Basic (.+)$/.exec(request.headers.authorization ?? "")?.[1];
      const [basicId, basicSecret] = basic
        ? Buffer.from(basic, "base64").toString().split(":").map(decodeURIComponent)
        : [];
      const clientId = form.get("client_id") ?? basicId;
      const secret = form.get("client_secret") ?? basicSecret;
      if (clientId !== FACEBOOK_STAND_IN_APP.id || secret !== FACEBOOK_STAND_IN_APP.secret) {
        return graphError(response, 400, "Error validating client secret.");
      }
      const code = form.get("code") ?? "";
      const grant = codes.get(code);
      codes.delete(code);
      if (!grant || grant.expires < Date.now() || grant.redirectUri !== form.get("redirect_uri")) {
        return graphError(response, 400, "This authorization code has been used or has expired.");
      }
      const token = randomBytes(24).toString("hex");
      tokens.set(token, grant.login);
      return json(response, 200, { access_token: token, token_type: "bearer", expires_in: 5183944 });
    }

    if (url.pathname === "/me") {
      const bearer = /^Bearer (.+)$/i.exec(request.headers.authorization ?? "")?.[1];
      const login = tokens.get(bearer ?? url.searchParams.get("access_token") ?? "");
      if (!login) return graphError(response, 401, "Invalid OAuth access token.");
      const fields = (url.searchParams.get("fields") ?? "id,name").split(",");
      const user: Record<string, string> = { id: login, name: login, email: `${login}@facebook.test` };
      return json(response, 200, Object.fromEntries(fields.filter((field) => field in user).map((f) => [f, user[f]])));
    }

    response.writeHead(404, { "Content-Type": "text/plain" }).end("Unsupported get request.");
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function argument(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1] : undefined;
}

if (process.argv[1]?.endsWith("facebook-stand-in.ts")) {
  const redirect = argument("redirect");
  if (!redirect) throw new Error("--redirect <the app's /api/auth/callback/facebook> is required");
  void startFacebookStandIn({ port: Number(argument("port") ?? 0), redirectUris: redirect.split(",") }).then(
    ({ url }) => console.log(`Facebook stand-in at ${url}`),
  );
}
