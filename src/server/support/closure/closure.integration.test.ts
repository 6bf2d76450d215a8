// Account closure as a process, through the route handlers on real PostgreSQL: the balance must be zero under
// the wallet's lock, every session ends, signing in during the cooling-off offers to cancel, and the job erases
// what the law does not keep while the ledger and the identity checks stay.
import { POST as login } from "@/app/api/auth/login/route";
import { GET as me } from "@/app/api/auth/me/route";
import { GET as closureState, POST as requestClosure } from "@/app/api/account/closure/route";
import { POST as cancelClosure } from "@/app/api/account/closure/cancel/route";
import { Browser, useAppDatabase } from "@/test/api-harness";
import { onboard, TEST_PASSWORD } from "@/test/onboard";
import { addMoney, transfer } from "@/test/money";
import type { TestDatabase } from "@/test/test-database";
import { translator } from "@/i18n/translator";
import { WRONG_CREDENTIALS } from "../../auth/authenticate";
import { completeDueClosures } from "./complete-closures";
import { english } from "@/test/english";
import { holdWallet, lockWaiters } from "@/test/lock-waiters";

jest.setTimeout(120_000);

let t: TestDatabase;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ t, close } = await useAppDatabase());
});
afterAll(() => close());

const en = translator("en");
let ip = 0;
const newBrowser = () => new Browser({ "x-forwarded-for": `192.0.2.${++ip}` });

async function person() {
  const { browser, identity } = await onboard({ browser: newBrowser() });
  const phoneNumber = identity.phoneNumber as string;
  const user = await t.db.user.findUniqueOrThrow({ where: { phoneNumber }, select: { id: true, email: true } });
  return { browser, phoneNumber, user };
}

async function signIn(phoneNumber: string, password = TEST_PASSWORD) {
  const browser = newBrowser();
  const answer = await browser.call(login, { body: { phoneNumber: phoneNumber.slice(4), password } });
  return { browser, answer };
}

const ask = (browser: Browser) => browser.call(requestClosure, { path: "/api/account/closure", body: {} });

describe("requesting closure", () => {
  it("is refused while the wallet holds money, with the way out", async () => {
    const { browser } = await person();
    expect((await addMoney(browser, "100")).status).toBe(200);
    const refused = await ask(browser);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(en("closure.errors.balance"));
    expect(await t.db.accountClosureRequest.count({ where: { status: "PENDING" } })).toBe(0);
  });

  it("never lets a top-up and a closure both pass, however they race", async () => {
    for (let round = 0; round < 4; round++) {
      const { browser, user } = await person();
      const [closure, topUp] = await Promise.all([ask(browser), addMoney(browser, "250")]);
      const closing = await t.db.accountClosureRequest.findUnique({ where: { userId: user.id } });
      const wallet = await t.db.wallet.findUniqueOrThrow({ where: { userId: user.id } });
      if (closure.status === 200) {
        // The closure ends every session: a top-up that reaches its session check after that is signed out (401);
        // one that got past it is refused for the closure (422). Either way no money came in.
        expect({ status: topUp.status, message: topUp.body.message }).toEqual(
          topUp.status === 401
            ? { status: 401, message: "Please log in to continue." }
            : { status: 422, message: en("closure.errors.noMoneyIn") },
        );
        expect(wallet.balance.toString()).toBe("0");
        expect(closing?.status).toBe("PENDING");
      } else {
        expect(closure.status).toBe(409);
        expect(topUp.status).toBe(200);
        expect(wallet.balance.toString()).toBe("250");
        expect(closing).toBeNull();
      }
    }
  });

  it("ends every session at once, tells the person, and closes in 14 days", async () => {
    const { browser, phoneNumber, user } = await person();
    const other = (await signIn(phoneNumber)).browser;
    const before = Date.now();
    const answer = await ask(browser);
    expect(answer.status).toBe(200);
    const closesAt = new Date(answer.body.data.closesAt).getTime();
    expect(closesAt - before).toBeGreaterThanOrEqual(14 * 24 * 3600 * 1000 - 1000);
    expect(closesAt - before).toBeLessThan(14 * 24 * 3600 * 1000 + 60_000);
    expect((await browser.call(me)).status).toBe(401);
    expect((await other.call(me)).status).toBe(401);
    const told = await t.db.outboxMessage.findMany({ where: { userId: user.id, kind: "closure:requested" } });
    expect(told.map((m) => m.channel).sort()).toEqual(["email", "sms"]);
    expect(told[0]!.body).toContain("Cancel closure");
  });

  it("waits for a transfer under way, or the transfer waits for it: never a deadlock, and it still closes", async () => {
    // The closure waits for the wallet (held here) and the transfer comes after it: the transfer must not take
    // its session's lock and then wait for the wallet the closure is about to take.
    const { browser, user } = await person();
    const held = await holdWallet(t.sql, user.id);
    let released = false;
    try {
      const closing = ask(browser.clone());
      await lockWaiters(t.sql, 1);
      const sending = transfer(browser.clone(), "1.00");
      await lockWaiters(t.sql, 2);
      await held.release();
      released = true;
      const [closure, sent] = await Promise.all([closing, sending]);
      expect(closure.status).toBe(200);
      // After the closure, the transfer's session has ended.
      expect(sent.status).toBe(401);
    } finally {
      if (!released) await held.release();
    }
    expect(await t.db.accountClosureRequest.count({ where: { userId: user.id, status: "PENDING" } })).toBe(1);
    expect(await t.db.transaction.count({ where: { userId: user.id, transactionType: "SEND" } })).toBe(0);
  });
});

describe("the cooling-off", () => {
  it("lets the person sign in, shows the pending closure, refuses money in, and cancels it", async () => {
    const { browser, phoneNumber, user } = await person();
    const requested = await ask(browser);
    const { browser: again, answer } = await signIn(phoneNumber);
    expect(answer.status).toBe(200);
    const pending = await again.call(closureState, { path: "/api/account/closure" });
    expect(pending.body.data.closesAt).toBe(requested.body.data.closesAt);
    // A second request shows the pending one, without moving its date or ending the new session.
    const second = await ask(again);
    expect(second.body.data).toMatchObject({ existing: true, closesAt: requested.body.data.closesAt });
    expect((await again.call(me)).status).toBe(200);
    const topUp = await addMoney(again, "100");
    expect(topUp.status).toBe(422);

    expect((await again.call(cancelClosure, { path: "/api/account/closure/cancel", body: {} })).status).toBe(200);
    expect((await again.call(closureState, { path: "/api/account/closure" })).body.data).toBeNull();
    expect((await t.db.accountClosureRequest.findUniqueOrThrow({ where: { userId: user.id } })).status).toBe(
      "CANCELLED",
    );
    expect((await addMoney(again, "100")).status).toBe(200);
    const none = await again.call(cancelClosure, { path: "/api/account/closure/cancel", body: {} });
    expect(none.status).toBe(409);
    expect(none.body.message).toBe(en("closure.errors.nothingToCancel"));
  });
});

describe("the closure job", () => {
  it("erases what the law does not keep, keeps the ledger and the identity checks, and refuses sign-in", async () => {
    const { browser, phoneNumber, user } = await person();
    expect((await addMoney(browser, "1000")).status).toBe(200);
    expect((await transfer(browser, "990")).status).toBe(200);
    const wallet = await t.db.wallet.findUniqueOrThrow({ where: { userId: user.id } });
    const fee = (await t.db.transaction.findFirstOrThrow({ where: { userId: user.id, transactionType: "SEND" } })).fee;
    if (!wallet.balance.isZero()) {
      // Send out exactly what is left after the fee, as a person emptying their wallet would.
      expect(wallet.balance.toString()).toBe(String(10 - Number(fee)));
      expect((await transfer(browser, wallet.balance.minus(fee).toString())).status).toBe(200);
    }
    const kept = async () => ({
      transactions: await t.db.transaction.count({ where: { userId: user.id } }),
      postings: await t.db.posting.count({ where: { account: { wallet: { userId: user.id } } } }),
      checks: await t.db.kycVerification.count({ where: { userId: user.id } }),
      consents: await t.db.identityConsent.count({ where: { userId: user.id } }),
    });
    const keptBefore = await kept();
    expect(keptBefore.checks).toBeGreaterThan(0);
    // What the other capabilities hold about the person: none of it is kept.
    await t.db.connectedAccount.create({ data: { userId: user.id, provider: "google", subject: `g-${user.id}` } });
    await t.db.analyticsEvent.create({
      data: { userId: user.id, deviceId: "abcdefghijklmnopqrstuvwx", name: "page_view", route: "/dashboard" },
    });
    await t.db.statement.create({
      data: {
        userId: user.id,
        format: "csv",
        fromDay: new Date("2026-11-01"),
        toDay: new Date("2026-11-24"),
        origin: "http://localhost",
      },
    });
    const session = await t.db.userSession.findFirstOrThrow({ where: { userId: user.id } });
    await t.db.pushSubscription.create({
      data: {
        userId: user.id,
        sessionId: session.id,
        endpoint: `https://fcm.googleapis.com/fcm/send/${user.id}`,
        p256dh: "k",
        auth: "a",
        device: "Chrome on Android",
      },
    });
    expect((await ask(browser)).status).toBe(200);
    // Another account, closing later, is left alone.
    const later = await person();
    expect((await ask(later.browser)).status).toBe(200);

    await t.db.accountClosureRequest.update({
      where: { userId: user.id },
      data: { closesAt: new Date(Date.now() - 1000) },
    });
    expect(await completeDueClosures(t.db, { deadline: Date.now() + 30_000 })).toBe(1);

    expect(await kept()).toEqual(keptBefore);
    const after = await t.db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(after).toMatchObject({ email: null, phoneNumber });
    for (const count of [
      t.db.userSettings.count({ where: { userId: user.id } }),
      t.db.userSession.count({ where: { userId: user.id } }),
      t.db.transactionPin.count({ where: { userId: user.id } }),
      t.db.savedCard.count({ where: { userId: user.id } }),
      t.db.outboxMessage.count({ where: { userId: user.id, NOT: { kind: "closure:completed" } } }),
      t.db.connectedAccount.count({ where: { userId: user.id } }),
      t.db.analyticsEvent.count({ where: { userId: user.id } }),
      t.db.statement.count({ where: { userId: user.id } }),
      t.db.pushSubscription.count({ where: { userId: user.id } }),
    ]) {
      expect(await count).toBe(0);
    }
    const closure = await t.db.accountClosureRequest.findUniqueOrThrow({ where: { userId: user.id } });
    expect(closure.status).toBe("COMPLETED");
    expect((await t.db.accountClosureRequest.findUniqueOrThrow({ where: { userId: later.user.id } })).status).toBe(
      "PENDING",
    );
    expect(await t.db.userSettings.count({ where: { userId: later.user.id } })).toBe(1);

    const refused = await signIn(phoneNumber);
    expect(refused.answer.status).toBe(403);
    expect(refused.answer.body.message).toBe(en("closure.errors.closed", { date: closure.completedAt! }));
    expect(refused.answer.body.message).toMatch(/^This account was closed on \w+ \d{1,2}, \d{4}\.$/);
    // Without the password nobody learns that the number had an account.
    const wrong = await signIn(phoneNumber, "not the password");
    expect(wrong.answer.body.message).toBe(english(WRONG_CREDENTIALS));
    expect(await completeDueClosures(t.db, { deadline: Date.now() + 30_000 })).toBe(0);
  });
});
