// Connected accounts on real PostgreSQL: linking Google to a wallet (password first, from the same session),
// Google's answer as afterGoogle reads it, and the sign-in it hands over (once, two-factor first where on).
import { GET as listConnectionsRoute } from "@/app/api/account/connections/route";
import { DELETE as disconnectRoute, POST as connectRoute } from "@/app/api/account/connections/[provider]/route";
import { GET as finishRoute } from "@/app/api/auth/google/finish/route";
import { GET as secondFactorPrompt } from "@/app/api/auth/login/second-factor/route";
import { GET as nextAuthGet } from "@/app/api/auth/[...nextauth]/route";
import { forgetEnvForTests } from "@/env";
import { Browser, useAppDatabase } from "@/test/api-harness";
import { TEST_PASSWORD, onboard } from "@/test/onboard";
import type { TestDatabase } from "@/test/test-database";
import { sessionCookieName } from "@/server/platform/http/session-token";
import { afterGoogle } from "./after-google";
import { linkIntentCookieName } from "./link-intent";
import { issueSignInTicket, redeemSignInTicket, signInTicketCookieName } from "./oauth-sign-in";

jest.setTimeout(60_000);

let t: TestDatabase;
let close: () => Promise<void>;
let ip = 0;
const newBrowser = () => new Browser({ "x-forwarded-for": `198.51.100.${++ip}` });

beforeAll(async () => {
  ({ t, close } = await useAppDatabase());
  Object.assign(process.env, {
    GOOGLE_CLIENT_ID: "veil-test-client",
    GOOGLE_CLIENT_SECRET: "veil-test-secret",
    NEXTAUTH_URL: "http://localhost",
  });
  forgetEnvForTests();
});
afterAll(async () => {
  for (const name of ["GOOGLE_CLIENT_ID", "GOOGLE_CLIENT_SECRET", "NEXTAUTH_URL"]) delete process.env[name];
  forgetEnvForTests();
  await close();
});

async function signedIn() {
  const { browser } = await onboard({ browser: newBrowser() });
  const user = await t.db.user.findFirstOrThrow({ orderBy: { createdAt: "desc" }, select: { id: true } });
  return { browser, userId: user.id };
}

let googleUser = 0;
const google = () => ({
  provider: "google" as const,
  subject: `g-${Date.now()}-${++googleUser}`,
  email: "ada@gmail.test",
});
const returning = (browser: Browser) => ({
  linkIntent: browser.cookies.get(linkIntentCookieName()),
  sessionToken: browser.cookies.get(sessionCookieName()),
});

async function link(browser: Browser, identity = google()) {
  const started = await browser.call(connectRoute, {
    params: { provider: "google" },
    body: { password: TEST_PASSWORD },
  });
  expect(started.status).toBe(200);
  return { identity, outcome: await afterGoogle(t.db, identity, returning(browser)) };
}

describe("connecting Google", () => {
  it("asks for the password first, and links the Google account to this wallet, with an alert", async () => {
    const { browser, userId } = await signedIn();
    const wrong = await browser.call(connectRoute, {
      params: { provider: "google" },
      body: { password: "not the password" },
    });
    expect(wrong.status).toBe(422);
    expect(browser.cookies.has(linkIntentCookieName())).toBe(false);

    const { identity, outcome } = await link(browser);
    expect(outcome).toEqual({ kind: "linked", location: "/settings?tab=account&google=connected" });
    const listed = await browser.call(listConnectionsRoute);
    expect(listed.body.data).toEqual({
      available: ["google"],
      connections: [{ provider: "google", email: identity.email, connectedAt: expect.any(String) }],
    });
    const alerts = await t.db.outboxMessage.count({ where: { userId, kind: "alert:google-connected" } });
    expect(alerts).toBeGreaterThan(0);
  });

  it("refuses a Google account that already opens another wallet", async () => {
    const first = await signedIn();
    const { identity } = await link(first.browser);
    const second = await signedIn();
    const { outcome } = await link(second.browser, identity);
    expect(outcome.kind).toBe("taken");
    expect(await t.db.connectedAccount.count({ where: { subject: identity.subject } })).toBe(1);
  });

  it("links nothing when the intent belongs to another session, or the session has ended", async () => {
    const owner = await signedIn();
    await owner.browser.call(connectRoute, { params: { provider: "google" }, body: { password: TEST_PASSWORD } });
    const other = await signedIn();
    const identity = google();
    const mixed = await afterGoogle(t.db, identity, {
      linkIntent: owner.browser.cookies.get(linkIntentCookieName()),
      sessionToken: other.browser.cookies.get(sessionCookieName()),
    });
    expect(mixed.kind).toBe("link-expired");
    const signedOut = await afterGoogle(t.db, identity, {
      linkIntent: owner.browser.cookies.get(linkIntentCookieName()),
      sessionToken: undefined,
    });
    expect(signedOut.kind).toBe("link-expired");
    expect(await t.db.connectedAccount.count({ where: { subject: identity.subject } })).toBe(0);
  });

  it("disconnects: Continue with Google then finds no wallet", async () => {
    const { browser, userId } = await signedIn();
    const { identity } = await link(browser);
    const removed = await browser.call(disconnectRoute, { params: { provider: "google" }, method: "DELETE", body: {} });
    expect(removed.status).toBe(200);
    expect(await t.db.outboxMessage.count({ where: { userId, kind: "alert:google-disconnected" } })).toBeGreaterThan(0);
    const again = await browser.call(disconnectRoute, { params: { provider: "google" }, method: "DELETE", body: {} });
    expect(again.status).toBe(404);
    const outcome = await afterGoogle(t.db, identity, { linkIntent: undefined, sessionToken: undefined });
    expect(outcome).toEqual({ kind: "not-connected", location: "/login?google=not-connected" });
  });
});

describe("Continue with Google", () => {
  it("signs in to the linked wallet once per ticket, from the browser that holds it", async () => {
    const { browser } = await signedIn();
    const { identity } = await link(browser);
    const outcome = await afterGoogle(t.db, identity, { linkIntent: undefined, sessionToken: undefined });
    if (outcome.kind !== "sign-in") throw new Error(`expected a sign-in, got ${outcome.kind}`);

    const stranger = newBrowser();
    const withoutTicket = await stranger.call(finishRoute, { path: "/api/auth/google/finish" });
    expect(withoutTicket.status).toBe(303);
    expect(withoutTicket.headers.get("location")).toMatch(/\/login\?google=expired$/);
    expect(stranger.cookies.has(sessionCookieName())).toBe(false);

    const returningBrowser = newBrowser();
    returningBrowser.cookies.set(signInTicketCookieName(), outcome.ticket);
    const copy = returningBrowser.clone();
    const finished = await returningBrowser.call(finishRoute, { path: "/api/auth/google/finish" });
    expect(finished.status).toBe(303);
    expect(finished.headers.get("location")).toMatch(/\/dashboard$/);
    expect(returningBrowser.cookies.has(sessionCookieName())).toBe(true);

    const replayed = await copy.call(finishRoute, { path: "/api/auth/google/finish" });
    expect(replayed.headers.get("location")).toMatch(/\/login\?google=expired$/);
    expect(copy.cookies.has(sessionCookieName())).toBe(false);
  });

  it("asks for the second factor first when two-factor is on", async () => {
    const { browser, userId } = await signedIn();
    const { identity } = await link(browser);
    await t.db.twoFactor.create({ data: { userId, method: "sms", enabledAt: new Date() } });
    const outcome = await afterGoogle(t.db, identity, { linkIntent: undefined, sessionToken: undefined });
    if (outcome.kind !== "sign-in") throw new Error(`expected a sign-in, got ${outcome.kind}`);
    const returningBrowser = newBrowser();
    returningBrowser.cookies.set(signInTicketCookieName(), outcome.ticket);
    const finished = await returningBrowser.call(finishRoute, { path: "/api/auth/google/finish" });
    expect(finished.headers.get("location")).toMatch(/\/login\?continue=second-factor$/);
    expect(returningBrowser.cookies.has(sessionCookieName())).toBe(false);
    const prompt = await returningBrowser.call(secondFactorPrompt, { path: "/api/auth/login/second-factor" });
    expect(prompt.body.data.secondFactor).toEqual({ method: "sms", phoneHint: expect.stringMatching(/^\+234 /) });
  });

  it("refuses an expired ticket", async () => {
    const { userId } = await signedIn();
    const ticket = await issueSignInTicket(t.db, userId, "google");
    await t.db.oAuthSignIn.updateMany({ where: { userId }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect(await redeemSignInTicket(t.db, ticket)).toBeNull();
  });
});

describe("next-auth's routes", () => {
  it("answers 404 for everything but Google's flow", async () => {
    const browser = newBrowser();
    for (const nextauth of [["session"], ["providers"], ["signout"], ["callback", "credentials"]]) {
      const answer = await browser.call(nextAuthGet, {
        path: `/api/auth/${nextauth.join("/")}`,
        params: { nextauth } as never,
      });
      expect(answer.status).toBe(404);
    }
  });
});

describe("Facebook", () => {
  afterEach(() => {
    for (const name of ["FACEBOOK_CLIENT_ID", "FACEBOOK_CLIENT_SECRET"]) delete process.env[name];
    forgetEnvForTests();
  });
  const offerFacebook = () => {
    Object.assign(process.env, { FACEBOOK_CLIENT_ID: "veil-fb-app", FACEBOOK_CLIENT_SECRET: "veil-fb-secret" });
    forgetEnvForTests();
  };
  const facebook = () => ({ provider: "facebook" as const, subject: `fb-${Date.now()}-${++googleUser}`, email: null });

  it("is refused with a sentence where this deployment has no Facebook app, and an unknown provider is not found", async () => {
    const { browser } = await signedIn();
    const refused = await browser.call(connectRoute, {
      params: { provider: "facebook" },
      body: { password: TEST_PASSWORD },
    });
    expect(refused).toMatchObject({ status: 404, body: { message: "Facebook is not available on this Veil site." } });
    const listed = await browser.call(listConnectionsRoute, {});
    expect(listed.body.data.available).toEqual(["google"]);
    const other = await browser.call(connectRoute, {
      params: { provider: "twitter" },
      body: { password: TEST_PASSWORD },
    });
    expect(other.status).toBe(404);
  });

  it("links beside Google, alerts the owner, signs in with a ticket, and disconnects on its own", async () => {
    offerFacebook();
    const { browser, userId } = await signedIn();
    expect((await browser.call(listConnectionsRoute, {})).body.data.available).toEqual(["google", "facebook"]);
    await link(browser);
    const started = await browser.call(connectRoute, {
      params: { provider: "facebook" },
      body: { password: TEST_PASSWORD },
    });
    expect(started).toMatchObject({ status: 200, body: { data: { next: "facebook" } } });
    const identity = facebook();
    const outcome = await afterGoogle(t.db, identity, returning(browser));
    expect(outcome).toEqual({ kind: "linked", location: "/settings?tab=account&facebook=connected" });
    const providers = (await browser.call(listConnectionsRoute, {})).body.data.connections.map(
      (connection: { provider: string }) => connection.provider,
    );
    expect(providers.sort()).toEqual(["facebook", "google"]);
    const alerts = await t.db.outboxMessage.findMany({ where: { userId }, select: { body: true } });
    expect(JSON.stringify(alerts)).toContain("A Facebook account was connected");

    const signIn = await afterGoogle(t.db, identity, { linkIntent: undefined, sessionToken: undefined });
    expect(signIn).toMatchObject({ kind: "sign-in", location: "/api/auth/google/finish" });
    const stranger = await afterGoogle(t.db, facebook(), { linkIntent: undefined, sessionToken: undefined });
    expect(stranger).toEqual({ kind: "not-connected", location: "/login?facebook=not-connected" });

    const removed = await browser.call(disconnectRoute, {
      params: { provider: "facebook" },
      method: "DELETE",
      body: {},
    });
    expect(removed.status).toBe(200);
    const left = (await browser.call(listConnectionsRoute, {})).body.data.connections;
    expect(left.map((connection: { provider: string }) => connection.provider)).toEqual(["google"]);
  });
});
