// Sessions, login throttling and account settings through their route handlers on real PostgreSQL.
import { POST as login } from "@/app/api/auth/login/route";
import { POST as logout } from "@/app/api/auth/logout/route";
import { GET as me } from "@/app/api/auth/me/route";
import { GET as getSettings, PATCH as patchSettings } from "@/app/api/settings/route";
import { PUT as putEmail } from "@/app/api/account/email/route";
import { POST as changePassword } from "@/app/api/account/password/route";
import { GET as exportData } from "@/app/api/account/export/route";
import { POST as requestClosure } from "@/app/api/account/closure/route";
import { Browser, useAppDatabase } from "@/test/api-harness";
import { TEST_PASSWORD, onboard } from "@/test/onboard";
import type { TestDatabase } from "@/test/test-database";
import { seedDemoAccount } from "../../../prisma/seed";
import { DEMO_ACCOUNT } from "../../../prisma/demo-account";
import { WRONG_CREDENTIALS } from "./authenticate";
import { deviceCookieName } from "./device-cookie";
import { translator } from "@/i18n/translator";
import { WRONG_CURRENT_PASSWORD } from "./check-current-password";
import { english } from "@/test/english";
import { PASSWORD_IS_CURRENT } from "@/lib/password-rules";

// Every login runs bcrypt at cost 12 (a quarter of a second on a free core); on a shared machine a test of
// several logins outlives Jest's default 5 s.
jest.setTimeout(60_000);

let t: TestDatabase;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ t, close } = await useAppDatabase());
  await seedDemoAccount(t.db);
});
afterAll(() => close());

let ip = 0;
/** Each test its own address, so the per-address limit of one test does not spill into another. */
const newBrowser = () => new Browser({ "x-forwarded-for": `198.51.100.${++ip}` });

async function signUp() {
  const { identity } = await onboard({ browser: newBrowser() });
  return { phone: identity.phoneNumber as string, digits: (identity.phoneNumber as string).slice(4) };
}

async function signIn(phoneNumber: string, password = TEST_PASSWORD, browser = newBrowser()) {
  const answer = await browser.call(login, { body: { phoneNumber, password } });
  return { browser, answer };
}

describe("login and logout", () => {
  it("signs in with the number typed after +234, or with a leading 0", async () => {
    const { digits } = await signUp();
    for (const typed of [digits, `0${digits}`]) {
      const { browser, answer } = await signIn(typed);
      expect(answer.status).toBe(200);
      expect(answer.body.data.user.phoneNumber).toBe(`+234${digits}`);
      const cookie = answer.headers.getSetCookie().find((line) => line.includes("next-auth.session-token="))!;
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/SameSite=lax/i);
      expect((await browser.call(me)).status).toBe(200);
    }
  });

  it("refuses a cookie saved before logout, on every route", async () => {
    const { digits } = await signUp();
    const { browser } = await signIn(digits);
    const copied = browser.clone();
    expect((await copied.call(me)).status).toBe(200);
    expect((await browser.call(logout, { body: {} })).status).toBe(200);
    // Only the device cookie stays: it signs nobody in, it only keeps this browser's login failures apart.
    expect([...browser.cookies.keys()].filter((name) => !name.includes("veil-device-"))).toEqual([]);
    expect((await copied.call(me)).status).toBe(401);
    expect((await copied.call(getSettings)).status).toBe(401);
    expect((await copied.call(patchSettings, { method: "PATCH", body: { darkMode: true } })).status).toBe(401);
  });

  it("refuses a tampered session token and no token at all", async () => {
    const { digits } = await signUp();
    const { browser } = await signIn(digits);
    const [name, value] = [...browser.cookies].find(([key]) => key.includes("session-token"))!;
    browser.cookies.set(name, value.slice(0, -4) + (value.endsWith("AAAA") ? "BBBB" : "AAAA"));
    expect((await browser.call(me)).status).toBe(401);
    const none = await new Browser().call(me);
    expect(none.status).toBe(401);
    expect(none.body.message).toBe("Please log in to continue.");
  });

  it("answers an unknown number exactly as a wrong password", async () => {
    const { digits } = await signUp();
    const wrong = (await signIn(digits, "not the password")).answer;
    const unknown = (await signIn("8099999999", "not the password")).answer;
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.body.message).toBe(english(WRONG_CREDENTIALS));
  });
});

describe("login throttling", () => {
  it("answers the sixth wrong password in 15 minutes with 429 and Retry-After, without running bcrypt", async () => {
    const { digits } = await signUp();
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await signIn(digits, "wrong password")).answer.status).toBe(401);
    }
    const started = performance.now();
    const sixth = (await signIn(digits, "wrong password")).answer;
    const elapsed = performance.now() - started;
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get("retry-after"))).toBeGreaterThan(14 * 60);
    expect(sixth.body.message).toMatch(/try again/i);
    // A bcrypt comparison at cost 12 alone takes ~250 ms here; the throttled answer runs none.
    expect(elapsed).toBeLessThan(50);
    // Even the right password waits: the limit is on the number, not on the guess.
    expect((await signIn(digits)).answer.status).toBe(429);
  });

  it("forgives earlier failures once the right password is given within the limit", async () => {
    const { digits } = await signUp();
    for (let attempt = 1; attempt <= 4; attempt++) await signIn(digits, "wrong password");
    expect((await signIn(digits)).answer.status).toBe(200);
    expect(await t.db.loginAttempt.count({ where: { phoneNumber: `+234${digits}` } })).toBe(0);
  });

  it("holds 50 failures from one address against any number, across server instances (they share the table)", async () => {
    const address = "203.0.113.50";
    await t.db.loginAttempt.createMany({
      data: Array.from({ length: 50 }, (_, n) => ({
        phoneNumber: `+23480${String(n).padStart(8, "0")}`,
        ipAddress: address,
      })),
    });
    const { digits } = await signUp();
    const blocked = await new Browser({ "x-forwarded-for": address }).call(login, {
      body: { phoneNumber: digits, password: TEST_PASSWORD },
    });
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get("retry-after")).toMatch(/^\d+$/);
    expect((await signIn(digits)).answer.status).toBe(200);
  });

  it("never lets a stranger's failures block a browser that has signed in to the account before", async () => {
    const { digits } = await signUp();
    const { browser: owner } = await signIn(digits);
    expect([...owner.cookies.keys()].some((name) => name.includes("veil-device-"))).toBe(true);
    const stranger = newBrowser();
    for (let attempt = 1; attempt <= 8; attempt++) await signIn(digits, "a stranger's guess", stranger);
    expect((await signIn(digits, TEST_PASSWORD, stranger)).answer.status).toBe(429);
    // A browser that never signed in to the number waits, as the number's limit says.
    expect((await signIn(digits)).answer.status).toBe(429);
    expect((await signIn(digits, TEST_PASSWORD, owner)).answer.status).toBe(200);
  });

  it("keeps a signed-in person's current-password checks apart from a stranger's failed logins", async () => {
    const { digits } = await signUp();
    const { browser: owner } = await signIn(digits);
    const stranger = newBrowser();
    for (let attempt = 1; attempt <= 5; attempt++) await signIn(digits, "a stranger's guess", stranger);
    expect((await signIn(digits, "a stranger's sixth guess", stranger)).answer.status).toBe(429);
    // A browser sends its device cookie only to the login (Path=/api/auth/login): not with this request.
    for (const name of [...owner.cookies.keys()]) if (name.includes("veil-device-")) owner.cookies.delete(name);
    // The stranger's five do not block the owner's check...
    const changed = await owner.call(changePassword, {
      body: { currentPassword: TEST_PASSWORD, newPassword: "owner's new words", confirmPassword: "owner's new words" },
    });
    expect(changed.status).toBe(200);
    // ...and the owner's right password does not give the stranger five more guesses.
    expect((await signIn(digits, "owner's new words", stranger)).answer.status).toBe(429);
  });

  it("counts a stolen session's current-password guesses on their own: the sixth waits", async () => {
    const { digits } = await signUp();
    const { browser: thief } = await signIn(digits);
    const guess = (currentPassword: string) =>
      thief.call(changePassword, {
        body: { currentPassword, newPassword: "thief's words", confirmPassword: "thief's words" },
      });
    for (let attempt = 1; attempt <= 5; attempt++) expect((await guess(`guess ${attempt}`)).status).toBe(422);
    expect((await guess(TEST_PASSWORD)).status).toBe(429);
  });

  it("counts a known browser's own failures: its sixth wrong password waits, without running bcrypt", async () => {
    const { digits } = await signUp();
    const { browser: owner } = await signIn(digits);
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await signIn(digits, "wrong password", owner)).answer.status).toBe(401);
    }
    const started = performance.now();
    const sixth = (await signIn(digits, TEST_PASSWORD, owner)).answer;
    expect(sixth.status).toBe(429);
    expect(performance.now() - started).toBeLessThan(50);
    // Its failures were its own: the number is not blocked for anyone else.
    expect((await signIn(digits)).answer.status).toBe(200);
  });

  it("ignores a device cookie signed for another account", async () => {
    const mine = await signUp();
    const theirs = await signUp();
    const { browser } = await signIn(mine.digits);
    const [, myDevice] = [...browser.cookies].find(([name]) => name === deviceCookieName(mine.phone))!;
    const stranger = newBrowser();
    for (let attempt = 1; attempt <= 5; attempt++) await signIn(theirs.digits, "a guess", stranger);
    // My own device cookie, under the name the other account's cookie has: it proves nothing there.
    const forged = newBrowser();
    forged.cookies.set(deviceCookieName(theirs.phone), myDevice);
    expect((await signIn(theirs.digits, TEST_PASSWORD, forged)).answer.status).toBe(429);
  });

  it("answers 20 logins arriving together without a server error", async () => {
    // Four people, five browsers each: every attempt in flight counts as a failure until its password checks,
    // so five at once is the most one number takes before the sixth would wait.
    const people = [await signUp(), await signUp(), await signUp(), await signUp()];
    const logins = people.flatMap(({ digits }) => Array.from({ length: 5 }, () => signIn(digits)));
    const statuses = (await Promise.all(logins)).map(({ answer }) => answer.status);
    expect(statuses).toEqual(Array(20).fill(200));
  });

  it("lets a number try again once its failures are older than 15 minutes", async () => {
    const { phone, digits } = await signUp();
    const old = new Date(Date.now() - 16 * 60 * 1000);
    await t.db.loginAttempt.createMany({
      data: Array.from({ length: 5 }, () => ({ phoneNumber: phone, ipAddress: "192.0.2.1", createdAt: old })),
    });
    expect((await signIn(digits)).answer.status).toBe(200);
  });
});

describe("settings and account", () => {
  it("saves every setting per user; they come back after logout and login", async () => {
    const { digits } = await signUp();
    const { browser } = await signIn(digits);
    const fresh = await browser.call(getSettings);
    expect(fresh.body.data.settings).toMatchObject({ emailReceipts: true, marketingEmails: false, darkMode: false });
    const changes = {
      emailReceipts: false,
      marketingEmails: true,
      pushNotifications: false,
      transactionAlerts: false,
      usageAnalytics: false,
      darkMode: true,
      language: "fr",
      currency: "eur",
      largerText: true,
      hapticFeedback: false,
    };
    expect((await browser.call(patchSettings, { method: "PATCH", body: changes })).status).toBe(200);
    await browser.call(logout, { body: {} });
    const again = await signIn(digits);
    expect((await again.browser.call(getSettings)).body.data.settings).toEqual(changes);
    const bad = await again.browser.call(patchSettings, { method: "PATCH", body: { language: "de" } });
    expect(bad.status).toBe(400);
    const unknown = await again.browser.call(patchSettings, {
      method: "PATCH",
      body: { securityNotifications: false },
    });
    // The person chose French above: the server now answers in it.
    expect(unknown.body.message).toBe("Champ inconnu\u00a0: securityNotifications.");
  });

  it("saves a valid, unused email and refuses one another account uses", async () => {
    const first = await signUp();
    const second = await signUp();
    const { browser } = await signIn(first.digits);
    expect((await browser.call(putEmail, { method: "PUT", body: { email: "New.Address@Example.com" } })).status).toBe(
      200,
    );
    expect((await browser.call(me)).body.data.user.email).toBe("new.address@example.com");
    const other = await signIn(second.digits);
    const taken = await other.browser.call(putEmail, { method: "PUT", body: { email: "new.address@example.com" } });
    expect(taken.status).toBe(409);
    const invalid = await other.browser.call(putEmail, { method: "PUT", body: { email: "not-an-email" } });
    expect(invalid.body.message).toBe("Please enter a valid email address");
  });

  it("tells the phone and both addresses when the email changes, and nobody when the change is refused", async () => {
    const { digits } = await signUp();
    const { browser } = await signIn(digits);
    const alerts = () =>
      t.db.outboxMessage.findMany({
        where: {
          kind: "alert:email-changed",
          body: { contains: "email address" },
          recipient: { in: [`+234${digits}`, "first@example.com", "second@example.com"] },
        },
        select: { channel: true, recipient: true },
        orderBy: { createdAt: "asc" },
      });
    await browser.call(putEmail, { method: "PUT", body: { email: "first@example.com" } });
    await browser.call(putEmail, { method: "PUT", body: { email: "second@example.com" } });
    expect(await alerts()).toEqual(
      expect.arrayContaining([
        { channel: "sms", recipient: `+234${digits}` },
        { channel: "email", recipient: "first@example.com" },
        { channel: "email", recipient: "second@example.com" },
      ]),
    );
    const before = (await alerts()).length;
    const other = await signIn((await signUp()).digits);
    await other.browser.call(putEmail, { method: "PUT", body: { email: "taken@example.com" } });
    expect((await browser.call(putEmail, { method: "PUT", body: { email: "taken@example.com" } })).status).toBe(409);
    expect(await alerts()).toHaveLength(before);
  });

  it("changes the password only with the current one, and ends every other session", async () => {
    const { digits } = await signUp();
    const here = (await signIn(digits)).browser;
    const elsewhere = (await signIn(digits)).browser;
    const wrong = await here.call(changePassword, {
      body: { currentPassword: "not it", newPassword: "a new password", confirmPassword: "a new password" },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.message).toBe(english(WRONG_CURRENT_PASSWORD));
    const short = await here.call(changePassword, {
      body: { currentPassword: TEST_PASSWORD, newPassword: "short", confirmPassword: "short" },
    });
    expect(short.body.message).toBe("Password must be at least 8 characters");
    const same = await here.call(changePassword, {
      body: { currentPassword: TEST_PASSWORD, newPassword: TEST_PASSWORD, confirmPassword: TEST_PASSWORD },
    });
    expect(same).toMatchObject({ status: 422, body: { message: english(PASSWORD_IS_CURRENT) } });
    expect((await elsewhere.call(me)).status).toBe(200);
    const changed = await here.call(changePassword, {
      body: { currentPassword: TEST_PASSWORD, newPassword: "a new password", confirmPassword: "a new password" },
    });
    expect(changed.status).toBe(200);
    expect((await here.call(me)).status).toBe(200);
    expect((await elsewhere.call(me)).status).toBe(401);
    expect((await signIn(digits)).answer.status).toBe(401);
    expect((await signIn(digits, "a new password")).answer.status).toBe(200);
  });

  it("downloads everything held about the user, transactions included, and no BVN", async () => {
    const { browser } = await signIn(DEMO_ACCOUNT.phoneDigits, DEMO_ACCOUNT.password);
    const answer = await browser.call(exportData);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-disposition")).toMatch(/attachment; filename="veil-personal-data-/);
    expect(answer.body.profile).toMatchObject({
      fullName: DEMO_ACCOUNT.fullName,
      phoneNumber: DEMO_ACCOUNT.phoneNumber,
    });
    expect(answer.body.transactions.map((row: { amount: string }) => row.amount)).toEqual([
      "200000.00",
      "100000.00",
      "45000.00",
      "20000.00",
      "5000.00",
    ]);
    expect(answer.body.settings).toHaveProperty("darkMode");
    expect(answer.body.wallet.balance).toBe("250000.00");

    const bvnUser = await onboard({ browser: newBrowser() });
    const own = await bvnUser.browser.call(exportData);
    expect(own.body.profile.bvn).toMatch(/stored encrypted/);
    expect(JSON.stringify(own.body)).not.toMatch(/bvnHash|bvnEncrypted|v1\.[\w-]+\./);
  });

  it("refuses account closure while the balance is above zero, and records it at zero", async () => {
    const demo = await signIn(DEMO_ACCOUNT.phoneDigits, DEMO_ACCOUNT.password);
    const refused = await demo.browser.call(requestClosure, { body: {} });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(translator("en")("closure.errors.balance"));
    const { digits } = await signUp();
    const { browser } = await signIn(digits);
    expect((await browser.call(requestClosure, { body: {} })).status).toBe(200);
    expect(await t.db.accountClosureRequest.count()).toBe(1);
  });
});

describe("login throttling with no trusted client address", () => {
  it("never lets failures from clients it cannot tell apart lock everyone out", async () => {
    const { digits } = await signUp();
    // 60 wrong passwords for 60 other numbers, none with a forwarding header: every one is the shared client.
    for (let n = 0; n < 60; n++) {
      const wrong = await new Browser().call(login, {
        body: { phoneNumber: `80311${String(n).padStart(5, "0")}`, password: "NotThePassword1" },
      });
      expect(wrong.status).toBe(401);
    }
    const owner = await new Browser().call(login, { body: { phoneNumber: digits, password: TEST_PASSWORD } });
    expect(owner.status).toBe(200);
    // 61 bcrypt runs at cost 12: minutes, not seconds, when the machine is shared.
  }, 300_000);
});
