// The emergency freeze through its route handlers on real PostgreSQL: from Settings and signed out, what it stops
// (sends, card charges, every session), the delayed unfreeze, and a freeze racing transfers from one server or two.
import { GET as meRoute } from "@/app/api/auth/me/route";
import { POST as loginRoute } from "@/app/api/auth/login/route";
import { GET as stateRoute, POST as freezeRoute } from "@/app/api/account/freeze/route";
import { POST as lostPhoneRoute } from "@/app/api/account/freeze/lost-phone/route";
import { POST as lostPhoneCodeRoute } from "@/app/api/account/freeze/lost-phone/code/route";
import { DELETE as keepRoute, POST as unfreezeRoute } from "@/app/api/account/unfreeze/route";
import { POST as unfreezeCodeRoute } from "@/app/api/account/unfreeze/code/route";
import { Browser, useAppDatabase } from "@/test/api-harness";
import { TEST_PASSWORD, identityCodeSent, onboard } from "@/test/onboard";
import { account, addMoney, balance, transfer } from "@/test/money";
import type { TestDatabase } from "@/test/test-database";
import { createPrismaClient } from "@/server/platform/database/prisma-client";
import { english } from "@/test/english";
import { holdWallet, lockWaiters } from "@/test/lock-waiters";
import { phrase } from "@/i18n/phrase";
import { WRONG_CREDENTIALS } from "../authenticate";
import { freezeAccount } from "./freeze-account";
import { freezeState } from "./freeze-state";
import { UNFREEZE_DELAY_MS } from "./unfreeze-delay";

jest.setTimeout(180_000);

let t: TestDatabase;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ t, close } = await useAppDatabase());
});
afterAll(() => close());

const FROZEN = english(phrase("serverErrors.accountFrozen"));
let ip = 0;
const newBrowser = () => new Browser({ "x-forwarded-for": `203.0.113.${++ip}` });

/** A new person, signed in, with `amount` added by card: their browser, id and number. */
async function person(amount = "20000") {
  const { browser, identity } = await onboard({ browser: newBrowser() });
  const phoneNumber = identity.phoneNumber as string;
  const { id } = await t.db.user.findUniqueOrThrow({ where: { phoneNumber }, select: { id: true } });
  if (amount !== "0") expect((await addMoney(browser, amount)).status).toBe(200);
  return { browser, id, phoneNumber, digits: phoneNumber.slice(4) };
}

async function signIn(digits: string) {
  const browser = newBrowser();
  expect((await browser.call(loginRoute, { body: { phoneNumber: digits, password: TEST_PASSWORD } })).status).toBe(200);
  return browser;
}

async function outbox(userId: string, kind: string) {
  return t.db.outboxMessage.count({ where: { userId, kind, channel: "sms" } });
}

/** Wallets whose cached balance differs from the sum of their postings: always none. */
async function walletsOutOfBalance(): Promise<number> {
  const { rows } = await t.sql.query(
    `SELECT count(*)::int AS n FROM wallets w
      WHERE w.balance <> COALESCE((SELECT SUM(CASE WHEN p.direction = 'CREDIT' THEN p.amount ELSE -p.amount END)
                                     FROM postings p WHERE p.account_id = w.ledger_account_id), 0)`,
  );
  return rows[0].n;
}

async function postingsNet(): Promise<string> {
  const { rows } = await t.sql.query(
    `SELECT COALESCE(SUM(CASE WHEN direction = 'DEBIT' THEN amount ELSE -amount END), 0)::text AS net FROM postings`,
  );
  return rows[0].net;
}

async function sends(userId: string): Promise<number> {
  return t.db.transaction.count({ where: { userId, transactionType: "SEND" } });
}

describe("freezing from Settings", () => {
  it("ends every session, refuses sends and card top-ups, still shows the state, and alerts the owner", async () => {
    const { browser, id, digits } = await person();
    const other = await signIn(digits);
    const frozen = await browser.call(freezeRoute, { body: {} });
    expect(frozen.status).toBe(200);
    expect(frozen.headers.getSetCookie().join("\n")).toMatch(/session-token=;/);
    // This device and the other are both signed out, even with a copy of the old cookie.
    expect((await browser.clone().call(meRoute)).status).toBe(401);
    expect((await other.call(meRoute)).status).toBe(401);
    expect(await outbox(id, "alert:account-frozen")).toBe(1);
    expect(await t.db.securityEventRecord.count({ where: { userId: id, event: "account-frozen" } })).toBe(1);

    const again = await signIn(digits);
    const state = await again.call(stateRoute);
    expect(state.body.data).toMatchObject({ frozen: true, unfreezeAt: null });
    const before = await balance(again);
    const refused = await transfer(again, "100");
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(FROZEN);
    const topUp = await addMoney(again, "100");
    expect(topUp.status).toBe(422);
    expect(topUp.body.message).toBe(FROZEN);
    expect(await balance(again)).toBe(before);
    expect(await sends(id)).toBe(0);
  });
});

describe("freezing signed out (lost phone)", () => {
  it("answers a number with an account and one without alike, and freezes with the texted code", async () => {
    const { id, digits } = await person("0");
    const stranger = newBrowser();
    const unknown = "8039990001";
    const [real, none] = await Promise.all([
      stranger.call(lostPhoneCodeRoute, { body: { phoneNumber: digits } }),
      stranger.call(lostPhoneCodeRoute, { body: { phoneNumber: unknown } }),
    ]);
    expect([real.status, none.status]).toEqual([200, 200]);
    expect(Object.keys(real.body.data)).toEqual(Object.keys(none.body.data));
    // A wrong code is refused in the same words for both.
    const [wrongReal, wrongNone] = await Promise.all([
      stranger.call(lostPhoneRoute, { body: { phoneNumber: digits, code: "000000" } }),
      stranger.call(lostPhoneRoute, { body: { phoneNumber: unknown, code: "000000" } }),
    ]);
    expect(wrongReal.status).toBe(wrongNone.status);
    expect(wrongReal.body.message).toBe(wrongNone.body.message);
    expect((await freezeState(t.db, id)).frozen).toBe(false);

    const code = await identityCodeSent(real.body.data.messageId);
    const done = await stranger.call(lostPhoneRoute, { body: { phoneNumber: digits, code } });
    expect(done.status).toBe(200);
    expect((await freezeState(t.db, id)).frozen).toBe(true);
    // The code works once.
    expect((await stranger.call(lostPhoneRoute, { body: { phoneNumber: digits, code } })).status).toBe(422);
  });

  it("freezes with the password; a wrong password and an unknown number get the login's one answer", async () => {
    const { id, digits, browser } = await person("0");
    const stranger = newBrowser();
    const wrong = await stranger.call(lostPhoneRoute, { body: { phoneNumber: digits, password: "not the password" } });
    const unknown = await stranger.call(lostPhoneRoute, {
      body: { phoneNumber: "8039990002", password: "not the password" },
    });
    expect([wrong.status, unknown.status]).toEqual([401, 401]);
    expect(wrong.body.message).toBe(english(WRONG_CREDENTIALS));
    expect(unknown.body.message).toBe(wrong.body.message);
    const done = await stranger.call(lostPhoneRoute, { body: { phoneNumber: digits, password: TEST_PASSWORD } });
    expect(done.status).toBe(200);
    expect((await freezeState(t.db, id)).frozen).toBe(true);
    expect((await browser.call(meRoute)).status).toBe(401);
  });

  it("sends a number at most five codes an hour, whoever asks", async () => {
    const { digits } = await person("0");
    const answers = [];
    for (let i = 0; i < 7; i += 1) {
      answers.push((await newBrowser().call(lostPhoneCodeRoute, { body: { phoneNumber: digits } })).status);
    }
    expect(answers).toEqual([200, 200, 200, 200, 200, 429, 429]);
  });
});

describe("unfreezing", () => {
  it("needs the password and an SMS code, waits the delay, can be kept frozen, then lets money leave", async () => {
    const { browser, id, digits } = await person();
    await freezeAccount(t.db, id);
    const again = await signIn(digits);
    const sent = await again.call(unfreezeCodeRoute, { body: {} });
    expect(sent.status).toBe(200);
    const code = await identityCodeSent(sent.body.data.messageId);

    const wrongPassword = await again.call(unfreezeRoute, { body: { password: "wrong password", code } });
    expect(wrongPassword.status).toBe(422);
    const wrongCode = await again.call(unfreezeRoute, { body: { password: TEST_PASSWORD, code: "000000" } });
    expect(wrongCode.status).toBe(422);
    expect((await freezeState(t.db, id)).unfreezeAt).toBeNull();

    const code2 = await identityCodeSent((await again.call(unfreezeCodeRoute, { body: {} })).body.data.messageId);
    const accepted = await again.call(unfreezeRoute, { body: { password: TEST_PASSWORD, code: code2 } });
    expect(accepted.status).toBe(200);
    expect(accepted.body.data.frozen).toBe(true);
    const wait = Date.parse(accepted.body.data.unfreezeAt) - Date.now();
    expect(wait).toBeGreaterThan(UNFREEZE_DELAY_MS - 60_000);
    expect(wait).toBeLessThanOrEqual(UNFREEZE_DELAY_MS + 5_000);
    expect(await outbox(id, "alert:unfreeze-requested")).toBe(1);
    // Still frozen during the wait.
    expect((await transfer(again, "100")).body.message).toBe(FROZEN);

    // "Keep it frozen" cancels it; a new unfreeze starts its wait again.
    const kept = await again.call(keepRoute, { method: "DELETE" });
    expect(kept.body.data).toEqual({ frozen: true, unfreezeAt: null });
    const code3 = await identityCodeSent((await again.call(unfreezeCodeRoute, { body: {} })).body.data.messageId);
    expect((await again.call(unfreezeRoute, { body: { password: TEST_PASSWORD, code: code3 } })).status).toBe(200);

    // The wait passes (the clock moved on): no longer frozen, and money leaves.
    await t.sql.query(`UPDATE users SET unfreeze_at = now() - interval '1 second' WHERE id = $1`, [id]);
    expect((await again.call(stateRoute)).body.data).toMatchObject({ frozen: false, unfreezeAt: null });
    expect((await transfer(again, "100")).status).toBe(200);
    // Nothing to unfreeze or keep frozen any more.
    expect((await again.call(keepRoute, { method: "DELETE" })).status).toBe(409);
    expect((await again.call(unfreezeCodeRoute, { body: {} })).status).toBe(409);
    expect((await browser.call(meRoute)).status).toBe(401);
  });
});

/** Parallel sends with a freeze among them: each either moved its money before the freeze or moved nothing. */
async function raceFreeze(freeze: (userId: string) => Promise<void>) {
  const { browser, id } = await person("20000");
  const netBefore = await postingsNet();
  const to = account();
  const sending = Array.from({ length: 20 }, (_, index) =>
    new Promise((resolve) => setTimeout(resolve, index * 15)).then(() => transfer(browser.clone(), "100", { to })),
  );
  const freezing = new Promise((resolve) => setTimeout(resolve, 150)).then(() => freeze(id));
  const [answers] = await Promise.all([Promise.all(sending), freezing]);
  const moved = answers.filter((answer) => answer.status === 200);
  const refused = answers.filter((answer) => answer.status !== 200);
  // A send either went (its transaction exists and money left) or was refused (401 once its session ended, or
  // 422 frozen) with nothing written.
  for (const answer of refused) expect([401, 422]).toContain(answer.status);
  for (const answer of moved) expect(["Completed", "Pending"]).toContain(answer.body.data.transaction.status);
  expect(await sends(id)).toBe(moved.length);
  const { balance: left } = await t.db.wallet.findUniqueOrThrow({ where: { userId: id }, select: { balance: true } });
  expect(Number(left)).toBe(20000 - 100 * moved.length);
  expect(await walletsOutOfBalance()).toBe(0);
  expect(await postingsNet()).toBe(netBefore);
  expect((await freezeState(t.db, id)).frozen).toBe(true);
  return { moved: moved.length, refused: refused.length };
}

describe("a freeze racing transfers", () => {
  it("on one server: each transfer completed before the freeze or moved nothing, and the ledger adds up", async () => {
    const { moved, refused } = await raceFreeze((userId) => freezeAccount(t.db, userId));
    expect(moved + refused).toBe(20);
  });

  it("on two servers (two database clients): the same, and two freezes at once leave one consistent state", async () => {
    const servers = [createPrismaClient(t.url), createPrismaClient(t.url)];
    try {
      await raceFreeze((userId) => freezeAccount(servers[1]!, userId));
      const { id, digits } = await person("0");
      const sessions = await Promise.all([signIn(digits), signIn(digits)]);
      await Promise.all(servers.map((server) => freezeAccount(server, id)));
      for (const session of sessions) expect((await session.call(meRoute)).status).toBe(401);
      const states = await Promise.all(servers.map((server) => freezeState(server, id)));
      expect(states).toEqual([
        { frozen: true, unfreezeAt: null },
        { frozen: true, unfreezeAt: null },
      ]);
      expect(await t.db.userSession.count({ where: { userId: id, endedAt: null } })).toBe(0);
    } finally {
      await Promise.all(servers.map((server) => server.$disconnect()));
    }
  });
});

describe("a freeze and a send to another Veil wallet under way", () => {
  it("waits for the send, then freezes: no deadlock, and the next send is refused", async () => {
    // The send locks both wallets in the order of their owners' ids: the sender's first, then the recipient's,
    // held here, so the send waits holding the sender's wallet when the freeze comes.
    const [sender, recipient] = [await person("0"), await person("0")].sort((a, b) => (a.id < b.id ? -1 : 1));
    expect((await addMoney(sender!.browser, "20000")).status).toBe(200);
    const to = { recipientAccountNumber: recipient!.digits, recipientBank: "Veil" };
    const held = await holdWallet(t.sql, recipient!.id);
    let released = false;
    try {
      const sending = transfer(sender!.browser.clone(), "100", { to });
      await lockWaiters(t.sql, 1);
      const freezing = freezeAccount(t.db, sender!.id);
      await lockWaiters(t.sql, 2);
      await held.release();
      released = true;
      const [sent] = await Promise.all([sending, freezing]);
      expect(sent.status).toBe(200);
    } finally {
      if (!released) await held.release();
    }
    expect(await freezeState(t.db, sender!.id)).toEqual({ frozen: true, unfreezeAt: null });
    expect((await transfer(sender!.browser.clone(), "100", { to })).status).toBe(401);
    expect(await balance(recipient!.browser)).toBe("100.00");
    expect(await walletsOutOfBalance()).toBe(0);
  });
});
