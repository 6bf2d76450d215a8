// The same clock for card top-ups still being confirmed and account numbers not yet assigned: asked about less
// often after half an hour, the person told after a day, once, and a case opened for a top-up.
import { randomBytes } from "node:crypto";
import type { CardsProvider } from "@/server/money/ports/cards-provider";
import type { FundingProvider } from "@/server/money/ports/funding-provider";
import { refreshTopUp } from "@/server/money/funding/refresh-top-up";
import { settlePendingTopUps } from "@/server/money/funding/top-up-reconciler";
import { assignPendingVirtualAccounts } from "@/server/money/funding-accounts/assign-pending-virtual-accounts";
import { useAppDatabase } from "@/test/api-harness";
import { onboard } from "@/test/onboard";
import type { TestDatabase } from "@/test/test-database";
import { listPendingAccounts, listPendingTopUps, noticeLongPending } from "./pending-notices";

let t: TestDatabase;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ t, close } = await useAppDatabase());
}, 60_000);
afterAll(async () => {
  await close();
});

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const soon = () => ({ deadline: Date.now() + 10_000 });

/** An acquirer that cannot be reached: every question is counted and answered by a timeout. */
function unreachableCards(): { cards: CardsProvider; asked: () => number } {
  let asked = 0;
  const cards = {
    verify: async () => {
      asked += 1;
      throw new Error("timeout");
    },
  } as unknown as CardsProvider;
  return { cards, asked: () => asked };
}

async function newPerson(): Promise<string> {
  await onboard();
  const { id } = await t.db.user.findFirstOrThrow({ orderBy: { createdAt: "desc" }, select: { id: true } });
  return id;
}

/** A card top-up whose charge is unsettled, made `ageMs` ago and last asked about `checkedMsAgo` ago. */
async function pendingTopUp(userId: string, ageMs: number, checkedMsAgo: number): Promise<number> {
  const made = new Date(Date.now() - ageMs);
  const transaction = await t.db.transaction.create({
    data: {
      userId,
      transactionType: "ADD_MONEY",
      amount: "4000.00",
      status: "PENDING",
      transactionReference: `clock${randomBytes(6).toString("hex")}`,
      transactionDate: made,
    },
  });
  await t.db.cardCharge.create({
    data: {
      transactionId: transaction.id,
      provider: "sandbox",
      createdAt: made,
      lastCheckedAt: new Date(Date.now() - checkedMsAgo),
    },
  });
  return transaction.id;
}

async function checkedAgo(transactionId: number, ms: number) {
  await t.db.cardCharge.update({ where: { transactionId }, data: { lastCheckedAt: new Date(Date.now() - ms) } });
}

describe("a top-up still being confirmed", () => {
  it("is asked about every 5 seconds, then less often after half an hour, by the job and a screen alike", async () => {
    jest.spyOn(console, "error").mockImplementation(() => {});
    const userId = await newPerson();
    const { cards, asked } = unreachableCards();
    const young = await pendingTopUp(userId, 10 * MINUTE, 6_000);
    await refreshTopUp(t.db, cards, young);
    expect(asked()).toBe(1);

    // Two hours old: the wait is 22.5 minutes.
    const old = await pendingTopUp(userId, 2 * HOUR, 10 * MINUTE);
    await refreshTopUp(t.db, cards, old);
    await settlePendingTopUps(t.db, cards, { ...soon(), olderThanMs: 0 });
    expect(asked()).toBe(1);
    await checkedAgo(old, 23 * MINUTE);
    await checkedAgo(young, 0);
    await settlePendingTopUps(t.db, cards, { ...soon(), olderThanMs: 0 });
    await refreshTopUp(t.db, cards, old);
    expect(asked()).toBe(2);
    await t.db.cardCharge.updateMany({
      where: { transactionId: { in: [young, old] } },
      data: { settledAt: new Date() },
    });
    jest.restoreAllMocks();
  });

  it("after a day tells the person and opens one SYSTEM case, with two workers racing", async () => {
    const userId = await newPerson();
    const recent = await pendingTopUp(userId, 23 * HOUR, 0);
    const late = await pendingTopUp(userId, 25 * HOUR, 0);
    const runs = await Promise.all([noticeLongPending(t.db, soon()), noticeLongPending(t.db, soon())]);
    expect(runs.reduce((sum, n) => sum + n, 0)).toBeGreaterThanOrEqual(1);
    expect(await noticeLongPending(t.db, soon())).toBe(0);

    const cases = await t.db.supportCase.findMany({ where: { userId } });
    expect(cases.map((row) => [row.transactionId, row.origin, row.reason])).toEqual([[late, "SYSTEM", "NOT_RECEIVED"]]);
    const sms = await t.db.outboxMessage.findMany({ where: { userId, kind: "pending:top-up", channel: "sms" } });
    expect(sms).toHaveLength(1);
    expect(sms[0]!.body).toContain("₦4,000.00 has not been confirmed by your card's bank a day later");
    expect(sms[0]!.body).toContain(`case ${cases[0]!.reference}`);

    const listed = await listPendingTopUps(t.db);
    const mine = listed.filter((row) => row.userId === userId);
    expect(mine.map((row) => [row.transactionId, row.overdue, row.noticedAt !== null])).toEqual([
      [late, true, true],
      [recent, false, false],
    ]);
  });
});

describe("an account number not yet assigned", () => {
  /** A funding vendor that answers "still pending", counting the requests. */
  function slowBank(): { provider: FundingProvider; asked: () => number } {
    let asked = 0;
    const provider = {
      name: "sandbox",
      assignAccount: async () => {
        asked += 1;
        return { status: "pending" as const, customerCode: null };
      },
    } as unknown as FundingProvider;
    return { provider, asked: () => asked };
  }

  async function pendingAccount(userId: string, ageMs: number, triedMsAgo: number) {
    await t.db.virtualAccount.upsert({
      where: { userId },
      create: { userId, provider: "sandbox", status: "PENDING" },
      update: { status: "PENDING", accountNumber: null },
    });
    await t.db.$executeRaw`
      UPDATE virtual_accounts SET created_at = now() - make_interval(secs => ${ageMs / 1000}),
             last_attempt_at = now() - make_interval(secs => ${triedMsAgo / 1000})
       WHERE user_id = ${userId}::uuid`;
  }

  it("is asked for less often after half an hour, and after a day the person is told once", async () => {
    const userId = await newPerson();
    // Every other wallet's account is out of the way.
    await t.db.virtualAccount.updateMany({ where: { NOT: { userId } }, data: { status: "ASSIGNED" } });
    const { provider, asked } = slowBank();
    await pendingAccount(userId, 10 * MINUTE, 31_000);
    await assignPendingVirtualAccounts(t.db, provider);
    expect(asked()).toBe(1);

    await pendingAccount(userId, 2 * HOUR, 10 * MINUTE);
    await assignPendingVirtualAccounts(t.db, provider);
    expect(asked()).toBe(1);
    await pendingAccount(userId, 2 * HOUR, 23 * MINUTE);
    await assignPendingVirtualAccounts(t.db, provider);
    expect(asked()).toBe(2);

    await pendingAccount(userId, 25 * HOUR, 0);
    await Promise.all([noticeLongPending(t.db, soon()), noticeLongPending(t.db, soon())]);
    const sms = await t.db.outboxMessage.findMany({ where: { userId, kind: "pending:account-number" } });
    expect(sms).toHaveLength(1);
    expect(sms[0]!.body).toContain("taking longer than usual");
    expect(await t.db.supportCase.count({ where: { userId } })).toBe(0);
    expect((await listPendingAccounts(t.db)).find((row) => row.userId === userId)).toMatchObject({
      overdue: true,
      noticedAt: expect.any(String),
    });
  });
});
