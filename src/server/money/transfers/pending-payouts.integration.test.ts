// A clock on every pending payout: asked about less often after half an hour, whoever asks; after a day the
// person is told in words and a case opens by itself, once, and operations see it at the top of their list.
import { SandboxPayoutsProvider } from "@/server/vendors/sandbox/sandbox-payouts-provider";
import type { PayoutsProvider } from "@/server/money/ports/payouts-provider";
import { settlePendingPayouts } from "@/server/money/transfers/payout-reconciler";
import { refreshPendingTransfer } from "@/server/money/transfers/refresh-payout";
import { findTransaction } from "@/server/money/history/list-transactions";
import { POST as caseRoute } from "@/app/api/cases/route";
import { useAppDatabase, type Browser } from "@/test/api-harness";
import { account, fundedUser, transfer } from "@/test/money";
import type { TestDatabase } from "@/test/test-database";
import { CASES_PER_HOUR } from "@/server/support/cases/open-case";
import { listPendingPayouts, noticeLongPendingPayouts } from "./pending-payouts";

let t: TestDatabase;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ t, close } = await useAppDatabase());
}, 60_000);
afterAll(async () => {
  await close();
});

/** The sandbox bank, counting the status questions it is asked. */
function countingBank(): { bank: PayoutsProvider; asked: () => number } {
  const bank = new SandboxPayoutsProvider(t.db);
  let asked = 0;
  const status = bank.status.bind(bank);
  bank.status = async (input) => {
    asked += 1;
    return status(input);
  };
  return { bank, asked: () => asked };
}

/** A transfer the sandbox bank received and never confirms (serial 886): pending for ever. */
async function stuckTransfer(): Promise<{ browser: Browser; transactionId: number; userId: string }> {
  const browser = await fundedUser("20000");
  const sent = await transfer(browser, "1000", { to: account("886000001") });
  expect(sent.status).toBe(200);
  expect(sent.body.data.transaction.status).toBe("Pending");
  const transactionId = sent.body.data.transaction.id as number;
  const { userId } = await t.db.transaction.findUniqueOrThrow({ where: { id: transactionId } });
  return { browser, transactionId, userId };
}

/** Moves the payout's clock back: made `ageMs` ago, last asked about `checkedMsAgo` ago. */
async function age(transactionId: number, ageMs: number, checkedMsAgo: number) {
  await t.db.$executeRaw`
    UPDATE payouts SET created_at = now() - make_interval(secs => ${ageMs / 1000}),
                       submitted_at = now() - make_interval(secs => ${ageMs / 1000}),
                       last_checked_at = now() - make_interval(secs => ${checkedMsAgo / 1000})
     WHERE transaction_id = ${transactionId}`;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe("a pending payout's clock", () => {
  it("keeps the provider's own word for where the transfer is, and shows it on the transaction", async () => {
    const { transactionId, userId } = await stuckTransfer();
    const payout = await t.db.payout.findUniqueOrThrow({ where: { transactionId } });
    expect(payout.providerStatus).toBe("received");
    const shown = await findTransaction(t.db, userId, String(transactionId), "en");
    expect(shown).toMatchObject({ status: "Pending", providerStatus: "received" });
  });

  it("asks every 5 seconds for half an hour, then with a growing wait that a screen's polling keeps too", async () => {
    const { transactionId } = await stuckTransfer();
    const { bank, asked } = countingBank();
    const run = () => settlePendingPayouts(t.db, bank, { deadline: Date.now() + 10_000 });

    // Ten minutes old, asked 6 seconds ago: due.
    await age(transactionId, 10 * MINUTE, 6_000);
    await run();
    expect(asked()).toBe(1);

    // Two hours old: the wait is 22.5 minutes. Asked 10 minutes ago: neither the job nor the screen asks.
    await age(transactionId, 2 * HOUR, 10 * MINUTE);
    await run();
    await refreshPendingTransfer(t.db, bank, transactionId);
    await refreshPendingTransfer(t.db, bank, transactionId);
    expect(asked()).toBe(1);
    // Asked 23 minutes ago: due, once for all of them.
    await age(transactionId, 2 * HOUR, 23 * MINUTE);
    await Promise.all([run(), refreshPendingTransfer(t.db, bank, transactionId)]);
    expect(asked()).toBe(2);

    // Ten hours old: never more than half an hour between questions.
    await age(transactionId, 10 * HOUR, 29 * MINUTE);
    await run();
    expect(asked()).toBe(2);
    await age(transactionId, 10 * HOUR, 31 * MINUTE);
    await run();
    expect(asked()).toBe(3);
  });

  it("after a day tells the person in words and opens one SYSTEM case, even with two workers racing", async () => {
    const { browser, transactionId, userId } = await stuckTransfer();
    await age(transactionId, 23 * HOUR, 0);
    const deadline = Date.now() + 10_000;
    expect(await noticeLongPendingPayouts(t.db, { deadline })).toBe(0);
    expect((await listPendingPayouts(t.db)).find((row) => row.transactionId === transactionId)).toMatchObject({
      overdue: false,
      noticedAt: null,
      providerStatus: "received",
    });

    await age(transactionId, 25 * HOUR, 0);
    const runs = await Promise.all([
      noticeLongPendingPayouts(t.db, { deadline }),
      noticeLongPendingPayouts(t.db, { deadline }),
    ]);
    expect(runs.reduce((sum, n) => sum + n, 0)).toBe(1);
    expect(await noticeLongPendingPayouts(t.db, { deadline })).toBe(0);

    const cases = await t.db.supportCase.findMany({ where: { transactionId } });
    expect(cases).toHaveLength(1);
    expect(cases[0]).toMatchObject({ origin: "SYSTEM", reason: "NOT_RECEIVED", status: "RECEIVED", userId });
    const sms = await t.db.outboxMessage.findMany({ where: { userId, kind: "pending:payout" } });
    expect(sms.map((message) => message.channel).sort()).toEqual(
      (await t.db.user.findUniqueOrThrow({ where: { id: userId } })).email ? ["email", "sms"] : ["sms"],
    );
    const text = sms.find((message) => message.channel === "sms")!.body!;
    expect(text).toContain("has not confirmed it yet. Your money is safe");
    expect(text).toContain(`case ${cases[0]!.reference}`);
    expect(text).toContain("₦1,000.00");

    // Operations see it at the top of their list, past the mark.
    const listed = await listPendingPayouts(t.db);
    expect(listed[0]).toMatchObject({ transactionId, overdue: true, noticedAt: expect.any(String) });

    // The case Veil opened is not the person's: they may still open their full hour's worth.
    for (let i = 0; i < CASES_PER_HOUR; i++) {
      const opened = await browser.call(caseRoute, {
        path: "/api/cases",
        body: { reason: "OTHER", note: `A question ${i}` },
      });
      expect(opened.status).toBe(200);
    }
  });

  it("answers the person's own open case instead of opening a second one", async () => {
    const { browser, transactionId } = await stuckTransfer();
    const own = await browser.call(caseRoute, {
      path: "/api/cases",
      body: { reason: "NOT_RECEIVED", note: "Not arrived", transactionId: String(transactionId) },
    });
    expect(own.status).toBe(200);
    await age(transactionId, 25 * HOUR, 0);
    expect(await noticeLongPendingPayouts(t.db, { deadline: Date.now() + 10_000 })).toBe(1);
    const cases = await t.db.supportCase.findMany({ where: { transactionId } });
    expect(cases.map((row) => row.origin)).toEqual(["PERSON"]);
    const sms = await t.db.outboxMessage.findFirstOrThrow({
      where: { kind: "pending:payout", channel: "sms" },
      orderBy: { createdAt: "desc" },
    });
    expect(sms.body).toContain(`case ${cases[0]!.reference}`);
  });
});
