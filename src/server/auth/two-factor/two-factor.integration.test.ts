// Two-factor through its route handlers on real PostgreSQL: setup only with a right code, the login's second
// step before any session exists, wrong/expired/reused/malformed codes, the throttles, and turning it off.
import { POST as login } from "@/app/api/auth/login/route";
import { GET as me } from "@/app/api/auth/me/route";
import { POST as secondStep } from "@/app/api/auth/login/second-factor/route";
import { POST as resend } from "@/app/api/auth/login/second-factor/resend/route";
import { GET as status } from "@/app/api/account/two-factor/route";
import { POST as setup } from "@/app/api/account/two-factor/setup/route";
import { POST as confirm } from "@/app/api/account/two-factor/confirm/route";
import { POST as disable } from "@/app/api/account/two-factor/disable/route";
import { POST as sendConfirmCode } from "@/app/api/account/two-factor/code/route";
import { POST as newRecoveryCodes } from "@/app/api/account/two-factor/recovery-codes/route";
import { Browser, useAppDatabase } from "@/test/api-harness";
import { TEST_PASSWORD, onboard } from "@/test/onboard";
import type { TestDatabase } from "@/test/test-database";
import { sessionCookieName } from "@/server/platform/http/session-token";
import { WRONG_CURRENT_PASSWORD } from "@/server/auth/check-current-password";
import { totpCodeAt, TOTP_PERIOD_SECONDS } from "./totp";
import { CHALLENGE_GONE, CHALLENGE_USED_UP, challengeCookieName } from "./login-challenge";
import { WRONG_CODE } from "./manage";
import { WRONG_SETUP_CODE } from "./setup";
import { sweepMessages } from "@/server/notify/messages/sweep-messages";
import { english } from "@/test/english";

// Every login and password check runs bcrypt at cost 12; on a shared machine these tests need time.
jest.setTimeout(120_000);

let t: TestDatabase;
let close: () => Promise<void>;
beforeAll(async () => ({ t, close } = await useAppDatabase()));
afterAll(() => close());

let ip = 0;
const newBrowser = () => new Browser({ "x-forwarded-for": `198.51.100.${++ip}` });
const STEP_MS = TOTP_PERIOD_SECONDS * 1000;
const currentStep = () => Math.floor(Date.now() / STEP_MS);

async function signedInUser() {
  const { identity } = await onboard({ browser: newBrowser() });
  const phone = identity.phoneNumber as string;
  const browser = newBrowser();
  const answer = await browser.call(login, { body: { phoneNumber: phone, password: TEST_PASSWORD } });
  expect(answer.status).toBe(200);
  const { id } = await t.db.user.findUniqueOrThrow({ where: { phoneNumber: phone }, select: { id: true } });
  return { browser, phone, userId: id };
}

/** As if a minute had passed: the authenticator's current code is newer than the last one used. */
async function letTimePass(userId: string) {
  await t.db.twoFactor.update({ where: { userId }, data: { lastTotpStep: BigInt(currentStep() - 2) } });
}

async function withApp() {
  const user = await signedInUser();
  const started = await user.browser.call(setup, { body: { method: "app", password: TEST_PASSWORD } });
  expect(started.status).toBe(200);
  const secret = started.body.data.secret as string;
  const confirmed = await user.browser.call(confirm, { body: { code: totpCodeAt(secret, Date.now()) } });
  expect(confirmed.status).toBe(200);
  await letTimePass(user.userId);
  return { ...user, secret, recoveryCodes: confirmed.body.data.recoveryCodes as string[] };
}

async function smsCode(messageId: string): Promise<string> {
  const message = await t.db.outboxMessage.findUniqueOrThrow({ where: { id: messageId } });
  return message.body!.match(/\b(\d{6})\b/)![1]!;
}

const alerts = (userId: string, event: string) =>
  t.db.outboxMessage.count({ where: { userId, kind: `alert:${event}`, channel: "sms" } });

/** Password right: the browser holds only a challenge. */
async function passwordStep(phone: string, browser = newBrowser()) {
  const answer = await browser.call(login, { body: { phoneNumber: phone, password: TEST_PASSWORD } });
  return { browser, answer };
}

describe("turning on the authenticator app", () => {
  it("asks for the password first: a stolen session alone cannot put its own app on the account", async () => {
    const { browser, userId, phone } = await signedInUser();
    for (const method of ["app", "sms"] as const) {
      const refused = await browser.call(setup, { body: { method, password: "not the password" } });
      expect(refused.status).toBe(422);
      expect(refused.body.message).toBe(english(WRONG_CURRENT_PASSWORD));
    }
    expect(await t.db.twoFactor.count({ where: { userId } })).toBe(0);
    expect(await t.db.outboxMessage.count({ where: { userId, kind: "code:two-factor-sms-setup" } })).toBe(0);
    // Each wrong password counts as a failed login for the number.
    expect(await t.db.loginAttempt.count({ where: { phoneNumber: phone } })).toBe(2);
  });

  it("shows a QR code and key, keeps the secret encrypted, and turns on only with a right code", async () => {
    const { browser, userId } = await signedInUser();
    const started = await browser.call(setup, { body: { method: "app", password: TEST_PASSWORD } });
    expect(started.status).toBe(200);
    const { secret, uri, qrCode } = started.body.data;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(uri).toMatch(/^otpauth:\/\/totp\/Veil:.*issuer=Veil/);
    expect(qrCode).toMatch(/^data:image\/png;base64,/);
    const row = await t.db.twoFactor.findUniqueOrThrow({ where: { userId } });
    expect(row.totpSecretEncrypted).not.toContain(secret);
    expect(row.enabledAt).toBeNull();

    const wrong = totpCodeAt(secret, Date.now() - 5 * STEP_MS);
    const refused = await browser.call(confirm, { body: { code: wrong } });
    expect(refused).toMatchObject({ status: 422, body: { message: english(WRONG_SETUP_CODE) } });
    expect((await browser.call(status)).body.data).toEqual({ enabled: false });
    expect(await alerts(userId, "two-factor-on")).toBe(0);

    const malformed = await browser.call(confirm, { body: { code: "12 34" } });
    expect(malformed.status).toBe(400);

    const code = totpCodeAt(secret, Date.now());
    const confirmed = await browser.call(confirm, { body: { code } });
    expect(confirmed.status).toBe(200);
    const codes = confirmed.body.data.recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    const stored = await t.db.recoveryCode.findMany({ where: { userId } });
    expect(stored).toHaveLength(10);
    for (const { codeHash } of stored) for (const shown of codes) expect(codeHash).not.toContain(shown);
    expect((await browser.call(status)).body.data).toMatchObject({
      enabled: true,
      method: "app",
      recoveryCodesLeft: 10,
    });
    expect(await alerts(userId, "two-factor-on")).toBe(1);
    // Started again while on: refused, the secret untouched.
    expect((await browser.call(setup, { body: { method: "sms", password: TEST_PASSWORD } })).status).toBe(409);
    expect((await t.db.twoFactor.findUniqueOrThrow({ where: { userId } })).totpSecretEncrypted).toBe(
      row.totpSecretEncrypted,
    );
  });

  it("answers the status only to a signed-in user", async () => {
    expect((await new Browser().call(status)).status).toBe(401);
  });
});

describe("the login's second step", () => {
  it("gives no session for the password alone, then signs in with the app's code, which works once", async () => {
    const { phone, secret } = await withApp();
    const { browser, answer } = await passwordStep(phone);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      data: { secondFactor: { method: "app", phoneHint: `+234 ••• ••• ${phone.slice(-4)}` } },
    });
    expect(browser.cookies.has(sessionCookieName())).toBe(false);
    const challenge = answer.headers.getSetCookie().find((line) => line.startsWith(`${challengeCookieName()}=`))!;
    expect(challenge).toMatch(/HttpOnly/i);
    expect(challenge).toMatch(/Max-Age=600/i);
    expect((await browser.call(me)).status).toBe(401);

    const code = totpCodeAt(secret, Date.now());
    const signedIn = await browser.call(secondStep, { body: { code } });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.data.user.phoneNumber).toBe(phone);
    expect(browser.cookies.has(sessionCookieName())).toBe(true);
    expect(browser.cookies.has(challengeCookieName())).toBe(false);
    expect((await browser.call(me)).status).toBe(200);

    // The same code on another login: refused (used), and so is the finished challenge.
    const again = await passwordStep(phone);
    expect((await again.browser.call(secondStep, { body: { code } })).status).toBe(401);
    const replayed = browser.clone();
    replayed.cookies.set(challengeCookieName(), challenge.split(";")[0]!.split("=")[1]!);
    expect(await replayed.call(secondStep, { body: { code } })).toMatchObject({
      status: 401,
      body: { message: english(CHALLENGE_GONE) },
    });
  });

  it("refuses a malformed code (400), no challenge, and an expired challenge, signing nobody in", async () => {
    const { phone, secret, userId } = await withApp();
    const { browser } = await passwordStep(phone);
    expect((await browser.call(secondStep, { body: { code: "abc" } })).status).toBe(400);
    expect(await new Browser().call(secondStep, { body: { code: totpCodeAt(secret, Date.now()) } })).toMatchObject({
      status: 401,
      body: { message: english(CHALLENGE_GONE) },
    });
    await t.db.loginChallenge.updateMany({ where: { userId }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect(await browser.call(secondStep, { body: { code: totpCodeAt(secret, Date.now()) } })).toMatchObject({
      status: 401,
      body: { message: english(CHALLENGE_GONE) },
    });
    expect(browser.cookies.has(sessionCookieName())).toBe(false);
  });

  it("kills a challenge after five wrong codes, and counts them with the login throttle", async () => {
    const { phone, secret } = await withApp();
    const { browser } = await passwordStep(phone);
    const right = totpCodeAt(secret, Date.now());
    const wrong = right === "000000" ? "111111" : "000000";
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await browser.call(secondStep, { body: { code: wrong } }));
    expect(answers.map((a) => a.status)).toEqual([401, 401, 401, 401, 401]);
    expect(answers[0]!.body.message).toMatch(/4 tries left/);
    expect(answers[4]!.body.message).toBe(english(CHALLENGE_USED_UP));
    expect(await browser.call(secondStep, { body: { code: right } })).toMatchObject({
      status: 401,
      body: { message: english(CHALLENGE_USED_UP) },
    });
    // Five wrong codes are five failures of this number: the password alone is now refused too.
    const next = await passwordStep(phone, browser);
    expect(next.answer.status).toBe(429);
    expect(next.answer.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(browser.cookies.has(sessionCookieName())).toBe(false);
  });

  it("takes a recovery code once, tells the owner, and leaves nine", async () => {
    const { phone, recoveryCodes, userId } = await withApp();
    const first = await passwordStep(phone);
    const typed = recoveryCodes[3]!.toUpperCase().replace("-", " ");
    expect((await first.browser.call(secondStep, { body: { code: typed } })).status).toBe(200);
    expect(await alerts(userId, "recovery-code-used")).toBe(1);
    const second = await passwordStep(phone);
    expect((await second.browser.call(secondStep, { body: { code: recoveryCodes[3] } })).status).toBe(401);
    expect((await first.browser.call(status)).body.data.recoveryCodesLeft).toBe(9);
  });

  it("signs in once when the same code is sent twice at once", async () => {
    const { phone, secret } = await withApp();
    const [a, b] = await Promise.all([passwordStep(phone), passwordStep(phone)]);
    const code = totpCodeAt(secret, Date.now());
    const answers = await Promise.all([a, b].map(({ browser }) => browser.call(secondStep, { body: { code } })));
    expect(answers.map((x) => x.status).sort()).toEqual([200, 401]);
  });
});

describe("two-factor by SMS", () => {
  it("turns on with the code sent to the phone, and then asks for a new SMS code at each login", async () => {
    const { browser, phone } = await signedInUser();
    const started = await browser.call(setup, { body: { method: "sms", password: TEST_PASSWORD } });
    expect(started.status).toBe(200);
    expect(started.body.data).toMatchObject({ method: "sms", phoneHint: `+234 ••• ••• ${phone.slice(-4)}` });
    const code = await smsCode(started.body.data.messageId);
    const wrong = code === "000000" ? "111111" : "000000";
    expect((await browser.call(confirm, { body: { code: wrong } })).status).toBe(422);
    expect((await browser.call(status)).body.data.enabled).toBe(false);
    const confirmed = await browser.call(confirm, { body: { code } });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data.recoveryCodes).toHaveLength(10);

    const step = await passwordStep(phone);
    expect(step.answer.body.data.secondFactor).toMatchObject({ method: "sms", messageId: expect.any(String) });
    expect((await step.browser.call(resend, { body: {} })).status).toBe(429); // too soon after the first
    await t.db.oneTimeCode.updateMany({
      where: { subject: { startsWith: "login-challenge:" }, purpose: "login" },
      data: { createdAt: new Date(Date.now() - 60_000) },
    });
    const resent = await step.browser.call(resend, { body: {} });
    expect(resent.status).toBe(200);
    const first = await smsCode(step.answer.body.data.secondFactor.messageId);
    const latest = await smsCode(resent.body.data.secondFactor.messageId);
    if (first !== latest) expect((await step.browser.call(secondStep, { body: { code: first } })).status).toBe(401);
    expect((await step.browser.call(secondStep, { body: { code: latest } })).status).toBe(200);
    expect((await step.browser.call(me)).status).toBe(200);
  });

  it("keeps each login's code to its own login: a second login does not cancel the first one's code", async () => {
    const { browser, phone } = await signedInUser();
    const started = await browser.call(setup, { body: { method: "sms", password: TEST_PASSWORD } });
    expect((await browser.call(confirm, { body: { code: await smsCode(started.body.data.messageId) } })).status).toBe(
      200,
    );
    const mine = await passwordStep(phone);
    const other = await passwordStep(phone);
    const otherCode = await smsCode(other.answer.body.data.secondFactor.messageId);
    const myCode = await smsCode(mine.answer.body.data.secondFactor.messageId);
    if (otherCode !== myCode) {
      expect((await mine.browser.call(secondStep, { body: { code: otherCode } })).status).toBe(401);
    }
    expect((await mine.browser.call(secondStep, { body: { code: myCode } })).status).toBe(200);
    expect((await mine.browser.call(me)).status).toBe(200);
  });
});

describe("turning two-factor off", () => {
  it("needs the password and a current code; then the password alone signs in again", async () => {
    const { browser, phone, secret, userId } = await withApp();
    const code = () => totpCodeAt(secret, Date.now());
    expect(await browser.call(disable, { body: { password: "not the password", code: code() } })).toMatchObject({
      status: 422,
      body: { message: english(WRONG_CURRENT_PASSWORD) },
    });
    const wrong = code() === "000000" ? "111111" : "000000";
    expect(await browser.call(disable, { body: { password: TEST_PASSWORD, code: wrong } })).toMatchObject({
      status: 422,
      body: { message: english(WRONG_CODE) },
    });
    expect((await browser.call(status)).body.data.enabled).toBe(true);
    expect(await alerts(userId, "two-factor-off")).toBe(0);

    expect((await browser.call(disable, { body: { password: TEST_PASSWORD, code: code() } })).status).toBe(200);
    expect((await browser.call(status)).body.data).toEqual({ enabled: false });
    expect(await t.db.recoveryCode.count({ where: { userId } })).toBe(0);
    expect(await t.db.twoFactor.count({ where: { userId } })).toBe(0);
    expect(await alerts(userId, "two-factor-off")).toBe(1);
    const { browser: after, answer } = await passwordStep(phone);
    expect(answer.body.data.user.phoneNumber).toBe(phone);
    expect(after.cookies.has(sessionCookieName())).toBe(true);
  });

  it("with SMS, takes the code sent on request; new recovery codes end the old ones", async () => {
    const { browser, userId } = await signedInUser();
    const started = await browser.call(setup, { body: { method: "sms", password: TEST_PASSWORD } });
    const confirmed = await browser.call(confirm, { body: { code: await smsCode(started.body.data.messageId) } });
    const old = confirmed.body.data.recoveryCodes as string[];

    const sent = await browser.call(sendConfirmCode, { body: {} });
    expect(sent.status).toBe(200);
    const renewed = await browser.call(newRecoveryCodes, {
      body: { password: TEST_PASSWORD, code: await smsCode(sent.body.data.messageId) },
    });
    expect(renewed.status).toBe(200);
    expect(renewed.body.data.recoveryCodes).toHaveLength(10);
    expect(await t.db.recoveryCode.count({ where: { userId } })).toBe(10);
    // An old recovery code no longer proves anything; a new one turns it off.
    expect((await browser.call(disable, { body: { password: TEST_PASSWORD, code: old[0] } })).status).toBe(422);
    const off = await browser.call(disable, {
      body: { password: TEST_PASSWORD, code: renewed.body.data.recoveryCodes[0] },
    });
    expect(off.status).toBe(200);
    expect(await alerts(userId, "two-factor-off")).toBe(1);
  });
});

describe("the sweep of spent login challenges", () => {
  it("deletes challenges a day past their expiry and keeps the others", async () => {
    const { phone, userId } = await withApp();
    await passwordStep(phone);
    await passwordStep(phone);
    const [old] = await t.db.loginChallenge.findMany({ where: { userId }, orderBy: { createdAt: "asc" } });
    await t.db.loginChallenge.update({
      where: { id: old!.id },
      data: { expiresAt: new Date(Date.now() - 25 * 60 * 60 * 1000) },
    });
    expect(await sweepMessages(t.db, { deadline: Date.now() + 10_000 })).toBeGreaterThanOrEqual(1);
    const left = await t.db.loginChallenge.findMany({ where: { userId } });
    expect(left.map((row) => row.id)).not.toContain(old!.id);
    expect(left).toHaveLength(1);
  });
});
