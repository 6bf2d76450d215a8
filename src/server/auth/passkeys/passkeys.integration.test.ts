// Passkeys ("Biometric login") through their route handlers on real PostgreSQL, with a software authenticator:
// adding one in settings, logging in with it, and every way a passkey answer can be wrong.
import { POST as addOptions } from "@/app/api/account/passkeys/options/route";
import { DELETE as removeAll, GET as list, POST as add } from "@/app/api/account/passkeys/route";
import { DELETE as removeOne } from "@/app/api/account/passkeys/[id]/route";
import { POST as loginOptions } from "@/app/api/auth/passkey/options/route";
import { POST as passkeyLogin } from "@/app/api/auth/passkey/route";
import { GET as me } from "@/app/api/auth/me/route";
import { Browser, useAppDatabase } from "@/test/api-harness";
import { onboard, TEST_PASSWORD } from "@/test/onboard";
import { SoftAuthenticator } from "@/test/soft-authenticator";
import type { TestDatabase } from "@/test/test-database";
import { LOGIN_EXPIRED, PASSKEY_REFUSED, UNKNOWN_PASSKEY } from "./authentication";
import { REGISTRATION_EXPIRED, REGISTRATION_FAILED } from "./registration";
import { PASSKEY_NOT_FOUND } from "./passkey-list";
import { PASSKEY_OPTIONS_PER_CLIENT_PER_HOUR } from "./options-limit";
import { removeAllPasskeys } from "./remove-all-passkeys";
import { WRONG_CURRENT_PASSWORD } from "@/server/auth/check-current-password";
import { MAX_FAILURES_PER_PHONE } from "@/server/auth/login-throttle";
import { english } from "@/test/english";

jest.setTimeout(90_000);

let t: TestDatabase;
let close: () => Promise<void>;
beforeAll(async () => ({ t, close } = await useAppDatabase()));
afterAll(() => close());

const ANDROID_CHROME =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";

let ip = 0;
const newBrowser = () => new Browser({ "x-forwarded-for": `192.0.2.${++ip}`, "user-agent": ANDROID_CHROME });

async function signedIn() {
  const { browser, identity } = await onboard({ browser: newBrowser() });
  const user = await t.db.user.findUniqueOrThrow({ where: { phoneNumber: identity.phoneNumber } });
  return { browser, user };
}

/** A signed-in person who has switched Biometric login on with this authenticator. */
async function withPasskey(authenticator = new SoftAuthenticator()) {
  const person = await signedIn();
  const options = await person.browser.call(addOptions, { body: { password: TEST_PASSWORD } });
  expect(options.status).toBe(200);
  const added = await person.browser.call(add, { body: authenticator.register(options.body.data.options) });
  expect(added.status).toBe(200);
  return { ...person, authenticator };
}

async function startLogin(browser = newBrowser()) {
  const options = await browser.call(loginOptions, { body: {} });
  expect(options.status).toBe(200);
  return { browser, options: options.body.data.options };
}

const passkeyRow = (credentialId: string) => t.db.passkey.findUnique({ where: { credentialId } });
const failuresFor = (credentialId: string) =>
  t.db.loginAttempt.count({ where: { phoneNumber: `passkey:${credentialId}` } });
const alerts = (userId: string, kind: string) => t.db.outboxMessage.count({ where: { userId, kind } });

describe("adding a passkey in Settings › Security", () => {
  it("saves the passkey named by its device, lists it and alerts the owner", async () => {
    const { browser, user, authenticator } = await withPasskey();
    const listed = await browser.call(list);
    expect(listed.status).toBe(200);
    expect(listed.body.data.passkeys).toEqual([
      { id: expect.any(String), device: "Chrome on Android", createdAt: expect.any(String), lastUsedAt: null },
    ]);
    expect(JSON.stringify(listed.body)).not.toContain(authenticator.id);
    const row = await passkeyRow(authenticator.id);
    expect(row).toMatchObject({ userId: user.id, counter: 0n, transports: ["internal"] });
    expect(await alerts(user.id, "alert:passkey-added")).toBeGreaterThanOrEqual(1);
  });

  it("asks for the account's password first: a wrong one is refused and no challenge is stored", async () => {
    const { browser, user } = await signedIn();
    const challenges = await t.db.passkeyChallenge.count({ where: { userId: user.id } });
    const wrong = await browser.call(addOptions, { body: { password: "not my password" } });
    expect(wrong.status).toBe(422);
    expect(wrong.body.message).toBe(english(WRONG_CURRENT_PASSWORD));
    const empty = await browser.call(addOptions, { body: { password: "" } });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe("Password must be at least 6 characters");
    expect((await browser.call(addOptions, { body: {} })).status).toBe(400);
    expect(await t.db.passkeyChallenge.count({ where: { userId: user.id } })).toBe(challenges);
    expect([...browser.cookies.keys()].some((name) => name.includes("passkey-challenge"))).toBe(false);
  });

  it("counts a wrong password as a failed login: after five, even the right one waits", async () => {
    const { browser, user } = await signedIn();
    for (let attempt = 0; attempt < MAX_FAILURES_PER_PHONE; attempt++) {
      const wrong = await browser.call(addOptions, { body: { password: `wrong ${attempt}` } });
      expect(wrong.status).toBe(422);
    }
    expect(await t.db.loginAttempt.count({ where: { phoneNumber: user.phoneNumber } })).toBe(MAX_FAILURES_PER_PHONE);
    const right = await browser.call(addOptions, { body: { password: TEST_PASSWORD } });
    expect(right.status).toBe(429);
    expect(right.body.message).toMatch(/^Too many login attempts/);
    expect(right.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await t.db.passkeyChallenge.count({ where: { userId: user.id } })).toBe(0);
  });

  it("refuses a registration signed for another origin or host, and saves nothing", async () => {
    const { browser, user } = await signedIn();
    for (const ceremony of [{ origin: "https://veil-login.example" }, { rpID: "veil-login.example" }]) {
      const authenticator = new SoftAuthenticator();
      const options = await browser.call(addOptions, { body: { password: TEST_PASSWORD } });
      const answer = await browser.call(add, { body: authenticator.register(options.body.data.options, ceremony) });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(english(REGISTRATION_FAILED));
    }
    expect(await t.db.passkey.count({ where: { userId: user.id } })).toBe(0);
    expect(await alerts(user.id, "alert:passkey-added")).toBe(0);
  });

  it("refuses a registration without a challenge, or with another person's, and saves nothing", async () => {
    const owner = await signedIn();
    const stranger = await signedIn();
    const options = await owner.browser.call(addOptions, { body: { password: TEST_PASSWORD } });
    const response = new SoftAuthenticator().register(options.body.data.options);
    const noChallenge = await newBrowserWithSession(stranger.browser).call(add, { body: response });
    expect(noChallenge.status).toBe(400);
    expect(noChallenge.body.message).toBe(english(REGISTRATION_EXPIRED));
    // The owner's challenge cookie copied into the stranger's browser: the challenge is the owner's, not theirs.
    const stolen = stranger.browser.clone();
    for (const [name, value] of owner.browser.cookies) if (name.includes("passkey")) stolen.cookies.set(name, value);
    const theirs = await stolen.call(add, { body: response });
    expect(theirs.status).toBe(400);
    expect(await t.db.passkey.count({ where: { userId: { in: [owner.user.id, stranger.user.id] } } })).toBe(0);
  });

  it("needs a session for every passkey route of the account", async () => {
    const stranger = newBrowser();
    const id = "00000000-0000-4000-8000-000000000000";
    expect((await stranger.call(addOptions, { body: { password: TEST_PASSWORD } })).status).toBe(401);
    expect((await stranger.call(list)).status).toBe(401);
    expect((await stranger.call(removeAll, { method: "DELETE" })).status).toBe(401);
    expect((await stranger.call(removeOne, { method: "DELETE", params: { id } })).status).toBe(401);
  });

  it("refuses a removal sent from another site, and keeps the passkey", async () => {
    const { browser, authenticator } = await withPasskey();
    const [passkey] = (await browser.call(list)).body.data.passkeys;
    const crossSite = { origin: "https://evil.example", "sec-fetch-site": "cross-site" };
    const one = await browser.call(removeOne, { method: "DELETE", params: { id: passkey.id }, headers: crossSite });
    const all = await browser.call(removeAll, { method: "DELETE", headers: crossSite });
    expect([one.status, all.status]).toEqual([403, 403]);
    expect(await passkeyRow(authenticator.id)).not.toBeNull();
  });
});

function newBrowserWithSession(browser: Browser): Browser {
  const copy = browser.clone();
  for (const name of [...copy.cookies.keys()]) if (name.includes("passkey")) copy.cookies.delete(name);
  return copy;
}

describe("logging in with a passkey", () => {
  it("signs in without a phone number or password, and moves the counter on", async () => {
    const { user, authenticator } = await withPasskey();
    const { browser, options } = await startLogin();
    expect(options.allowCredentials ?? []).toEqual([]);
    expect(options.userVerification).toBe("required");
    const answer = await browser.call(passkeyLogin, { body: authenticator.login(options) });
    expect(answer.status).toBe(200);
    expect(answer.body.data.user.phoneNumber).toBe(user.phoneNumber);
    const session = await browser.call(me);
    expect(session.status).toBe(200);
    const row = await passkeyRow(authenticator.id);
    expect(row?.counter).toBe(1n);
    expect(row?.lastUsedAt).toBeInstanceOf(Date);
    expect(await failuresFor(authenticator.id)).toBe(0);
  });

  it("refuses a replayed assertion: nothing changes and the failure is counted", async () => {
    const { authenticator } = await withPasskey();
    const first = await startLogin();
    const assertion = authenticator.login(first.options);
    expect((await first.browser.call(passkeyLogin, { body: assertion })).status).toBe(200);
    // The same signed answer again, from the same browser and from one holding a fresh challenge.
    const again = await first.browser.call(passkeyLogin, { body: assertion });
    expect(again.status).toBe(401);
    expect(again.body.message).toBe(english(LOGIN_EXPIRED));
    const other = await startLogin();
    const replayed = await other.browser.call(passkeyLogin, { body: assertion });
    expect(replayed.status).toBe(401);
    expect(replayed.body.message).toBe(english(PASSKEY_REFUSED));
    expect((await other.browser.call(me)).status).toBe(401);
    expect((await passkeyRow(authenticator.id))?.counter).toBe(1n);
    expect(await failuresFor(authenticator.id)).toBe(2);
  });

  it("refuses an answer to the wrong challenge", async () => {
    const { authenticator } = await withPasskey();
    const { browser, options } = await startLogin();
    const answer = await browser.call(passkeyLogin, {
      body: authenticator.login({ challenge: Buffer.from("not the challenge").toString("base64url") }),
    });
    expect(answer.status).toBe(401);
    expect(answer.body.message).toBe(english(PASSKEY_REFUSED));
    // The challenge was used up by the wrong answer: the right one comes too late.
    const late = await browser.call(passkeyLogin, { body: authenticator.login(options) });
    expect(late.status).toBe(401);
    expect(late.body.message).toBe(english(LOGIN_EXPIRED));
    expect((await passkeyRow(authenticator.id))?.lastUsedAt).toBeNull();
  });

  it("refuses an expired challenge", async () => {
    const { authenticator } = await withPasskey();
    const { browser, options } = await startLogin();
    await t.db.passkeyChallenge.updateMany({
      where: { challenge: options.challenge },
      data: { expiresAt: new Date(0) },
    });
    const answer = await browser.call(passkeyLogin, { body: authenticator.login(options) });
    expect(answer.status).toBe(401);
    expect(answer.body.message).toBe(english(LOGIN_EXPIRED));
  });

  it("refuses an answer signed for another origin or relying party", async () => {
    const { authenticator } = await withPasskey();
    for (const ceremony of [
      { origin: "https://veil-login.example" },
      { rpID: "veil-login.example" },
      { userVerified: false },
      { type: "webauthn.create" },
    ]) {
      const { browser, options } = await startLogin();
      const answer = await browser.call(passkeyLogin, { body: authenticator.login(options, ceremony) });
      expect(answer.status).toBe(401);
      expect(answer.body.message).toBe(english(PASSKEY_REFUSED));
      expect((await browser.call(me)).status).toBe(401);
    }
    expect((await passkeyRow(authenticator.id))?.lastUsedAt).toBeNull();
    expect(await failuresFor(authenticator.id)).toBe(4);
  });

  it("refuses a counter that has not moved on (a cloned authenticator)", async () => {
    const { authenticator } = await withPasskey();
    const first = await startLogin();
    expect(
      (await first.browser.call(passkeyLogin, { body: authenticator.login(first.options, { counter: 5 }) })).status,
    ).toBe(200);
    const { browser, options } = await startLogin();
    const answer = await browser.call(passkeyLogin, { body: authenticator.login(options, { counter: 5 }) });
    expect(answer.status).toBe(401);
    expect((await passkeyRow(authenticator.id))?.counter).toBe(5n);
  });

  it("limits the login options one client may ask for, since each stores a challenge", async () => {
    const browser = newBrowser();
    const from = browser.headers["x-forwarded-for"]!;
    await t.db.rateLimitCount.create({
      data: {
        bucket: `passkey-options:client:${from}`,
        windowStart: new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000),
        count: PASSKEY_OPTIONS_PER_CLIENT_PER_HOUR - 1,
      },
    });
    const challenges = await t.db.passkeyChallenge.count();
    expect((await browser.call(loginOptions, { body: {} })).status).toBe(200);
    const refused = await browser.call(loginOptions, { body: {} });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^You've made too many requests/);
    expect(await t.db.passkeyChallenge.count()).toBeLessThanOrEqual(challenges + 1);
    expect((await newBrowser().call(loginOptions, { body: {} })).status).toBe(200);
  });

  it("refuses a passkey Veil does not know", async () => {
    const { browser, options } = await startLogin();
    const stranger = new SoftAuthenticator();
    const answer = await browser.call(passkeyLogin, { body: stranger.login(options) });
    expect(answer.status).toBe(401);
    expect(answer.body.message).toBe(english(UNKNOWN_PASSKEY));
    expect(await failuresFor(stranger.id)).toBe(1);
  });

  it("stops a browser after five failures for a passkey, with the login throttle's answer", async () => {
    const { authenticator } = await withPasskey();
    const browser = newBrowser();
    for (let attempt = 0; attempt < 5; attempt++) {
      const { options } = await startLogin(browser);
      const wrong = await browser.call(passkeyLogin, { body: authenticator.login(options, { userVerified: false }) });
      expect(wrong.status).toBe(401);
    }
    const { options } = await startLogin(browser);
    const right = await browser.call(passkeyLogin, { body: authenticator.login(options) });
    expect(right.status).toBe(429);
    expect(right.body.message).toMatch(/^Too many login attempts/);
    expect(right.headers.get("retry-after")).toMatch(/^\d+$/);
    expect((await browser.call(me)).status).toBe(401);
  });
});

describe("removing passkeys", () => {
  it("removes one passkey, after which it no longer signs in", async () => {
    const { browser, user, authenticator } = await withPasskey();
    const [passkey] = (await browser.call(list)).body.data.passkeys;
    const removed = await browser.call(removeOne, { method: "DELETE", params: { id: passkey.id } });
    expect(removed.status).toBe(200);
    expect(await alerts(user.id, "alert:passkey-removed")).toBeGreaterThanOrEqual(1);
    const login = await startLogin();
    const answer = await login.browser.call(passkeyLogin, { body: authenticator.login(login.options) });
    expect(answer.status).toBe(401);
    expect(answer.body.message).toBe(english(UNKNOWN_PASSKEY));
  });

  it("never removes another person's passkey", async () => {
    const owner = await withPasskey();
    const stranger = await signedIn();
    const [passkey] = (await owner.browser.call(list)).body.data.passkeys;
    for (const id of [passkey.id, "not-a-uuid"]) {
      const answer = await stranger.browser.call(removeOne, { method: "DELETE", params: { id } });
      expect(answer.status).toBe(404);
      expect(answer.body.message).toBe(english(PASSKEY_NOT_FOUND));
    }
    expect(await passkeyRow(owner.authenticator.id)).not.toBeNull();
  });

  it("switching Biometric login off removes every passkey of the account", async () => {
    const { browser, user, authenticator } = await withPasskey();
    const second = new SoftAuthenticator();
    const options = await browser.call(addOptions, { body: { password: TEST_PASSWORD } });
    expect(options.body.data.options.excludeCredentials).toEqual([expect.objectContaining({ id: authenticator.id })]);
    expect((await browser.call(add, { body: second.register(options.body.data.options) })).status).toBe(200);
    const answer = await browser.call(removeAll, { method: "DELETE" });
    expect(answer.status).toBe(200);
    expect(answer.body.data.removed).toBe(2);
    expect(await t.db.passkey.count({ where: { userId: user.id } })).toBe(0);
  });

  it("a password reset's removal takes every passkey and any registration under way, and no one else's", async () => {
    const owner = await withPasskey();
    const other = await withPasskey();
    expect((await owner.browser.call(addOptions, { body: { password: TEST_PASSWORD } })).status).toBe(200);
    const removed = await t.db.$transaction((tx) => removeAllPasskeys(tx, owner.user.id));
    expect(removed).toBe(1);
    expect(await t.db.passkey.count({ where: { userId: owner.user.id } })).toBe(0);
    expect(await t.db.passkeyChallenge.count({ where: { userId: owner.user.id } })).toBe(0);
    expect(await passkeyRow(other.authenticator.id)).not.toBeNull();
    const login = await startLogin();
    const answer = await login.browser.call(passkeyLogin, { body: owner.authenticator.login(login.options) });
    expect(answer.status).toBe(401);
    expect(answer.body.message).toBe(english(UNKNOWN_PASSKEY));
  });
});
