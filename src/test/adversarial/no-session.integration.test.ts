// No session: every protected API route, without a cookie, with a tampered, expired or foreign JWT, a session
// signed out from another device, a token from before sessions had ids, or with the x-middleware-subrequest
// header that once let requests skip Next's middleware, answers 401.
import { encode } from "next-auth/jwt";
import { GET as exportRoute } from "@/app/api/account/export/route";
import { GET as sessionsRoute } from "@/app/api/account/sessions/route";
import { DELETE as signOutDeviceRoute } from "@/app/api/account/sessions/[id]/route";
import { GET as meRoute } from "@/app/api/auth/me/route";
import { GET as pinRoute } from "@/app/api/account/pin/route";
import { GET as twoFactorRoute } from "@/app/api/account/two-factor/route";
import { DELETE as removeAllPasskeysRoute, GET as passkeysRoute } from "@/app/api/account/passkeys/route";
import { DELETE as removePasskeyRoute } from "@/app/api/account/passkeys/[id]/route";
import { GET as settingsRoute } from "@/app/api/settings/route";
import { GET as detailRoute } from "@/app/api/transactions/[id]/route";
import { GET as listRoute } from "@/app/api/transactions/route";
import { GET as balanceRoute } from "@/app/api/wallet/balance/route";
import { SIGN_IN_REQUIRED } from "@/server/platform/http/api-error";
import { sessionCookieName } from "@/server/platform/http/session-token";
import { sessionFromToken } from "@/server/auth/current-user";
import { useAppDatabase } from "@/test/api-harness";
import type { TestDatabase } from "@/test/test-database";
import { BODY_ENDPOINTS } from "./endpoints";
import { freshBrowser, fundedUser } from "./world";
import { english } from "@/test/english";

let t: TestDatabase;
let close: () => Promise<void>;
beforeAll(async () => ({ t, close } = await useAppDatabase()));
afterAll(() => close());

type Route = {
  name: string;
  call: (
    browser: ReturnType<typeof freshBrowser>,
    headers: Record<string, string>,
  ) => Promise<{ status: number; body: any }>;
};

const GETS: Route[] = [
  ["GET /api/auth/me", meRoute],
  ["GET /api/settings", settingsRoute],
  ["GET /api/wallet/balance", balanceRoute],
  ["GET /api/transactions", listRoute],
  ["GET /api/account/export", exportRoute],
  ["GET /api/account/sessions", sessionsRoute],
  ["GET /api/account/pin", pinRoute],
  ["GET /api/account/two-factor", twoFactorRoute],
  ["GET /api/account/passkeys", passkeysRoute],
].map(([name, handler]) => ({
  name: name as string,
  call: (browser, headers) => browser.call(handler as typeof meRoute, { headers }),
}));

const PROTECTED: Route[] = [
  ...GETS,
  {
    name: "GET /api/transactions/:id",
    call: (browser, headers) => browser.call(detailRoute, { params: { id: "1" }, headers }),
  },
  {
    name: "DELETE /api/account/sessions/:id",
    call: (browser, headers) =>
      browser.call(signOutDeviceRoute, {
        method: "DELETE",
        params: { id: "00000000-0000-4000-8000-000000000000" },
        headers,
      }),
  },
  {
    name: "DELETE /api/account/passkeys",
    call: (browser, headers) => browser.call(removeAllPasskeysRoute, { method: "DELETE", headers }),
  },
  {
    name: "DELETE /api/account/passkeys/:id",
    call: (browser, headers) =>
      browser.call(removePasskeyRoute, {
        method: "DELETE",
        params: { id: "00000000-0000-4000-8000-000000000000" },
        headers,
      }),
  },
  ...BODY_ENDPOINTS.filter((endpoint) => endpoint.caller === "user").map((endpoint) => ({
    name: endpoint.name,
    call: (browser: ReturnType<typeof freshBrowser>, headers: Record<string, string>) =>
      browser.call(endpoint.handler, {
        method: endpoint.method,
        path: endpoint.path,
        params: endpoint.params,
        body: endpoint.valid(),
        headers: { ...endpoint.headers?.(), ...headers },
      }),
  })),
];

const SUBREQUEST = { "x-middleware-subrequest": "src/proxy:src/proxy:src/proxy:src/proxy:src/proxy:proxy:middleware" };

/** A real user's token, and what an attacker makes of it. */
async function tokens() {
  const owner = await fundedUser();
  const real = owner.cookies.get(sessionCookieName())!;
  const { rows } = await t.sql.query("SELECT id, session_version FROM users ORDER BY created_at DESC LIMIT 1");
  const claims = { sub: rows[0].id, sv: rows[0].session_version };
  const [header, ...rest] = real.split(".");
  // The real session, signed out from another device: its token is still ours and unexpired, its row has ended.
  const { sessionId } = (await sessionFromToken(real))!;
  await t.sql.query("UPDATE user_sessions SET ended_at = now() WHERE id = $1", [sessionId]);
  return {
    "a session signed out from another device": real,
    "a token from before sessions had ids": await encode({
      token: claims,
      secret: process.env.NEXTAUTH_SECRET!,
      maxAge: 3600,
    }),
    "no cookie": null,
    "an empty cookie": "",
    garbage: "not-a-jwt",
    "a tampered token": [header, ...rest.map((part, index) => (index === 1 ? `${part.slice(0, -4)}AAAA` : part))].join(
      ".",
    ),
    "a truncated token": real.slice(0, -10),
    "an expired token": await encode({ token: claims, secret: process.env.NEXTAUTH_SECRET!, maxAge: -3600 }),
    "a token signed with another secret": await encode({
      token: claims,
      secret: "another secret that is long enough 1234567890",
      maxAge: 3600,
    }),
    "an unsigned JWT naming the user": `${Buffer.from('{"alg":"none"}').toString("base64url")}.${Buffer.from(JSON.stringify(claims)).toString("base64url")}.`,
  };
}

describe("every protected API route", () => {
  it("answers 401 to each kind of missing or forged session, with and without x-middleware-subrequest", async () => {
    const wrong: unknown[] = [];
    for (const [kind, token] of Object.entries(await tokens())) {
      for (const headers of [{}, SUBREQUEST]) {
        for (const route of PROTECTED) {
          const browser = freshBrowser();
          if (token !== null) browser.cookies.set(sessionCookieName(), token);
          const answer = await route.call(browser, headers);
          if (answer.status !== 401 || answer.body.message !== english(SIGN_IN_REQUIRED)) {
            wrong.push({
              kind,
              route: route.name,
              subrequest: headers !== SUBREQUEST ? false : true,
              status: answer.status,
            });
          }
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});
