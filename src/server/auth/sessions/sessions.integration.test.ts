// Devices and sessions through their route handlers on real PostgreSQL: every sign-in is a row, a session
// signed out from another device is refused by the routes and by send_money, and a new device is told about.
import { POST as login } from "@/app/api/auth/login/route";
import { POST as logout } from "@/app/api/auth/logout/route";
import { GET as me } from "@/app/api/auth/me/route";
import { GET as balance } from "@/app/api/wallet/balance/route";
import { POST as changePassword } from "@/app/api/account/password/route";
import { GET as listSessions } from "@/app/api/account/sessions/route";
import { DELETE as signOutDevice } from "@/app/api/account/sessions/[id]/route";
import { POST as signOutOthers } from "@/app/api/account/sessions/sign-out-others/route";
import { sessionCookieName } from "@/server/platform/http/session-token";
import { sessionFromToken } from "@/server/auth/current-user";
import { endSessions } from "@/server/auth/account-service";
import { Browser, useAppDatabase } from "@/test/api-harness";
import { TEST_PASSWORD, onboard } from "@/test/onboard";
import { addMoney, transfer } from "@/test/money";
import type { TestDatabase } from "@/test/test-database";
import { SESSION_GONE, USE_LOG_OUT } from "./end-sessions";
import { english } from "@/test/english";

// Logins run bcrypt at cost 12; on a shared two-core machine a test of several logins outlives Jest's default.
jest.setTimeout(120_000);

let t: TestDatabase;
let close: () => Promise<void>;
beforeAll(async () => ({ t, close } = await useAppDatabase()));
afterAll(() => close());

const ANDROID =
  "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
const WINDOWS = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:132.0) Gecko/20100101 Firefox/132.0";

let address = 0;
const newBrowser = (userAgent = ANDROID) =>
  new Browser({ "x-forwarded-for": `198.51.100.${++address}`, "user-agent": userAgent });

async function signUp() {
  const { browser, identity } = await onboard({ browser: newBrowser() });
  const phone = identity.phoneNumber as string;
  const user = await t.db.user.findUniqueOrThrow({ where: { phoneNumber: phone }, select: { id: true } });
  return { browser, phone, digits: phone.slice(4), userId: user.id };
}

async function signIn(digits: string, browser = newBrowser()) {
  const answer = await browser.call(login, { body: { phoneNumber: digits, password: TEST_PASSWORD } });
  expect(answer.status).toBe(200);
  return browser;
}

/** The session id a browser's cookie carries. */
async function sessionOf(browser: Browser): Promise<string> {
  const subject = await sessionFromToken(browser.cookies.get(sessionCookieName()));
  return subject!.sessionId;
}

const sessions = (browser: Browser) => browser.call(listSessions);

const alerts = (userId: string, event: string) =>
  t.db.outboxMessage.findMany({ where: { userId, kind: `alert:${event}` }, select: { channel: true, body: true } });

describe("a sign-in", () => {
  it("records the device, the address and the times; the list marks this device and shows no address", async () => {
    const { digits } = await signUp();
    const phone = await signIn(digits, newBrowser(ANDROID));
    await signIn(digits, newBrowser(WINDOWS));
    const answer = await sessions(phone);
    expect(answer.status).toBe(200);
    const list = answer.body.data.sessions;
    // Sign-up's own session, the phone and the laptop: this one first.
    expect(list.map((s: { device: string; current: boolean }) => [s.device, s.current])).toEqual([
      ["Chrome on Android", true],
      expect.any(Array),
      expect.any(Array),
    ]);
    expect(list.map((s: { device: string }) => s.device).sort()).toEqual([
      "Chrome on Android",
      "Chrome on Android",
      "Firefox on Windows",
    ]);
    // Not on Vercel: no place is believed from headers a client could write.
    expect(list.every((s: { place: string | null }) => s.place === null)).toBe(true);
    expect(Object.keys(list[0]).sort()).toEqual(["current", "device", "id", "lastSeenAt", "place", "signedInAt"]);
    const row = await t.db.userSession.findUniqueOrThrow({ where: { id: await sessionOf(phone) } });
    expect(row).toMatchObject({ device: "Chrome on Android", userAgent: ANDROID, endedAt: null });
    expect(row.ipAddress).toMatch(/^198\.51\.100\.\d+$/);
  });

  it("ignores Vercel's place headers when not running on Vercel", async () => {
    const { digits } = await signUp();
    const browser = new Browser({
      "x-forwarded-for": `198.51.100.${++address}`,
      "x-vercel-ip-city": "Lagos",
      "x-vercel-ip-country": "NG",
    });
    await signIn(digits, browser);
    const row = await t.db.userSession.findUniqueOrThrow({ where: { id: await sessionOf(browser) } });
    expect(row.place).toBeNull();
    expect(row.device).toBe("Unknown device");
  });
});

describe("signing out another device", () => {
  it("ends it at once: every route and send_money refuse it, and nothing moves", async () => {
    const { browser: phone, digits, userId } = await signUp();
    expect((await addMoney(phone, "5000")).status).toBe(200);
    const laptop = await signIn(digits, newBrowser(WINDOWS));
    const copied = laptop.clone();
    const laptopSession = await sessionOf(laptop);

    const answer = await phone.call(signOutDevice, { method: "DELETE", params: { id: laptopSession } });
    expect(answer.status).toBe(200);

    for (const route of [me, balance, listSessions]) expect((await copied.call(route)).status).toBe(401);
    const before = await t.db.transaction.count({ where: { userId } });
    const refused = await transfer(copied, "100");
    expect(refused.status).toBe(401);
    expect(refused.body.message).toBe("Please log in to continue.");
    expect(await t.db.transaction.count({ where: { userId } })).toBe(before);
    // The device that signed it out carries on, money and all.
    expect((await phone.call(me)).status).toBe(200);
    expect((await transfer(phone, "100")).status).toBe(200);
    const row = await t.db.userSession.findUniqueOrThrow({ where: { id: laptopSession } });
    expect(row.endedAt).not.toBeNull();
  });

  it("refuses this device, another person's session, an unknown id and garbage, changing nothing", async () => {
    const mine = await signUp();
    const theirs = await signUp();
    const here = await sessionOf(mine.browser);
    const own = await mine.browser.call(signOutDevice, { method: "DELETE", params: { id: here } });
    expect(own).toMatchObject({ status: 409, body: { message: english(USE_LOG_OUT) } });
    const stranger = await sessionOf(theirs.browser);
    for (const id of [stranger, "00000000-0000-4000-8000-000000000000", "not-an-id", "' OR 1=1 --"]) {
      const answer = await mine.browser.call(signOutDevice, { method: "DELETE", params: { id } });
      expect({ id, status: answer.status, message: answer.body.message }).toEqual({
        id,
        status: 404,
        message: english(SESSION_GONE),
      });
    }
    expect((await theirs.browser.call(me)).status).toBe(200);
    expect((await mine.browser.call(me)).status).toBe(200);
  });

  it("signs out every other device but keeps this one, and tells the owner once", async () => {
    const { browser: phone, digits, userId } = await signUp();
    const laptop = await signIn(digits, newBrowser(WINDOWS));
    const tablet = await signIn(digits);
    const answer = await phone.call(signOutOthers, { body: {} });
    expect(answer).toMatchObject({ status: 200, body: { data: { signedOut: 2 } } });
    expect((await laptop.call(me)).status).toBe(401);
    expect((await tablet.call(me)).status).toBe(401);
    expect((await phone.call(me)).status).toBe(200);
    const list = (await sessions(phone)).body.data.sessions;
    expect(list).toHaveLength(1);
    expect(list[0].current).toBe(true);
    const sent = await alerts(userId, "sessions-ended");
    expect(sent.map((m) => m.channel).sort()).toEqual(["email", "sms"]);
    expect(sent[0]!.body).toContain("signed out on other devices");
    // Nobody else signed in: nothing to end, nothing to tell.
    expect((await phone.call(signOutOthers, { body: {} })).body.data.signedOut).toBe(0);
    expect(await alerts(userId, "sessions-ended")).toHaveLength(2);
    expect((await phone.call(signOutOthers, { body: { everyone: true } })).status).toBe(400);
  });
});

describe("send_money", () => {
  it("refuses a malformed request, an ended session, another person's session id and none, in the statement that moves the money", async () => {
    const { browser, userId } = await signUp();
    const other = await signUp();
    const sessionId = await sessionOf(browser);
    const { sessionVersion } = await t.db.user.findUniqueOrThrow({ where: { id: userId } });
    // The request send-money-statement.ts makes, with `set` fields changed and `drop` fields left out.
    const call = (id: string | null, set: Record<string, unknown> = {}, drop: string[] = []) =>
      t.sql
        .query(
          `SELECT * FROM send_money((jsonb_build_object('user_id', $1::uuid, 'session_version', $2::int,
             'session_id', $3::uuid, 'day', current_date, 'daily_limit_tier_1', 1000000,
             'daily_limit_tier_2', 1000000, 'daily_limit_tier_3', 1000000, 'amount', 1, 'fee', 0,
             'recipient_name', 'A', 'recipient_account_number', '0', 'recipient_bank', 'B', 'bank_code', '058',
             'reference', gen_random_uuid()::text, 'provider', 'sandbox', 'narration', 'n', 'at', now(),
             'payouts_account_id', gen_random_uuid(), 'fees_account_id', gen_random_uuid()) || $4::jsonb) - $5::text[])`,
          [userId, sessionVersion, id, JSON.stringify(set), drop],
        )
        .then(
          () => "ran",
          (error: { code?: string }) => error.code,
        );
    // A field of the wrong type, or an amount or fee left out, is refused before anything is read or written.
    expect(await call(sessionId, { amount: "1e-x" })).toBe("22P02");
    expect(await call(sessionId, { session_version: "two" })).toBe("22P02");
    expect(await call(sessionId, {}, ["amount"])).toBe("23514");
    expect(await call(sessionId, {}, ["fee"])).toBe("23514");
    expect(await t.db.transaction.count({ where: { userId } })).toBe(0);
    expect(await call(await sessionOf(other.browser))).toBe("VL004");
    expect(await call(null)).toBe("VL004");
    await t.db.userSession.update({ where: { id: sessionId }, data: { endedAt: new Date() } });
    expect(await call(sessionId)).toBe("VL004");
  });
});

describe("logout and password change", () => {
  it("logout ends this session only: the user's other devices stay signed in", async () => {
    const { browser: phone, digits } = await signUp();
    const laptop = await signIn(digits, newBrowser(WINDOWS));
    const copied = laptop.clone();
    expect((await laptop.call(logout, { body: {} })).status).toBe(200);
    expect((await copied.call(me)).status).toBe(401);
    expect((await phone.call(me)).status).toBe(200);
    expect((await sessions(phone)).body.data.sessions).toHaveLength(1);
  });

  it("a password change ends every other session and renews this one; their rows are marked ended", async () => {
    const { browser: phone, digits, userId } = await signUp();
    const laptop = await signIn(digits, newBrowser(WINDOWS));
    const changed = await phone.call(changePassword, {
      body: {
        currentPassword: TEST_PASSWORD,
        newPassword: "a new password 2026",
        confirmPassword: "a new password 2026",
      },
    });
    expect(changed.status).toBe(200);
    expect((await laptop.call(me)).status).toBe(401);
    expect((await phone.call(me)).status).toBe(200);
    const list = (await sessions(phone)).body.data.sessions;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ current: true, device: "Chrome on Android" });
    expect(await t.db.userSession.count({ where: { userId, endedAt: null } })).toBe(1);
  });

  it("ending every session (a password reset) marks every row ended", async () => {
    const { browser, digits, userId } = await signUp();
    await signIn(digits);
    await endSessions(t.db, userId);
    expect(await t.db.userSession.count({ where: { userId, endedAt: null } })).toBe(0);
    expect((await browser.call(me)).status).toBe(401);
  });
});

describe("last seen", () => {
  it("moves forward at most once a minute", async () => {
    const { browser } = await signUp();
    const id = await sessionOf(browser);
    const seen = async () => (await t.db.userSession.findUniqueOrThrow({ where: { id } })).lastSeenAt.getTime();
    const twoMinutesAgo = new Date(Date.now() - 2 * 60_000);
    await t.db.userSession.update({ where: { id }, data: { lastSeenAt: twoMinutesAgo } });
    await browser.call(me);
    const touched = await seen();
    expect(touched).toBeGreaterThan(Date.now() - 30_000);
    const thirtySecondsAgo = new Date(Date.now() - 30_000);
    await t.db.userSession.update({ where: { id }, data: { lastSeenAt: thirtySecondsAgo } });
    await browser.call(me);
    await browser.call(balance);
    expect(await seen()).toBe(thirtySecondsAgo.getTime());
  });
});

describe("the new-device alert", () => {
  it("is queued for a login from a browser new to the account, once, and never for sign-up", async () => {
    const { browser, digits, userId } = await signUp();
    expect(await alerts(userId, "new-device-login")).toEqual([]);
    // The browser that signed up holds the device cookie: a login from it is no news.
    await browser.call(logout, { body: {} });
    await signIn(digits, browser);
    expect(await alerts(userId, "new-device-login")).toEqual([]);
    const laptop = await signIn(digits, newBrowser(WINDOWS));
    const sent = await alerts(userId, "new-device-login");
    expect(sent.map((m) => m.channel).sort()).toEqual(["email", "sms"]);
    expect(sent[0]!.body).toContain("New sign-in to your Veil account on Firefox on Windows.");
    await laptop.call(logout, { body: {} });
    await signIn(digits, laptop);
    expect(await alerts(userId, "new-device-login")).toHaveLength(2);
  });

  it("is not queued when the login fails", async () => {
    const { digits, userId } = await signUp();
    const wrong = await newBrowser().call(login, { body: { phoneNumber: digits, password: "not the password" } });
    expect(wrong.status).toBe(401);
    expect(await alerts(userId, "new-device-login")).toEqual([]);
  });
});
