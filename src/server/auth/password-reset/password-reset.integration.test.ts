// Password reset, the password rules and the password-change alert, through their route handlers on real
// PostgreSQL: what a person reads, what the database holds, and which messages are queued.
import { POST as start } from "@/app/api/auth/password-reset/start/route";
import { POST as resend } from "@/app/api/auth/password-reset/resend/route";
import { POST as verify } from "@/app/api/auth/password-reset/verify/route";
import { POST as secondFactor } from "@/app/api/auth/password-reset/second-factor/route";
import { POST as complete } from "@/app/api/auth/password-reset/complete/route";
import { POST as login } from "@/app/api/auth/login/route";
import { GET as me } from "@/app/api/auth/me/route";
import { POST as changePassword } from "@/app/api/account/password/route";
import { Browser, useAppDatabase } from "@/test/api-harness";
import { TEST_PASSWORD, VERIFIED_ADDRESS, onboard, verifyIdentity } from "@/test/onboard";
import { POST as verifyBiometric } from "@/app/api/verify/biometric/route";
import { POST as verifyComplete } from "@/app/api/verify/complete/route";
import { POST as createWallet } from "@/app/api/wallet/create/route";
import { MATCHING_SELFIE } from "@/test/jpeg";
import type { TestDatabase } from "@/test/test-database";
import { CODE_EXPIRED, CODE_NONE, CODE_USED_UP, CODE_WRONG } from "@/server/auth/one-time-codes";
import { PASSWORD_HAS_PHONE, PASSWORD_IS_CURRENT, PASSWORD_TOO_COMMON } from "@/lib/password-rules";
import { RESET_CODE_SENT } from "@/lib/schemas/password-reset";
import { POST as twoFactorSetup } from "@/app/api/account/two-factor/setup/route";
import { POST as twoFactorConfirm } from "@/app/api/account/two-factor/confirm/route";
import { totpCodeAt, TOTP_PERIOD_SECONDS } from "@/server/auth/two-factor/totp";
import { NO_RESET, SECOND_FACTOR_FIRST, SMS_CODE_FIRST, WRONG_SECOND_FACTOR } from "./verify-reset";
import { RESET_USED } from "./complete-reset";
import { RESET_CODES_PER_NUMBER_PER_HOUR } from "./reset-codes";
import { resetCookieName } from "./reset-cookie";
import { english } from "@/test/english";

// Several bcrypt hashes per test at cost 12, on a shared machine.
jest.setTimeout(120_000);

let t: TestDatabase;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ t, close } = await useAppDatabase());
});
afterAll(() => close());

const NEW_PASSWORD = "river lantern 42 copper";
let ip = 0;
const newBrowser = () => new Browser({ "x-forwarded-for": `198.51.100.${++ip}` });

/** A new account, signed in on one browser: its number ("+234...") and that browser. */
async function person() {
  const { identity, browser } = await onboard({ browser: newBrowser() });
  return { phone: identity.phoneNumber as string, digits: (identity.phoneNumber as string).slice(4), session: browser };
}

/** The code in the newest reset SMS queued for `phone`. */
async function codeSentTo(phone: string): Promise<string> {
  const message = await t.db.outboxMessage.findFirstOrThrow({
    where: { recipient: phone, kind: "code:password-reset" },
    orderBy: { createdAt: "desc" },
  });
  return message.body!.match(/\b(\d{6})\b/)![1]!;
}

const resetMessages = (phone: string) =>
  t.db.outboxMessage.count({ where: { recipient: phone, kind: "code:password-reset" } });

/** A browser through the code step, ready for the new password. */
async function verifiedReset(phone: string, browser = newBrowser()) {
  expect((await browser.call(start, { body: { phoneNumber: phone.slice(4) } })).status).toBe(200);
  const verified = await browser.call(verify, { body: { code: await codeSentTo(phone) } });
  expect(verified.status).toBe(200);
  return { browser, verified };
}

const setTo = (password: string) => ({ body: { password, confirmPassword: password } });

describe("starting a reset", () => {
  it("answers a number without an account exactly as one with, and sends it nothing", async () => {
    const { phone, digits } = await person();
    const unknown = "8097770001";
    const known = await newBrowser().call(start, { body: { phoneNumber: `0${digits}` } });
    const stranger = newBrowser();
    const none = await stranger.call(start, { body: { phoneNumber: unknown } });
    expect(none.status).toBe(known.status);
    expect(none.body.data.message).toBe(english(RESET_CODE_SENT));
    expect(known.body.data.message).toBe(english(RESET_CODE_SENT));
    expect(Object.keys(none.body.data)).toEqual(Object.keys(known.body.data));
    expect(none.body.data.messageId).toMatch(/^[0-9a-f-]{36}$/);
    // A cookie either way, alike in shape, with no phone number in it.
    const cookie = (browser: Browser) => browser.cookies.get(resetCookieName())!;
    // The account's id is sealed (a fresh IV each time): a cookie names nobody, and two never match.
    const shape = /^v1~[\w-]+~[\w-]+~[\w-]+\.code\.0\.\d+\.[\w-]+$/;
    expect(cookie(stranger)).toMatch(shape);
    const knownBrowser = newBrowser();
    await knownBrowser.call(start, { body: { phoneNumber: digits } });
    expect(cookie(knownBrowser)).toMatch(shape);
    const owner = await t.db.user.findFirstOrThrow({ where: { phoneNumber: phone }, select: { id: true } });
    expect(cookie(knownBrowser)).not.toContain(owner.id);
    expect(cookie(stranger)).not.toContain(unknown);
    expect(await resetMessages(phone)).toBe(2);
    expect(await t.db.outboxMessage.count({ where: { recipient: { contains: unknown } } })).toBe(0);
    expect(await t.db.outboxMessage.count({ where: { id: none.body.data.messageId } })).toBe(0);

    // The code step answers a wrong code alike too, tries counted, so it tells nobody which numbers exist.
    const wrongForNone = await stranger.call(verify, { body: { code: "000000" } });
    expect(wrongForNone.status).toBe(422);
    expect(wrongForNone.body.message).toBe(english(CODE_WRONG(4)));
    const resent = await stranger.call(resend, { body: {} });
    expect(resent.status).toBe(200);
    expect(await t.db.outboxMessage.count({ where: { id: resent.body.data.messageId } })).toBe(0);
  });

  it("limits codes per number, whoever asks, and per client; over the limit nothing is sent", async () => {
    const { phone, digits } = await person();
    for (let n = 1; n <= RESET_CODES_PER_NUMBER_PER_HOUR; n++) {
      expect((await newBrowser().call(start, { body: { phoneNumber: digits } })).status).toBe(200);
    }
    const over = await newBrowser().call(start, { body: { phoneNumber: digits } });
    expect(over.status).toBe(429);
    expect(over.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(over.body.message).toMatch(/too many requests/);
    expect(await resetMessages(phone)).toBe(RESET_CODES_PER_NUMBER_PER_HOUR);

    const client = new Browser({ "x-forwarded-for": "203.0.113.77" });
    const answers = [];
    for (let n = 0; n < 21; n++)
      answers.push((await client.call(start, { body: { phoneNumber: `80977${String(n).padStart(5, "0")}` } })).status);
    expect(answers.slice(0, 20)).toEqual(Array(20).fill(200));
    expect(answers[20]).toBe(429);
  });

  it("refuses a malformed number with the login's words, writing nothing", async () => {
    const before = await t.db.oneTimeCode.count();
    const answer = await newBrowser().call(start, { body: { phoneNumber: "12345" } });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe("Phone number must be at least 10 digits");
    expect(await t.db.oneTimeCode.count()).toBe(before);
  });
});

describe("the code", () => {
  it("takes five wrong codes, then refuses even the right one", async () => {
    const { phone, digits } = await person();
    const browser = newBrowser();
    await browser.call(start, { body: { phoneNumber: digits } });
    const code = await codeSentTo(phone);
    const wrong = code === "111111" ? "222222" : "111111";
    for (let left = 4; left >= 1; left--) {
      expect((await browser.call(verify, { body: { code: wrong } })).body.message).toBe(english(CODE_WRONG(left)));
    }
    expect((await browser.call(verify, { body: { code: wrong } })).body.message).toBe(english(CODE_USED_UP));
    const right = await browser.call(verify, { body: { code } });
    expect(right.status).toBe(422);
    expect(right.body.message).toBe(english(CODE_USED_UP));
    expect((await browser.call(complete, setTo(NEW_PASSWORD))).body.message).toBe(english(SMS_CODE_FIRST));

    // "Resend code" gives a new code with five new tries.
    expect((await browser.call(resend, { body: {} })).status).toBe(200);
    expect((await browser.call(verify, { body: { code: await codeSentTo(phone) } })).status).toBe(200);
  });

  it("refuses an expired code", async () => {
    const { phone, digits } = await person();
    const browser = newBrowser();
    await browser.call(start, { body: { phoneNumber: digits } });
    const code = await codeSentTo(phone);
    const { id } = await t.db.user.findUniqueOrThrow({ where: { phoneNumber: phone } });
    await t.db.oneTimeCode.update({
      where: { subject_purpose: { subject: `user:${id}`, purpose: "password-reset" } },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    const answer = await browser.call(verify, { body: { code } });
    expect(answer.status).toBe(422);
    expect(answer.body.message).toBe(english(CODE_EXPIRED));
  });

  it("uses a code once, and an old code stops working once a new one is sent", async () => {
    const { phone, digits } = await person();
    const browser = newBrowser();
    await browser.call(start, { body: { phoneNumber: digits } });
    const first = await codeSentTo(phone);
    await browser.call(resend, { body: {} });
    const second = await codeSentTo(phone);
    if (first !== second) expect((await browser.call(verify, { body: { code: first } })).status).toBe(422);
    const copy = browser.clone();
    expect((await browser.call(verify, { body: { code: second } })).status).toBe(200);
    const again = await copy.call(verify, { body: { code: second } });
    expect(again.status).toBe(422);
    expect(again.body.message).toBe(english(CODE_NONE));
  });

  it("refuses the new password without a verified code, and without a reset", async () => {
    const { digits } = await person();
    const browser = newBrowser();
    expect((await browser.call(complete, setTo(NEW_PASSWORD))).body.message).toBe(english(NO_RESET));
    await browser.call(start, { body: { phoneNumber: digits } });
    const early = await browser.call(complete, setTo(NEW_PASSWORD));
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(english(SMS_CODE_FIRST));
    // A cookie edited to say "verified" is not ours.
    const name = resetCookieName();
    browser.cookies.set(name, browser.cookies.get(name)!.replace(".code.", ".verified."));
    expect((await browser.call(complete, setTo(NEW_PASSWORD))).body.message).toBe(english(NO_RESET));
    expect((await login_(digits, TEST_PASSWORD)).status).toBe(200);
  });
});

async function login_(digits: string, password: string, browser = newBrowser()) {
  return browser.call(login, { body: { phoneNumber: digits, password } });
}

describe("completing a reset", () => {
  it("changes the password, ends every session and removes every passkey, forgives the number's failures and alerts the owner", async () => {
    const { phone, digits, session } = await person();
    const owner = await t.db.user.findUniqueOrThrow({ where: { phoneNumber: phone } });
    await t.db.passkey.create({
      data: {
        userId: owner.id,
        credentialId: `cred-${owner.id}`,
        publicKey: Buffer.from([1]),
        device: "Chrome on Linux",
      },
    });
    for (let n = 0; n < 4; n++) expect((await login_(digits, "a wrong guess")).status).toBe(401);
    const { browser, verified } = await verifiedReset(phone);
    expect(verified.body.data.next).toBe("password");
    const done = await browser.call(complete, setTo(NEW_PASSWORD));
    expect(done.status).toBe(200);
    expect(browser.cookies.has(resetCookieName())).toBe(false);
    expect((await session.call(me)).status).toBe(401);
    expect(await t.db.loginAttempt.count({ where: { phoneNumber: phone } })).toBe(0);
    expect(await t.db.passkey.count({ where: { userId: owner.id } })).toBe(0);
    const alerts = await t.db.outboxMessage.findMany({
      where: {
        userId: (await t.db.user.findUniqueOrThrow({ where: { phoneNumber: phone } })).id,
        kind: "alert:password-reset",
      },
      select: { channel: true, body: true },
    });
    expect(alerts.map((alert) => alert.channel).sort()).toEqual(["email", "sms"]);
    expect(alerts[0]!.body).toMatch(/password was reset/);
    expect((await login_(digits, TEST_PASSWORD)).status).toBe(401);
    expect((await login_(digits, NEW_PASSWORD)).status).toBe(200);
  });

  it("works once: a copy of the verified cookie changes nothing", async () => {
    const { phone, digits } = await person();
    const { browser } = await verifiedReset(phone);
    const copy = browser.clone();
    expect((await browser.call(complete, setTo(NEW_PASSWORD))).status).toBe(200);
    const replay = await copy.call(complete, setTo("another fine password 7"));
    expect(replay.status).toBe(409);
    expect(replay.body.message).toBe(english(RESET_USED));
    expect((await login_(digits, NEW_PASSWORD)).status).toBe(200);
  });

  it("refuses the current password, a common one and one holding the number, and keeps the code for a retry", async () => {
    const { phone, digits } = await person();
    const { browser } = await verifiedReset(phone);
    const refusals = [
      [TEST_PASSWORD, english(PASSWORD_IS_CURRENT)],
      ["Password123", english(PASSWORD_TOO_COMMON)],
      ["IloveYou2", english(PASSWORD_TOO_COMMON)],
      [`my0${digits}`, english(PASSWORD_HAS_PHONE)],
      [`x234${digits}y`, english(PASSWORD_HAS_PHONE)],
      [`${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}!`, english(PASSWORD_HAS_PHONE)],
    ];
    for (const [password, message] of refusals) {
      const answer = await browser.call(complete, setTo(password!));
      expect({ password, status: answer.status, message: answer.body.message }).toEqual({
        password,
        status: 422,
        message,
      });
    }
    const mismatch = await browser.call(complete, { body: { password: NEW_PASSWORD, confirmPassword: "other" } });
    expect(mismatch.body.message).toBe("Passwords do not match");
    expect((await login_(digits, TEST_PASSWORD)).status).toBe(200);
    expect((await browser.call(complete, setTo(NEW_PASSWORD))).status).toBe(200);
  });
});

/** Turns on two-factor by authenticator app, as Settings does; answers the app's key and the recovery codes. */
async function withAuthenticator(session: Browser, userId: string) {
  const started = await session.call(twoFactorSetup, { body: { method: "app", password: TEST_PASSWORD } });
  expect(started.status).toBe(200);
  const secret = started.body.data.secret as string;
  const confirmed = await session.call(twoFactorConfirm, { body: { code: totpCodeAt(secret, Date.now()) } });
  expect(confirmed.status).toBe(200);
  // As if a minute had passed, so the app's current code is newer than the one that turned it on.
  const step = Math.floor(Date.now() / (TOTP_PERIOD_SECONDS * 1000));
  await t.db.twoFactor.update({ where: { userId }, data: { lastTotpStep: BigInt(step - 2) } });
  return { secret, recoveryCodes: confirmed.body.data.recoveryCodes as string[] };
}

describe("with two-factor by authenticator app", () => {
  it("asks for the app's code or a recovery code, counting wrong ones as failed logins", async () => {
    const { phone, digits, session } = await person();
    const user = await t.db.user.findUniqueOrThrow({ where: { phoneNumber: phone } });
    const { secret } = await withAuthenticator(session, user.id);
    const { browser, verified } = await verifiedReset(phone);
    expect(verified.body.data.next).toBe("authenticator");
    const early = await browser.call(complete, setTo(NEW_PASSWORD));
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(english(SECOND_FACTOR_FIRST));
    const wrong = await browser.call(secondFactor, { body: { code: "135791" } });
    expect(wrong.status).toBe(422);
    expect(wrong.body.message).toBe(english(WRONG_SECOND_FACTOR));
    expect(await t.db.loginAttempt.count({ where: { phoneNumber: phone } })).toBe(1);
    const right = await browser.call(secondFactor, { body: { code: totpCodeAt(secret, Date.now()) } });
    expect(right.status).toBe(200);
    expect((await browser.call(complete, setTo(NEW_PASSWORD))).status).toBe(200);
    expect((await login_(digits, NEW_PASSWORD)).status).toBe(200);
  });

  it("stops asking after five wrong codes, as a login would", async () => {
    const { phone, session } = await person();
    const user = await t.db.user.findUniqueOrThrow({ where: { phoneNumber: phone } });
    const { secret } = await withAuthenticator(session, user.id);
    const { browser } = await verifiedReset(phone);
    for (let n = 0; n < 5; n++)
      expect((await browser.call(secondFactor, { body: { code: "135791" } })).status).toBe(422);
    const throttled = await browser.call(secondFactor, { body: { code: totpCodeAt(secret, Date.now()) } });
    expect(throttled.status).toBe(429);
    expect(throttled.headers.get("retry-after")).toMatch(/^\d+$/);
  });
});

describe("with two-factor by authenticator app, and the app lost", () => {
  it("takes a recovery code instead, once", async () => {
    const { phone, digits, session } = await person();
    const user = await t.db.user.findUniqueOrThrow({ where: { phoneNumber: phone } });
    const { recoveryCodes } = await withAuthenticator(session, user.id);
    const { browser } = await verifiedReset(phone);
    expect((await browser.call(secondFactor, { body: { code: recoveryCodes[0] } })).status).toBe(200);
    expect((await browser.call(complete, setTo(NEW_PASSWORD))).status).toBe(200);
    expect((await login_(digits, NEW_PASSWORD)).status).toBe(200);
    const again = await verifiedReset(phone);
    expect((await again.browser.call(secondFactor, { body: { code: recoveryCodes[0] } })).status).toBe(422);
  });
});

describe("new passwords everywhere", () => {
  it("refuses a common password or the phone number at wallet creation, and creates nothing", async () => {
    const browser = newBrowser();
    const identity = await verifyIdentity(browser);
    await browser.call(verifyBiometric, { raw: MATCHING_SELFIE, headers: { "content-type": "image/jpeg" } });
    await browser.call(verifyComplete, {
      body: { fullName: identity.fullName, dateOfBirth: identity.dateOfBirth, ...VERIFIED_ADDRESS },
    });
    const users = await t.db.user.count();
    const create = (password: string) =>
      browser.call(createWallet, { body: { email: `rules${++ip}@example.com`, password, confirmPassword: password } });
    for (const [password, message] of [
      ["qwerty123", english(PASSWORD_TOO_COMMON)],
      ["PASSWORD1", english(PASSWORD_TOO_COMMON)],
      [`veil${identity.phoneNumber.slice(4)}`, english(PASSWORD_HAS_PHONE)],
      [`0${identity.phoneNumber.slice(4)}`, english(PASSWORD_HAS_PHONE)],
    ]) {
      const refused = await create(password!);
      expect({ password, status: refused.status, message: refused.body.message }).toEqual({
        password,
        status: 422,
        message,
      });
    }
    expect(await t.db.user.count()).toBe(users);
    // The step stays open: the same person chooses a better password.
    expect((await create(NEW_PASSWORD)).status).toBe(200);
  });

  it("refuses a common password or one holding the number at a password change, and alerts on a change", async () => {
    const { phone, digits, session } = await person();
    const change = (newPassword: string, currentPassword = TEST_PASSWORD) =>
      session.call(changePassword, { body: { currentPassword, newPassword, confirmPassword: newPassword } });
    expect((await change("letmein123")).body.message).toBe(english(PASSWORD_TOO_COMMON));
    expect((await change(`pass0${digits}`)).body.message).toBe(english(PASSWORD_HAS_PHONE));
    const alerts = () => t.db.outboxMessage.count({ where: { recipient: phone, kind: "alert:password-changed" } });
    expect(await alerts()).toBe(0);
    expect((await change(NEW_PASSWORD, "not my password")).status).toBe(422);
    expect(await alerts()).toBe(0);
    expect((await change(NEW_PASSWORD)).status).toBe(200);
    expect(await alerts()).toBe(1);
    expect((await login_(digits, NEW_PASSWORD)).status).toBe(200);
  });
});
