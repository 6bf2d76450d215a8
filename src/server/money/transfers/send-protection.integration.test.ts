// Protecting the sender around a risky send: the scam check's two questions before a large send to a new
// recipient or soon after a security change, and the cooling-off on a first large send to a new account, which
// waits Scheduled (its money set aside), goes out through the jobs once, and can be cancelled until then.
import { POST as transferRoute } from "@/app/api/transfer/route";
import { POST as checkRoute } from "@/app/api/transfer/check/route";
import { POST as cancelRoute } from "@/app/api/transactions/[id]/cancel/route";
import { GET as transactionRoute } from "@/app/api/transactions/[id]/route";
import { GET as listRoute } from "@/app/api/transactions/route";
import { createPrismaClient, type Database } from "@/server/platform/database/prisma-client";
import { SandboxPayoutsProvider } from "@/server/vendors/sandbox/sandbox-payouts-provider";
import { refreshPayout } from "@/server/money/transfers/refresh-payout";
import { settlePendingPayouts } from "@/server/money/transfers/payout-reconciler";
import { cancelScheduledPayout } from "@/server/money/transfers/settle-payout";
import { phrase } from "@/i18n/phrase";
import { english } from "@/test/english";
import { ALREADY_RETURNED } from "@/server/money/transfers/scheduled-sends";
import { useAppDatabase, type Browser } from "@/test/api-harness";
import type { TestDatabase } from "@/test/test-database";
import { account, balance, fundedUser, newKey } from "@/test/money";
import { onboard, TEST_PIN } from "@/test/onboard";

let t: TestDatabase;
let close: () => Promise<void>;
let serverB: Database;

beforeAll(async () => {
  ({ t, close } = await useAppDatabase());
  serverB = createPrismaClient(t.url);
}, 60_000);
afterAll(async () => {
  await serverB.$disconnect();
  await close();
});

const NO = { askedBySomeone: false, promisedSomething: false };
let serial = 100_000_000;
/** An account this person has never paid: a new recipient. */
const newAccount = () => account(String((serial += 7)));

const send = (browser: Browser, amount: string, to: object, extra: object = {}, key = newKey()) =>
  browser.call(transferRoute, {
    path: "/api/transfer",
    body: { ...to, amount, description: "", transactionPin: TEST_PIN, ...extra },
    headers: { "idempotency-key": key },
  });

/** The person signed up last (the tests here run one at a time). */
const newest = () =>
  t.db.user.findFirstOrThrow({ orderBy: { createdAt: "desc" }, select: { id: true, phoneNumber: true } });

/** A person with money, and no security change in the last day (signing up is a new device's first login). */
async function calmSender(amount: string): Promise<{ browser: Browser; userId: string }> {
  const browser = await fundedUser(amount);
  const userId = (await newest()).id;
  await t.db.securityEventRecord.deleteMany({ where: { userId } });
  return { browser, userId };
}

/** `to` saved as a beneficiary 25 hours ago: trusted. */
const savedLongAgo = (userId: string, to: { recipientBank: string; recipientAccountNumber: string }) =>
  t.db.beneficiary.create({
    data: {
      userId,
      bank: to.recipientBank,
      accountNumber: to.recipientAccountNumber,
      accountName: "Saved Long Ago",
      createdAt: new Date(Date.now() - 25 * 3600_000),
    },
  });

const usedToday = async (userId: string) =>
  (await t.db.dailySendUsage.findFirst({ where: { userId } }))?.amount.toFixed(2) ?? "0.00";

const ledgerHolds = async () =>
  (
    await t.db.$queryRaw<{ off: number }[]>`
      SELECT count(*)::int AS off FROM wallets w
       WHERE w.balance <> coalesce((SELECT sum(CASE p.direction WHEN 'CREDIT' THEN p.amount ELSE -p.amount END)
                                      FROM postings p WHERE p.account_id = w.ledger_account_id), 0)`
  )[0]!.off === 0;

describe("the scam check", () => {
  it("asks before a large send to a new recipient, moves nothing unanswered, and keeps the answers once", async () => {
    const { browser, userId } = await calmSender("100000");
    const to = newAccount();
    const checked = await browser.call(checkRoute, { path: "/api/transfer/check", body: { ...to, amount: "25000" } });
    expect(checked.body.data).toEqual({ scamCheck: true, coolingOffMinutes: null, reported: false });

    const unanswered = await send(browser, "25000", to);
    expect(unanswered.status).toBe(422);
    expect(unanswered.body.message).toMatch(/two quick questions/);
    expect(await balance(browser)).toBe("100000.00");

    const key = newKey();
    const answers = { askedBySomeone: true, promisedSomething: false };
    expect((await send(browser, "25000", to, { scamCheck: answers }, key)).status).toBe(200);
    expect((await send(browser, "25000", to, { scamCheck: answers }, key)).status).toBe(200);
    const kept = await t.db.scamCheck.findMany({ where: { userId } });
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({ reasons: ["new-recipient"], askedBySomeone: true, promisedSomething: false });
    expect(kept[0]!.amount.toFixed(2)).toBe("25000.00");
    expect(Number(await balance(browser))).toBeLessThan(75001);
  });

  it("asks nothing of a small send, nor of a large one to a recipient trusted for a day", async () => {
    const { browser, userId } = await calmSender("100000");
    const to = newAccount();
    expect((await send(browser, "19999", to)).status).toBe(200);
    await savedLongAgo(userId, to);
    expect((await send(browser, "25000", to)).status).toBe(200);
  });

  it("asks even for a trusted recipient within a day of a password reset", async () => {
    const { browser, userId } = await calmSender("100000");
    const to = newAccount();
    await savedLongAgo(userId, to);
    await t.db.securityEventRecord.create({ data: { userId, event: "password-reset" } });
    expect((await send(browser, "25000", to)).status).toBe(422);
    expect((await send(browser, "25000", to, { scamCheck: NO })).status).toBe(200);
    expect((await t.db.scamCheck.findFirstOrThrow({ where: { userId } })).reasons).toEqual(["password-reset"]);
  });

  it("asks before a large send to another Veil wallet, which does not wait", async () => {
    const { browser } = await calmSender("100000");
    await onboard({ tier: 3 });
    const recipient = await newest();
    const to = { recipientAccountNumber: recipient.phoneNumber.replace("+234", "0"), recipientBank: "Veil" };
    expect((await send(browser, "60000", to)).status).toBe(422);
    const sent = await send(browser, "60000", to, { scamCheck: NO });
    expect(sent.status).toBe(200);
    expect(sent.body.data.transaction.status).toBe("Completed");
  });
});

describe("the cooling-off", () => {
  /** A first ₦60,000 send to a new account: Scheduled, its money and limit set aside, nothing sent yet. */
  async function scheduledSend() {
    const { browser, userId } = await calmSender("200000");
    const to = newAccount();
    const checked = await browser.call(checkRoute, { path: "/api/transfer/check", body: { ...to, amount: "60000" } });
    expect(checked.body.data).toEqual({ scamCheck: true, coolingOffMinutes: 30, reported: false });
    const sent = await send(browser, "60000", to, { scamCheck: NO });
    expect(sent.status).toBe(200);
    const transaction = sent.body.data.transaction;
    expect(transaction.status).toBe("Pending");
    const waits = new Date(transaction.scheduledFor).getTime() - Date.now();
    expect(waits).toBeGreaterThan(29 * 60_000);
    expect(waits).toBeLessThanOrEqual(30 * 60_000);
    const payout = await t.db.payout.findUniqueOrThrow({ where: { transactionId: transaction.id } });
    expect(payout.submittedAt).toBeNull();
    expect(await t.db.sandboxPayout.count({ where: { reference: transaction.transactionReference } })).toBe(0);
    const total = Number(transaction.amount) + Number(transaction.fee);
    expect(Number(await balance(browser))).toBe(200000 - total);
    expect(Number(await usedToday(userId))).toBe(total);
    return { browser, userId, to, transaction, payout, total };
  }

  const waitIsOver = (payoutId: string) =>
    t.db
      .$executeRaw`UPDATE payouts SET send_after = now() - interval '1 second', created_at = now() - interval '1 minute' WHERE id = ${payoutId}::uuid`;

  it("waits, is not sent by the jobs early, then goes once when two servers take it at the same moment", async () => {
    const { browser, transaction, payout, total } = await scheduledSend();
    const sandboxA = new SandboxPayoutsProvider(t.db);
    const sandboxB = new SandboxPayoutsProvider(serverB);
    await settlePendingPayouts(t.db, sandboxA, { deadline: Date.now() + 5_000 });
    await refreshPayout(t.db, sandboxA, payout.id);
    expect(await t.db.payout.findUniqueOrThrow({ where: { id: payout.id } })).toMatchObject({ status: "PENDING" });

    await waitIsOver(payout.id);
    const initiateA = jest.spyOn(sandboxA, "initiate");
    const initiateB = jest.spyOn(sandboxB, "initiate");
    await Promise.all([
      refreshPayout(t.db, sandboxA, payout.id),
      refreshPayout(serverB, sandboxB, payout.id),
      settlePendingPayouts(serverB, sandboxB, { deadline: Date.now() + 5_000 }),
    ]);
    expect(initiateA.mock.calls.length + initiateB.mock.calls.length).toBe(1);
    expect(await t.db.sandboxPayout.count({ where: { reference: transaction.transactionReference } })).toBe(1);
    expect(await t.db.transaction.findUniqueOrThrow({ where: { id: transaction.id } })).toMatchObject({
      status: "COMPLETED",
    });
    expect(Number(await balance(browser))).toBe(200000 - total);
    expect(await ledgerHolds()).toBe(true);
  });

  it("is cancelled by its sender while it waits: the money and the day's limit come back, and nothing is sent", async () => {
    const { browser, userId, transaction, payout } = await scheduledSend();
    const cancel = () =>
      browser.call(cancelRoute, {
        path: `/api/transactions/${transaction.id}/cancel`,
        params: { id: String(transaction.id) },
        body: {},
      });
    // The history says when it goes too, as its own page does (the row reads Scheduled).
    const listed = async () =>
      (await browser.call(listRoute, { path: "/api/transactions" })).body.data.transactions.find(
        (row: { id: number }) => row.id === transaction.id,
      );
    expect(await listed()).toMatchObject({ status: "Pending", scheduledFor: transaction.scheduledFor });
    const cancelled = await cancel();
    expect(cancelled.status).toBe(200);
    expect((await listed()).status).toBe("Cancelled");
    expect((await listed()).scheduledFor).toBeUndefined();
    expect(cancelled.body.data.transaction).toMatchObject({
      status: "Cancelled",
      failureReason: "You cancelled this transfer before it went",
      scheduledFor: null,
    });
    expect(await balance(browser)).toBe("200000.00");
    expect(await usedToday(userId)).toBe("0.00");
    // A second tap, or a retry after a lost answer, gets the same answer and changes nothing.
    const again = await cancel();
    expect(again.status).toBe(200);
    expect(again.body.data.transaction.status).toBe("Cancelled");
    expect(await balance(browser)).toBe("200000.00");
    await waitIsOver(payout.id);
    await refreshPayout(t.db, new SandboxPayoutsProvider(t.db), payout.id);
    expect(await t.db.sandboxPayout.count({ where: { reference: transaction.transactionReference } })).toBe(0);
    expect(await ledgerHolds()).toBe(true);
  });

  it("cannot be cancelled once its wait is over, nor by anyone else", async () => {
    const { browser, transaction, payout, total } = await scheduledSend();
    const stranger = await fundedUser("10");
    const path = `/api/transactions/${transaction.id}/cancel`;
    const params = { id: String(transaction.id) };
    expect((await stranger.call(cancelRoute, { path, params, body: {} })).status).toBe(404);
    await waitIsOver(payout.id);
    const late = await browser.call(cancelRoute, { path, params, body: {} });
    expect(late.status).toBe(409);
    expect(late.body.message).toMatch(/can no longer be cancelled/);
    expect(Number(await balance(browser))).toBe(200000 - total);
  });

  it("either goes or is cancelled when Cancel and the jobs meet at the end of the wait, never both", async () => {
    for (let round = 0; round < 4; round++) {
      const { browser, transaction, payout, total } = await scheduledSend();
      await t.db
        .$executeRaw`UPDATE payouts SET send_after = now() + interval '40 milliseconds' WHERE id = ${payout.id}::uuid`;
      await new Promise((resolve) => setTimeout(resolve, 30 + round * 5));
      const path = `/api/transactions/${transaction.id}/cancel`;
      const [cancelled] = await Promise.all([
        browser.call(cancelRoute, { path, params: { id: String(transaction.id) }, body: {} }),
        (async () => {
          for (let i = 0; i < 10; i++) {
            await refreshPayout(serverB, new SandboxPayoutsProvider(serverB), payout.id);
            await new Promise((resolve) => setTimeout(resolve, 10));
          }
        })(),
      ]);
      const sentCount = await t.db.sandboxPayout.count({ where: { reference: transaction.transactionReference } });
      const money = Number(await balance(browser));
      if (cancelled.status === 200) {
        expect(sentCount).toBe(0);
        expect(money).toBe(200000);
      } else {
        expect(cancelled.status).toBe(409);
        expect(money).toBe(200000 - total);
      }
      expect(await ledgerHolds()).toBe(true);
    }
  });

  it("is not refunded by a Cancel whose transaction began before the wait ended but reached the row after the jobs took it", async () => {
    const { browser, transaction, payout, total } = await scheduledSend();
    await t.db.$executeRaw`
      UPDATE payouts SET send_after = now() + interval '150 milliseconds', created_at = now() - interval '1 minute'
       WHERE id = ${payout.id}::uuid`;
    // A Cancel whose transaction begins (and fixes now()) before the wait ends, then is held up for a moment.
    const slowDb = {
      $transaction: (work: (tx: unknown) => Promise<unknown>, options: unknown) =>
        t.db.$transaction(async (tx) => {
          await tx.$queryRaw`SELECT now()`;
          await new Promise((resolve) => setTimeout(resolve, 500));
          return work(tx);
        }, options as never),
    } as unknown as Database;
    const cancelling = cancelScheduledPayout(slowDb, payout.id, phrase("serverErrors.scheduledCancelled"));
    // Meanwhile the wait ends and the jobs take it; the bank is slow to answer.
    await new Promise((resolve) => setTimeout(resolve, 250));
    const sandbox = new SandboxPayoutsProvider(t.db);
    const initiate = sandbox.initiate.bind(sandbox);
    jest.spyOn(sandbox, "initiate").mockImplementation(async (request) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      return initiate(request);
    });
    const [cancelled] = await Promise.all([cancelling, refreshPayout(t.db, sandbox, payout.id)]);
    expect(cancelled).toBe(false);
    expect(await t.db.sandboxPayout.count({ where: { reference: transaction.transactionReference } })).toBe(1);
    expect(await t.db.payout.findUniqueOrThrow({ where: { id: payout.id } })).toMatchObject({ status: "SUCCEEDED" });
    expect(await t.db.payoutAnomaly.count({ where: { payoutId: payout.id } })).toBe(0);
    expect(Number(await balance(browser))).toBe(200000 - total);
    expect(await ledgerHolds()).toBe(true);
  });

  it("waits for a large send to an account paid only a small amount before (a test payment first)", async () => {
    const { browser } = await calmSender("200000");
    const to = newAccount();
    expect((await send(browser, "100", to)).body.data.transaction.status).toBe("Completed");
    const large = await send(browser, "60000", to, { scamCheck: NO });
    expect(large.status).toBe(200);
    expect(large.body.data.transaction.scheduledFor).toBeTruthy();
  });

  it("fails with its money returned when, at the end of the wait, the wallet is frozen, the account is closed or the bank is down", async () => {
    const cases: [string, (sandbox: SandboxPayoutsProvider, userId: string) => Promise<unknown>, RegExp][] = [
      [
        "frozen",
        (_sandbox, userId) => t.db.user.update({ where: { id: userId }, data: { frozenAt: new Date() } }),
        /account was frozen/,
      ],
      ["closed", async (sandbox) => jest.spyOn(sandbox, "resolveAccount").mockResolvedValue(null), /no longer has/],
      [
        "renamed",
        async (sandbox) => jest.spyOn(sandbox, "resolveAccount").mockResolvedValue({ accountName: "SOMEONE ELSE" }),
        /another name/,
      ],
      [
        "down",
        async (sandbox) => jest.spyOn(sandbox, "resolveAccount").mockRejectedValue(new Error("timeout")),
        /not responding/,
      ],
    ];
    for (const [, arrange, reason] of cases) {
      const { browser, userId, transaction, payout } = await scheduledSend();
      const sandbox = new SandboxPayoutsProvider(t.db);
      await arrange(sandbox, userId);
      const initiate = jest.spyOn(sandbox, "initiate");
      await waitIsOver(payout.id);
      await refreshPayout(t.db, sandbox, payout.id);
      expect(initiate).not.toHaveBeenCalled();
      const shown = await browser.call(transactionRoute, {
        path: `/api/transactions/${transaction.id}`,
        params: { id: String(transaction.id) },
      });
      expect(shown.body.data.transaction.status).toBe("Failed");
      expect(shown.body.data.transaction.failureReason).toMatch(reason);
      // Cancel, tapped late: nothing to cancel, and it says the money is back rather than on its way.
      const late = await browser.call(cancelRoute, {
        path: `/api/transactions/${transaction.id}/cancel`,
        params: { id: String(transaction.id) },
        body: {},
      });
      expect(late).toMatchObject({ status: 409, body: { message: english(ALREADY_RETURNED) } });
      expect(await balance(browser)).toBe("200000.00");
      expect(await usedToday(userId)).toBe("0.00");
    }
    expect(await ledgerHolds()).toBe(true);
  });

  it("does not wait on a second send to an account already paid, and sets aside every one of parallel first sends", async () => {
    const { browser, userId } = await calmSender("300000");
    const to = newAccount();
    const sent = await Promise.all(Array.from({ length: 4 }, () => send(browser, "60000", to, { scamCheck: NO })));
    expect(sent.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    // Four at once all saw an account never paid: all wait; the balance and limit hold each.
    expect(sent.every((answer) => answer.body.data.transaction.scheduledFor)).toBe(true);
    const total = 4 * (60000 + Number(sent[0]!.body.data.transaction.fee));
    expect(Number(await balance(browser))).toBe(300000 - total);
    expect(Number(await usedToday(userId))).toBe(total);

    const first = await t.db.payout.findUniqueOrThrow({ where: { transactionId: sent[0]!.body.data.transaction.id } });
    await waitIsOver(first.id);
    await refreshPayout(t.db, new SandboxPayoutsProvider(t.db), first.id);
    expect(await t.db.payout.findUniqueOrThrow({ where: { id: first.id } })).toMatchObject({ status: "SUCCEEDED" });
    const next = await send(browser, "50000", to, { scamCheck: NO });
    expect(next.status).toBe(200);
    expect(next.body.data.transaction.scheduledFor).toBeFalsy();
    expect(await ledgerHolds()).toBe(true);
  });
});
