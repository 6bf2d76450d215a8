// The transaction PIN against PostgreSQL, through the real handlers: no right PIN moves nothing, five wrong PINs
// lock money movement (parallel guesses included, from one server or two), the lock lifts after 30 minutes or a
// reset, a second lock within a day needs the reset, the PIN is a keyed MAC (older bcrypt PINs still work once
// and are rewritten), and the PIN is kept out of the idempotency record and the logs.
import { POST as pinRoute, GET as pinStatusRoute } from "@/app/api/account/pin/route";
import { POST as resetStartRoute } from "@/app/api/account/pin/reset/start/route";
import { POST as resetCompleteRoute } from "@/app/api/account/pin/reset/complete/route";
import { GET as meRoute } from "@/app/api/auth/me/route";
import { POST as logoutRoute } from "@/app/api/auth/logout/route";
import { type Browser, useAppDatabase } from "@/test/api-harness";
import { onboard, TEST_PASSWORD, TEST_PIN } from "@/test/onboard";
import { account, addMoney, balance, fundedUser, newKey, transfer } from "@/test/money";
import type { TestDatabase } from "@/test/test-database";
import { requestHash } from "@/server/platform/idempotency/request-hash";
import { PIN_ALL_SAME, PIN_SEQUENCE, PINS_DO_NOT_MATCH } from "@/lib/schemas/pin";
import { CREATE_PIN_FIRST, PIN_LOCKED, PIN_RESET_REQUIRED, requireTransactionPin } from "./check-pin";
import { forgetPinKeysForTests, pinKeys } from "./pin-mac";
import { queueOwedPinLockAlerts } from "./lock-alerts";
import { createPrismaClient } from "@/server/platform/database/prisma-client";
import { ApiError } from "@/server/platform/http/api-error";
import * as password from "@/server/auth/password";
import bcrypt from "bcryptjs";

// bcrypt's check, watched: a PIN from before the keyed MAC is the only one that may reach it.
jest.mock("@/server/auth/password", () => {
  const actual = jest.requireActual("@/server/auth/password");
  return { ...actual, verifyPassword: jest.fn(actual.verifyPassword) };
});
const verifyPassword = password.verifyPassword as jest.MockedFunction<typeof password.verifyPassword>;
import { PIN_CHANGED_MEANWHILE, PIN_EXISTS, PIN_RESET_CODES_PER_HOUR, SAME_PIN } from "./pin-service";
import { phrase } from "@/i18n/phrase";
import { english } from "@/test/english";

let t: TestDatabase;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ t, close } = await useAppDatabase());
});
afterAll(async () => {
  await close();
});
afterEach(() => jest.restoreAllMocks());

jest.setTimeout(180_000);

async function userOf(browser: Browser): Promise<{ id: string; phoneNumber: string }> {
  const { phoneNumber } = (await browser.call(meRoute, { path: "/api/auth/me" })).body.data.user;
  return t.db.user.findUniqueOrThrow({ where: { phoneNumber }, select: { id: true, phoneNumber: true } });
}

async function pinRow(browser: Browser) {
  return t.db.transactionPin.findUniqueOrThrow({ where: { userId: (await userOf(browser)).id } });
}

async function alerts(browser: Browser, kind: string): Promise<number> {
  return t.db.outboxMessage.count({ where: { userId: (await userOf(browser)).id, kind, channel: "sms" } });
}

async function transactionsOf(browser: Browser): Promise<number> {
  return t.db.transaction.count({ where: { userId: (await userOf(browser)).id } });
}

const setPin = (browser: Browser, body: object) => browser.call(pinRoute, { path: "/api/account/pin", body });

describe("a money request without the right PIN", () => {
  it("answers 403 with a message for a person and moves nothing: no PIN, or a wrong one", async () => {
    const browser = await fundedUser("5000");
    const before = await transactionsOf(browser);
    const cases: [string | null, string][] = [
      [null, "Enter your transaction PIN."],
      ["", "Enter your transaction PIN."],
      ["1111", "Incorrect PIN. You have 4 tries left."],
      ["1112", "Incorrect PIN. You have 3 tries left."],
      ["1113", "Incorrect PIN. You have 2 tries left."],
    ];
    for (const [pin, message] of cases) {
      const sent = await transfer(browser, "100", { pin });
      expect({ pin, status: sent.status, message: sent.body.message }).toEqual({ pin, status: 403, message });
    }
    const charged = await addMoney(browser, "100", { pin: "0001" });
    expect(charged).toMatchObject({ status: 403, body: { message: "Incorrect PIN. You have 1 try left." } });
    expect(await balance(browser)).toBe("5000.00");
    expect(await transactionsOf(browser)).toBe(before);
    expect(await t.db.idempotencyKey.count({ where: { userId: (await userOf(browser)).id } })).toBe(1);
    // The right PIN still works with one try left; the wrong ones stay counted for the day.
    expect((await transfer(browser, "100")).status).toBe(200);
    expect((await pinRow(browser)).failedAttempts).toBe(4);
  });

  it("answers an ended session with 401 and neither checks nor counts its PIN, in the PIN's own statement", async () => {
    const browser = await fundedUser("5000");
    const user = await userOf(browser);
    const before = await transactionsOf(browser);
    const copied = browser.clone();
    expect((await browser.call(logoutRoute, { path: "/api/auth/logout", body: {} })).status).toBe(200);
    // The copy of the ended session guesses more than five times: each is refused before the PIN is looked at.
    for (const pin of [null, "1111", "2222", "3333", "4444", "5555", "6666", TEST_PIN]) {
      const sent = await transfer(copied, "100", { pin });
      expect({ pin, status: sent.status, message: sent.body.message }).toEqual({
        pin,
        status: 401,
        message: "Please log in to continue.",
      });
    }
    const row = await t.db.transactionPin.findUniqueOrThrow({ where: { userId: user.id } });
    expect({ failedAttempts: row.failedAttempts, lockedUntil: row.lockedUntil }).toEqual({
      failedAttempts: 0,
      lockedUntil: null,
    });
    expect(await t.db.transaction.count({ where: { userId: user.id } })).toBe(before);
    await expect(requireTransactionPin(t.db, user.id, TEST_PIN)).resolves.toBeUndefined();
  });

  it("refuses a body whose transactionPin is not a string with 400, before counting anything", async () => {
    const browser = await fundedUser("1000");
    for (const transactionPin of [2580, null, ["2580"], { $ne: "" }, true]) {
      const { POST } = await import("@/app/api/transfer/route");
      const answer = await browser.call(POST, {
        path: "/api/transfer",
        body: { ...account(), amount: "10", description: "", transactionPin },
        headers: { "idempotency-key": newKey() },
      });
      expect({ transactionPin, status: answer.status }).toEqual({ transactionPin, status: 400 });
      expect(answer.body.message).toBe("Enter your transaction PIN.");
    }
    expect((await pinRow(browser)).failedAttempts).toBe(0);
    expect(await balance(browser)).toBe("1000.00");
  });

  it("refuses a PIN that is not four digits with 400, and counts no try", async () => {
    const browser = await fundedUser("1000");
    const { POST } = await import("@/app/api/transfer/route");
    for (const transactionPin of ["25800", " 2580", "２５８０", "25a0", "258", "9".repeat(40)]) {
      const answer = await browser.call(POST, {
        path: "/api/transfer",
        body: { ...account(), amount: "10", description: "", transactionPin },
        headers: { "idempotency-key": newKey() },
      });
      expect({ transactionPin, status: answer.status, message: answer.body.message }).toEqual({
        transactionPin,
        status: 400,
        message: "Your PIN is 4 digits",
      });
    }
    expect((await pinRow(browser)).failedAttempts).toBe(0);
    expect(await balance(browser)).toBe("1000.00");
  });

  it("asks an account without a PIN to create one, then takes it", async () => {
    const { browser } = await onboard({ pin: null });
    const refused = await addMoney(browser, "500");
    expect(refused).toMatchObject({ status: 403, body: { message: english(CREATE_PIN_FIRST) } });
    expect((await browser.call(pinStatusRoute, { path: "/api/account/pin" })).body.data).toEqual({
      hasPin: false,
      locked: false,
      untilReset: false,
      lockedUntil: null,
      triesLeft: 5,
      nextLockUntilReset: false,
    });
    expect((await setPin(browser, { pin: TEST_PIN, confirmPin: TEST_PIN })).status).toBe(200);
    expect(await alerts(browser, "alert:pin-created")).toBe(1);
    expect((await addMoney(browser, "500")).status).toBe(200);
    expect((await transfer(browser, "100")).status).toBe(200);
  });
});

describe("five wrong PINs", () => {
  it("lock money movement for 30 minutes with the exact text, alert once, and lift when the time is up", async () => {
    const browser = await fundedUser("5000");
    for (const triesLeft of [4, 3, 2, 1]) {
      const sent = await transfer(browser, "100", { pin: "9999" });
      expect(sent.body.message).toBe(`Incorrect PIN. You have ${triesLeft} ${triesLeft === 1 ? "try" : "tries"} left.`);
      // The PIN dialog says it as it opens, before the next PIN is typed.
      expect((await browser.call(pinStatusRoute, { path: "/api/account/pin" })).body.data).toMatchObject({
        locked: false,
        triesLeft,
      });
    }
    const fifth = await transfer(browser, "100", { pin: "9999" });
    expect(fifth).toMatchObject({ status: 403, body: { message: english(PIN_LOCKED) } });
    expect(english(PIN_LOCKED)).toBe("Too many wrong PINs. Try again in 30 minutes or reset your PIN.");
    // Locked: the right PIN moves nothing either, by transfer or by card, and the alert went once.
    expect(await transfer(browser, "100")).toMatchObject({ status: 403, body: { message: english(PIN_LOCKED) } });
    expect(await addMoney(browser, "100")).toMatchObject({ status: 403, body: { message: english(PIN_LOCKED) } });
    expect(await transfer(browser, "100", { pin: "9999" })).toMatchObject({
      status: 403,
      body: { message: english(PIN_LOCKED) },
    });
    expect(await balance(browser)).toBe("5000.00");
    expect(await alerts(browser, "alert:pin-locked")).toBe(1);
    const row = await pinRow(browser);
    const minutes = (row.lockedUntil!.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(29);
    expect(minutes).toBeLessThanOrEqual(30);
    expect((await browser.call(pinStatusRoute, { path: "/api/account/pin" })).body.data).toMatchObject({
      locked: true,
      untilReset: false,
      lockedUntil: row.lockedUntil!.toISOString(),
      triesLeft: 0,
    });

    // 30 minutes later: a fresh count of five, and the right PIN works.
    await t.db.transactionPin.update({
      where: { userId: row.userId },
      data: { lockedUntil: new Date(Date.now() - 1000) },
    });
    expect((await browser.call(pinStatusRoute, { path: "/api/account/pin" })).body.data).toMatchObject({
      locked: false,
      lockedUntil: null,
      triesLeft: 5,
    });
    expect((await transfer(browser, "100", { pin: "9999" })).body.message).toBe(
      "Incorrect PIN. You have 4 tries left.",
    );
    expect((await transfer(browser, "100")).status).toBe(200);
    expect(await pinRow(browser)).toMatchObject({ failedAttempts: 1, lockedUntil: null });
  });

  it("are not forgiven by the owner's right PIN between them: guesses from a copied session still lock, and alert", async () => {
    const browser = await fundedUser("5000");
    for (const triesLeft of [4, 3, 2]) {
      const guess = await transfer(browser, "100", { pin: "9999" });
      expect(guess.body.message).toBe(`Incorrect PIN. You have ${triesLeft} tries left.`);
    }
    // The owner pays in between, with the right PIN: the money moves, and the count stands.
    expect((await transfer(browser, "100")).status).toBe(200);
    expect((await transfer(browser, "100", { pin: "9999" })).body.message).toBe("Incorrect PIN. You have 1 try left.");
    expect((await transfer(browser, "100")).status).toBe(200);
    expect((await transfer(browser, "100", { pin: "9999" })).body.message).toBe(english(PIN_LOCKED));
    expect(await alerts(browser, "alert:pin-locked")).toBe(1);
    expect(await balance(browser)).toBe("4800.00");
  });

  it("are forgotten a day after the first: the next wrong PIN starts a fresh count of five", async () => {
    const browser = await fundedUser("5000");
    const { id } = await userOf(browser);
    for (let i = 0; i < 4; i++) await transfer(browser, "100", { pin: "9999" });
    await t.sql.query(`UPDATE transaction_pins SET first_failed_at = now() - interval '25 hours' WHERE user_id = $1`, [
      id,
    ]);
    expect((await transfer(browser, "100", { pin: "9999" })).body.message).toBe(
      "Incorrect PIN. You have 4 tries left.",
    );
    // And a right PIN a day after the first wrong one forgets them.
    await t.sql.query(`UPDATE transaction_pins SET first_failed_at = now() - interval '25 hours' WHERE user_id = $1`, [
      id,
    ]);
    expect((await transfer(browser, "100")).status).toBe(200);
    expect(await pinRow(browser)).toMatchObject({ failedAttempts: 0, firstFailedAt: null });
  });

  it("cannot be exceeded by wrong guesses sent in parallel", async () => {
    const browser = await fundedUser("5000");
    const guesses = Array.from({ length: 30 }, (_, index) => String(1000 + index * 7).padStart(4, "0"));
    const answers = await Promise.all(guesses.map((pin) => transfer(browser, "100", { pin })));
    expect(answers.every((answer) => answer.status === 403)).toBe(true);
    const messages = answers.map((answer) => answer.body.message as string);
    expect(messages.filter((message) => message.startsWith("Incorrect PIN"))).toHaveLength(4);
    expect(messages.filter((message) => message === english(PIN_LOCKED))).toHaveLength(26);
    expect((await pinRow(browser)).failedAttempts).toBe(5);
    expect(await alerts(browser, "alert:pin-locked")).toBe(1);
    expect(await balance(browser)).toBe("5000.00");
  });
});

describe("changing the PIN", () => {
  it("needs the current PIN (a wrong one counted), refuses weak and mismatched PINs, and alerts", async () => {
    const browser = await fundedUser("5000");
    const wrong = await setPin(browser, { currentPin: "1111", pin: "4826", confirmPin: "4826" });
    expect(wrong).toMatchObject({ status: 403, body: { message: "Incorrect PIN. You have 4 tries left." } });
    for (const [pin, confirmPin, message] of [
      ["0000", "0000", english(PIN_ALL_SAME)],
      ["1234", "1234", english(PIN_SEQUENCE)],
      ["4321", "4321", english(PIN_SEQUENCE)],
      ["0123", "0123", english(PIN_SEQUENCE)],
      ["4826", "4827", english(PINS_DO_NOT_MATCH)],
      ["48a6", "48a6", "Your PIN is 4 digits"],
    ]) {
      const refused = await setPin(browser, { currentPin: TEST_PIN, pin, confirmPin });
      expect({ pin, status: refused.status, message: refused.body.message }).toEqual({ pin, status: 400, message });
    }
    expect(await setPin(browser, { currentPin: TEST_PIN, pin: TEST_PIN, confirmPin: TEST_PIN })).toMatchObject({
      status: 422,
      body: { message: english(SAME_PIN) },
    });
    expect((await setPin(browser, { currentPin: TEST_PIN, pin: "4826", confirmPin: "4826" })).status).toBe(200);
    expect(await alerts(browser, "alert:pin-changed")).toBe(1);
    expect((await transfer(browser, "100")).body.message).toBe("Incorrect PIN. You have 4 tries left.");
    expect((await transfer(browser, "100", { pin: "4826" })).status).toBe(200);
    expect(await balance(browser)).toBe("4900.00");
  });

  it("lets one of two changes at once win, and tells the other the PIN changed meanwhile", async () => {
    const browser = await fundedUser("5000");
    const answers = await Promise.all(
      ["4826", "7391"].map((pin) => setPin(browser.clone(), { currentPin: TEST_PIN, pin, confirmPin: pin })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const lost = answers.findIndex((answer) => answer.status === 409);
    expect(answers[lost]!.body.message).toBe(english(PIN_CHANGED_MEANWHILE));
    const won = lost === 0 ? "7391" : "4826";
    expect(await alerts(browser, "alert:pin-changed")).toBe(1);
    expect((await transfer(browser, "100", { pin: won })).status).toBe(200);
  });

  it("refuses to create a second PIN over the first", async () => {
    const browser = await fundedUser("100");
    expect(await setPin(browser, { pin: "4826", confirmPin: "4826" })).toMatchObject({
      status: 409,
      body: { message: english(PIN_EXISTS) },
    });
    expect((await transfer(browser, "10")).status).toBe(200);
  });
});

describe("resetting the PIN", () => {
  async function codeSentTo(browser: Browser): Promise<string> {
    const message = await t.db.outboxMessage.findFirstOrThrow({
      where: { userId: (await userOf(browser)).id, kind: "code:pin-reset" },
      orderBy: { createdAt: "desc" },
    });
    return /\b(\d{6})\b/.exec(message.body!)![1]!;
  }

  it("takes the password and an SMS code, lifts the lock, and the old PIN stops working", async () => {
    const browser = await fundedUser("5000");
    for (let i = 0; i < 5; i++) await transfer(browser, "100", { pin: "9999" });
    expect((await transfer(browser, "100")).body.message).toBe(english(PIN_LOCKED));

    const wrongPassword = await browser.call(resetStartRoute, { body: { password: "not my password" } });
    expect(wrongPassword).toMatchObject({ status: 422, body: { message: "Your current password is not correct." } });
    const started = await browser.call(resetStartRoute, { body: { password: TEST_PASSWORD } });
    expect(started.status).toBe(200);
    expect(started.body.data.messageId).toEqual(expect.any(String));
    const code = await codeSentTo(browser);

    const wrongCode = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
    const refused = await browser.call(resetCompleteRoute, {
      body: { code: wrongCode, pin: "4826", confirmPin: "4826" },
    });
    expect(refused).toMatchObject({ status: 422, body: { message: "That code is not right. You have 4 tries left." } });
    expect((await pinRow(browser)).lockedUntil).not.toBeNull();

    const reset = await browser.call(resetCompleteRoute, { body: { code, pin: "4826", confirmPin: "4826" } });
    expect(reset.status).toBe(200);
    // Unlocked; a lock within a day of the last one would need a reset, and the screens say so before it.
    expect(reset.body.data).toEqual({
      hasPin: true,
      locked: false,
      untilReset: false,
      lockedUntil: null,
      triesLeft: 5,
      nextLockUntilReset: true,
    });
    expect(await alerts(browser, "alert:pin-reset")).toBe(1);
    // The code works once.
    const again = await browser.call(resetCompleteRoute, { body: { code, pin: "7391", confirmPin: "7391" } });
    expect(again.status).toBe(422);

    expect((await transfer(browser, "100")).body.message).toBe("Incorrect PIN. You have 4 tries left.");
    expect((await transfer(browser, "100", { pin: "4826" })).status).toBe(200);
    expect(await balance(browser)).toBe("4900.00");
  });

  it("texts at most five codes an hour, so the code cannot be guessed five tries at a time without end", async () => {
    const { browser } = await onboard();
    const start = () => browser.call(resetStartRoute, { body: { password: TEST_PASSWORD } });
    // A wrong password spends nothing of the allowance.
    expect((await browser.call(resetStartRoute, { body: { password: "not my password" } })).status).toBe(422);
    for (let i = 0; i < PIN_RESET_CODES_PER_HOUR; i++) expect((await start()).status).toBe(200);
    const refused = await start();
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^You've made too many requests\. Please wait \d+ minutes? and try again\.$/);
    const { id } = await userOf(browser);
    expect(await t.db.outboxMessage.count({ where: { userId: id, kind: "code:pin-reset" } })).toBe(
      PIN_RESET_CODES_PER_HOUR,
    );
  });
});

describe("the PIN and the idempotency record", () => {
  it("is not in the key's fingerprint or anywhere in the record, and a retry of a completed key still needs it", async () => {
    const logged: string[] = [];
    for (const method of ["log", "info", "warn", "error", "debug"] as const) {
      jest.spyOn(console, method).mockImplementation((...args) => void logged.push(args.map(String).join(" ")));
    }
    const browser = await fundedUser("5000");
    const key = newKey();
    const to = account();
    const first = await transfer(browser, "700", { key, to, description: "rent" });
    expect(first.status).toBe(200);
    const afterFirst = await balance(browser);
    expect(afterFirst).toBe("4300.00");

    const { rows } = await t.sql.query(`SELECT * FROM idempotency_keys WHERE key = $1`, [key]);
    expect(rows).toHaveLength(1);
    expect(rows[0].request_hash).toBe(requestHash("/api/transfer", { ...to, amount: "700", description: "rent" }));
    expect(JSON.stringify(rows[0])).not.toMatch(/transactionPin|2580/);

    // The same key without the PIN, or with a wrong one, is refused before the stored answer is read.
    expect(await transfer(browser, "700", { key, to, description: "rent", pin: null })).toMatchObject({ status: 403 });
    expect(await transfer(browser, "700", { key, to, description: "rent", pin: "7391" })).toMatchObject({
      status: 403,
      body: { message: "Incorrect PIN. You have 4 tries left." },
    });
    const retry = await transfer(browser, "700", { key, to, description: "rent" });
    expect(retry.status).toBe(200);
    expect(retry.body).toEqual(first.body);
    expect(await balance(browser)).toBe(afterFirst);
    expect(logged.join("\n")).not.toMatch(/transactionPin|2580|7391/);
  });
});

describe("the PIN as a keyed MAC", () => {
  it("stores no bcrypt hash and no PIN: a MAC under a key the database does not hold, different for two people", async () => {
    const [first, second] = [await fundedUser("100"), await fundedUser("100")];
    const [a, b] = [await pinRow(first), await pinRow(second)];
    expect(a.pinHash).toBeNull();
    expect(a.pinKeyId).toBe(pinKeys().current.id);
    expect(Buffer.from(a.pinMac!)).toHaveLength(32);
    // Both chose TEST_PIN: the MAC binds the PIN to its owner.
    expect(Buffer.from(a.pinMac!).equals(Buffer.from(b.pinMac!))).toBe(false);
    expect(JSON.stringify({ ...a, pinMac: Buffer.from(a.pinMac!).toString("hex") })).not.toContain(TEST_PIN);
  });

  it("takes 40 right PINs sent at once, each moving money, without counting or queueing them", async () => {
    const browser = await fundedUser("5000");
    const answers = await Promise.all(Array.from({ length: 40 }, () => transfer(browser, "10")));
    expect(answers.map((answer) => answer.status)).toEqual(Array(40).fill(200));
    expect(await balance(browser)).toBe("4600.00");
    expect((await pinRow(browser)).failedAttempts).toBe(0);
  });

  it("counts wrong guesses exactly when two servers take them at once: five tries in all, one alert", async () => {
    const browser = await fundedUser("5000");
    const { id } = await userOf(browser);
    const servers = [createPrismaClient(t.url), createPrismaClient(t.url)];
    try {
      const guesses = Array.from({ length: 40 }, (_, index) => String(3000 + index * 13).padStart(4, "0"));
      const answers = await Promise.allSettled(
        guesses.map((pin, index) => requireTransactionPin(servers[index % 2]!, id, pin)),
      );
      const messages = answers.map((answer) =>
        answer.status === "rejected" ? (answer.reason as Error).message : "ok",
      );
      expect(messages.filter((message) => message.startsWith("Incorrect PIN"))).toHaveLength(4);
      expect(messages.filter((message) => message === english(PIN_LOCKED))).toHaveLength(36);
      expect((await pinRow(browser)).failedAttempts).toBe(5);
      expect(await alerts(browser, "alert:pin-locked")).toBe(1);
      // The other server agrees the PIN is locked: the right PIN moves nothing there either.
      await expect(requireTransactionPin(servers[1]!, id, TEST_PIN)).rejects.toThrow(english(PIN_LOCKED));
    } finally {
      await Promise.all(servers.map((server) => server.$disconnect()));
    }
  });

  it("sends the lock's alert once, by the jobs, when the server that locked never heard the answer", async () => {
    const browser = await fundedUser("5000");
    const { id } = await userOf(browser);
    // Five wrong tries as check_transaction_pin counts them, with nobody left to read the fifth answer (a server
    // killed between the commit and its answer): the statement alone must owe the alert.
    const { current } = pinKeys();
    for (let index = 0; index < 5; index += 1) {
      await t.sql.query(`SELECT * FROM check_transaction_pin($1, $2, $3, NULL, NULL, NULL, NULL, 5, 30, 1440, true)`, [
        id,
        current.id,
        Buffer.alloc(32, index + 1),
      ]);
    }
    expect(await pinRow(browser)).toMatchObject({ failedAttempts: 5, lockAlertOwed: "pin-locked" });
    expect(await alerts(browser, "alert:pin-locked")).toBe(0);

    // Two workers paying the debts at once send it once.
    const jobs = [createPrismaClient(t.url), createPrismaClient(t.url)];
    try {
      const context = { deadline: Date.now() + 30_000 };
      await Promise.all(jobs.map((db) => queueOwedPinLockAlerts(db, context)));
    } finally {
      await Promise.all(jobs.map((db) => db.$disconnect()));
    }
    expect(await alerts(browser, "alert:pin-locked")).toBe(1);
    expect((await pinRow(browser)).lockAlertOwed).toBeNull();
    expect(await queueOwedPinLockAlerts(t.db, { deadline: Date.now() + 30_000 })).toBe(0);
    expect(await alerts(browser, "alert:pin-locked")).toBe(1);
  });

  it("keeps an older bcrypt PIN working: the first right PIN is checked the old way once, then kept as a MAC", async () => {
    const browser = await fundedUser("5000");
    const { id } = await userOf(browser);
    await t.sql.query(
      `UPDATE transaction_pins SET pin_mac = NULL, pin_key_id = NULL, pin_hash = $2 WHERE user_id = $1`,
      [id, await bcrypt.hash(TEST_PIN, 4)],
    );
    expect((await transfer(browser, "100", { pin: "9999" })).body.message).toBe(
      "Incorrect PIN. You have 4 tries left.",
    );
    expect((await pinRow(browser)).pinHash).not.toBeNull();
    const check = verifyPassword;
    check.mockClear();
    expect((await transfer(browser, "100")).status).toBe(200);
    expect(check).toHaveBeenCalledTimes(1);
    expect(await pinRow(browser)).toMatchObject({ pinHash: null, pinKeyId: pinKeys().current.id, failedAttempts: 1 });
    // From now on no bcrypt runs for it.
    expect((await transfer(browser, "100")).status).toBe(200);
    expect(check).toHaveBeenCalledTimes(1);
    expect(await balance(browser)).toBe("4800.00");
  });

  it("never counts a try that was refused for another reason, such as bcrypt's queue being full", async () => {
    const browser = await fundedUser("5000");
    const { id } = await userOf(browser);
    await t.sql.query(
      `UPDATE transaction_pins SET pin_mac = NULL, pin_key_id = NULL, pin_hash = $2 WHERE user_id = $1`,
      [id, await bcrypt.hash(TEST_PIN, 4)],
    );
    const busy = new ApiError("too_many_requests", phrase("serverErrors.passwordChecksBusy"));
    for (let i = 0; i < 7; i++) verifyPassword.mockRejectedValueOnce(busy);
    for (let i = 0; i < 7; i++)
      expect((await transfer(browser, "100", { pin: i % 2 ? "9999" : TEST_PIN })).status).toBe(429);
    expect((await pinRow(browser)).failedAttempts).toBe(0);
    expect((await transfer(browser, "100")).status).toBe(200);
  });

  it("recognises a PIN made under the previous key during a rotation, and rewrites it under the new one", async () => {
    const browser = await fundedUser("5000");
    const before = await pinRow(browser);
    const saved = { PIN_KEY: process.env.PIN_KEY, PIN_KEY_PREVIOUS: process.env.PIN_KEY_PREVIOUS };
    const { forgetEnvForTests } = await import("@/env");
    try {
      process.env.PIN_KEY_PREVIOUS = pinKeys().current.key.export().toString("base64");
      process.env.PIN_KEY = Buffer.alloc(32, 11).toString("base64");
      forgetEnvForTests();
      forgetPinKeysForTests();
      expect(pinKeys().current.id).not.toBe(before.pinKeyId);
      expect((await transfer(browser, "100", { pin: "9999" })).body.message).toBe(
        "Incorrect PIN. You have 4 tries left.",
      );
      expect((await transfer(browser, "100")).status).toBe(200);
      expect((await pinRow(browser)).pinKeyId).toBe(pinKeys().current.id);
      // Without the previous key, the rewritten PIN still works.
      delete process.env.PIN_KEY_PREVIOUS;
      forgetEnvForTests();
      forgetPinKeysForTests();
      expect((await transfer(browser, "100")).status).toBe(200);
    } finally {
      for (const [name, value] of Object.entries(saved)) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
      forgetEnvForTests();
      forgetPinKeysForTests();
    }
  });
});

describe("a second lock within 24 hours", () => {
  it("keeps money movement locked until Reset PIN, says so, and alerts with what to do", async () => {
    const browser = await fundedUser("5000");
    const { id } = await userOf(browser);
    for (let i = 0; i < 5; i++) await transfer(browser, "100", { pin: "9999" });
    expect(await alerts(browser, "alert:pin-locked")).toBe(1);
    // The first lock ends after 30 minutes; five more wrong PINs the same day lock it until a reset.
    await t.db.transactionPin.update({ where: { userId: id }, data: { lockedUntil: new Date(Date.now() - 1000) } });
    for (const triesLeft of [4, 3, 2, 1]) {
      expect((await transfer(browser, "100", { pin: "9999" })).body.message).toBe(
        `Incorrect PIN. You have ${triesLeft} ${triesLeft === 1 ? "try" : "tries"} left.`,
      );
    }
    expect(await transfer(browser, "100", { pin: "9999" })).toMatchObject({
      status: 403,
      body: { message: english(PIN_RESET_REQUIRED) },
    });
    expect(await alerts(browser, "alert:pin-locked-reset")).toBe(1);
    const alert = await t.db.outboxMessage.findFirstOrThrow({ where: { userId: id, kind: "alert:pin-locked-reset" } });
    expect(alert.body).toMatch(/until you reset your PIN/);

    // Long after the 30 minutes, the right PIN still moves nothing.
    await t.db.transactionPin.update({ where: { userId: id }, data: { lockedUntil: new Date(Date.now() - 1000) } });
    expect(await transfer(browser, "100")).toMatchObject({
      status: 403,
      body: { message: english(PIN_RESET_REQUIRED) },
    });
    expect(await addMoney(browser, "100")).toMatchObject({
      status: 403,
      body: { message: english(PIN_RESET_REQUIRED) },
    });
    expect((await browser.call(pinStatusRoute, { path: "/api/account/pin" })).body.data).toMatchObject({
      locked: true,
      untilReset: true,
      lockedUntil: null,
    });
    expect(await balance(browser)).toBe("5000.00");

    // Reset PIN (the password and an SMS code) lifts it.
    expect((await browser.call(resetStartRoute, { body: { password: TEST_PASSWORD } })).status).toBe(200);
    const message = await t.db.outboxMessage.findFirstOrThrow({
      where: { userId: id, kind: "code:pin-reset" },
      orderBy: { createdAt: "desc" },
    });
    const code = /\b(\d{6})\b/.exec(message.body!)![1]!;
    const reset = await browser.call(resetCompleteRoute, { body: { code, pin: "4826", confirmPin: "4826" } });
    expect(reset.body.data).toMatchObject({ hasPin: true, locked: false, untilReset: false });
    expect((await transfer(browser, "100", { pin: "4826" })).status).toBe(200);
  });

  it("is not a second lock when the first was more than 24 hours before", async () => {
    const browser = await fundedUser("5000");
    const { id } = await userOf(browser);
    for (let i = 0; i < 5; i++) await transfer(browser, "100", { pin: "9999" });
    await t.db.transactionPin.update({
      where: { userId: id },
      data: { lockedUntil: new Date(Date.now() - 1000), lastLockedAt: new Date(Date.now() - 25 * 60 * 60_000) },
    });
    for (let i = 0; i < 4; i++) await transfer(browser, "100", { pin: "9999" });
    expect((await transfer(browser, "100", { pin: "9999" })).body.message).toBe(english(PIN_LOCKED));
    expect((await pinRow(browser)).resetRequired).toBe(false);
  });
});
