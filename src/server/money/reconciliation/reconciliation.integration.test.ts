// The daily reconciliation on the sandboxes: a day's card charge, payouts and deposits in the ledger compared
// with the sandboxes' own tables, differences made on purpose listed with their transactions, an empty day
// stored as such, reruns that supersede cleanly, and a resolution that one staff member wins.
import { POST as simulateRoute } from "@/app/api/sandbox/incoming-transfer/route";
import { GET as accountRoute } from "@/app/api/funding/account/route";
import { lagosDay } from "@/lib/limits";
import { ApiError } from "@/server/platform";
import { type Browser, useAppDatabase } from "@/test/api-harness";
import { balance, fundedUser, transfer } from "@/test/money";
import type { TestDatabase } from "@/test/test-database";
import {
  openReconciliationDifferences,
  reconciliationReport,
  reconciliationReports,
  resolveReconciliationDifference,
} from "./reconciliation-reports";
import { reconcileYesterday, runReconciliation } from "./run-reconciliation";

let t: TestDatabase;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ t, close } = await useAppDatabase());
}, 60_000);
afterAll(async () => {
  await close();
});

const staff = { staffId: "staff-operations-1" };

async function waitForAccount(browser: Browser) {
  for (let i = 0; i < 50; i++) {
    const answer = await browser.call(accountRoute, { path: "/api/funding/account" });
    if (answer.body.data.account.status === "assigned") return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("The account was never assigned.");
}

function simulate(browser: Browser, amount: string, senderName: string) {
  return browser.call(simulateRoute, { path: "/api/sandbox/incoming-transfer", body: { amount, senderName } });
}

describe("the daily reconciliation", () => {
  it("stores a day with nothing on either side as an empty report", async () => {
    const { before, after } = await runReconciliation(t.db, staff, "2026-01-01");
    expect(before).toEqual([]);
    expect(after).toEqual([
      expect.objectContaining({
        day: "2026-01-01",
        provider: "sandbox",
        veilCount: 0,
        providerCount: 0,
        differenceCount: 0,
        unresolvedCount: 0,
        requestedBy: staff.staffId,
        supersededAt: null,
      }),
    ]);
    expect((await reconciliationReport(t.db, after[0]!.id))?.differences).toEqual([]);
    expect(await reconciliationReports(t.db)).toContainEqual(after[0]);
  });

  it("lists the differences made on purpose, with Veil's transactions, and moves no money", async () => {
    const browser = await fundedUser("20000");
    await waitForAccount(browser);
    expect((await transfer(browser, "1000")).status).toBe(200);
    expect((await transfer(browser, "1500")).status).toBe(200);
    expect((await simulate(browser, "3000", "Kemi Ade")).status).toBe(200);
    expect((await simulate(browser, "500", "Femi Lost")).body.data.transaction).toBeNull();
    const [altered, unknown] = await t.db.payout.findMany({ orderBy: { amount: "asc" } });
    const charge = await t.db.cardCharge.findFirstOrThrow({ include: { transaction: true } });
    const lost = await t.db.sandboxDeposit.findFirstOrThrow({ where: { webhookLost: true } });
    // The provider's records disagree: an amount, a transfer it never made, a charge it says it declined.
    await t.db.sandboxPayout.update({ where: { reference: altered!.reference }, data: { amountKobo: 100_100n } });
    await t.db.sandboxPayout.delete({ where: { reference: unknown!.reference } });
    await t.db.sandboxCardCharge.update({
      where: { reference: charge.transaction.transactionReference },
      data: { step: "declined" },
    });
    const money = { balance: await balance(browser), entries: await t.db.ledgerEntry.count() };

    const { after } = await runReconciliation(t.db, null, lagosDay(new Date()));

    expect(after[0]).toMatchObject({ veilCount: 4, providerCount: 4, differenceCount: 4, requestedBy: null });
    const report = await reconciliationReport(t.db, after[0]!.id);
    const differences = report!.differences.map(({ id: _id, runId: _run, ...rest }) => rest);
    const unresolved = { resolvedAt: null, resolvedBy: null, resolutionNote: null };
    expect(differences).toEqual([
      {
        kind: "status_differs",
        recordType: "card_charge",
        reference: charge.transaction.transactionReference,
        veilAmount: "20000.00",
        veilStatus: "success",
        providerAmount: "20000.00",
        providerStatus: "failed",
        transactionId: charge.transactionId,
        ...unresolved,
      },
      {
        kind: "missing_in_veil",
        recordType: "deposit",
        reference: lost.reference,
        veilAmount: null,
        veilStatus: null,
        providerAmount: "500.00",
        providerStatus: "success",
        transactionId: null,
        ...unresolved,
      },
      ...[
        {
          kind: "amount_differs",
          recordType: "payout",
          reference: altered!.reference,
          veilAmount: "1000.00",
          veilStatus: "success",
          providerAmount: "1001.00",
          providerStatus: "success",
          transactionId: altered!.transactionId,
          ...unresolved,
        },
        {
          kind: "missing_at_provider",
          recordType: "payout",
          reference: unknown!.reference,
          veilAmount: "1500.00",
          veilStatus: "success",
          providerAmount: null,
          providerStatus: null,
          transactionId: unknown!.transactionId,
          ...unresolved,
        },
      ].sort((a, b) => a.reference.localeCompare(b.reference)),
    ]);
    const open = await openReconciliationDifferences(t.db);
    expect(open.map((one) => [one.day, one.provider, one.kind])).toEqual(
      report!.differences.map((one) => [report!.day, "sandbox", one.kind]),
    );
    expect(await balance(browser)).toBe(money.balance);
    expect(await t.db.ledgerEntry.count()).toBe(money.entries);
  });

  it("keeps one current run per day when two run at once, and a rerun keeps what staff resolved", async () => {
    const day = lagosDay(new Date());
    const [one, two] = await Promise.all([
      runReconciliation(t.db, staff, day),
      runReconciliation(t.db, { staffId: "staff-operations-2" }, day),
    ]);
    // Overlapping, the second is answered with the first's run; one after the other, the second supersedes it.
    const runs = (await reconciliationReports(t.db)).filter((run) => run.day === day);
    expect(runs).toHaveLength(1);
    expect([one.after[0]!.id, two.after[0]!.id]).toContain(runs[0]!.id);
    const current = (await reconciliationReport(t.db, runs[0]!.id))!;
    const missing = current.differences.find((one) => one.kind === "missing_in_veil")!;

    const [first, second] = await Promise.allSettled([
      resolveReconciliationDifference(t.db, staff, { differenceId: missing.id, note: "Credited by the requery." }),
      resolveReconciliationDifference(
        t.db,
        { staffId: "staff-operations-2" },
        { differenceId: missing.id, note: "Mine." },
      ),
    ]);
    const won = [first, second].filter((one) => one.status === "fulfilled");
    const lost = [first, second].filter((one) => one.status === "rejected");
    expect(won).toHaveLength(1);
    expect(lost[0]).toMatchObject({ reason: expect.any(ApiError) });
    expect((lost[0] as PromiseRejectedResult).reason.code).toBe("conflict");
    const { before, after } = (
      won[0] as PromiseFulfilledResult<Awaited<ReturnType<typeof resolveReconciliationDifference>>>
    ).value;
    expect(before.resolvedAt).toBeNull();
    expect(after).toMatchObject({ resolvedAt: expect.any(String), resolutionNote: expect.any(String) });

    const rerun = await runReconciliation(t.db, staff, day);
    expect(rerun.before.map((run) => run.id)).toEqual([current.id]);
    expect(rerun.after[0]).toMatchObject({ differenceCount: 4, unresolvedCount: 3 });
    expect((await reconciliationReport(t.db, current.id))!.supersededAt).not.toBeNull();
    const carried = (await reconciliationReport(t.db, rerun.after[0]!.id))!.differences.find(
      (one) => one.kind === "missing_in_veil",
    );
    expect(carried).toMatchObject({ resolvedBy: after.resolvedBy, resolutionNote: after.resolutionNote });

    // A note for a difference of the report that was just replaced is refused, not lost on a report nobody reads;
    // a rerun at the same moment as a note either carries it over or refuses it.
    const stale = (await reconciliationReport(t.db, current.id))!.differences.find((one) => !one.resolvedAt)!;
    await expect(
      resolveReconciliationDifference(t.db, staff, { differenceId: stale.id, note: "Seen on the old page." }),
    ).rejects.toMatchObject({ code: "conflict" });
    const open = (await reconciliationReport(t.db, rerun.after[0]!.id))!.differences.find((one) => !one.resolvedAt)!;
    const [again, note] = await Promise.allSettled([
      runReconciliation(t.db, staff, day),
      resolveReconciliationDifference(t.db, staff, { differenceId: open.id, note: "Racing the rerun." }),
    ]);
    expect(again.status).toBe("fulfilled");
    const newest = (await reconciliationReports(t.db)).find((run) => run.day === day)!;
    const kept = (await reconciliationReport(t.db, newest.id))!.differences.find(
      (one) => one.kind === open.kind && one.reference === open.reference,
    )!;
    if (note.status === "fulfilled") expect(kept.resolutionNote).toBe("Racing the rerun.");
    else expect(kept.resolvedAt).toBeNull();
  });

  it("runs yesterday's once a day from the job, and refuses a day that has not begun", async () => {
    const now = new Date("2026-01-03T12:00:00.000Z");
    expect(await reconcileYesterday(t.db, now)).toBe(1);
    expect(await reconcileYesterday(t.db, now)).toBe(0);
    expect((await reconciliationReports(t.db)).map((run) => run.day)).toContain("2026-01-02");
    await expect(runReconciliation(t.db, staff, "2999-01-01")).rejects.toMatchObject({ code: "unprocessable" });
    await expect(runReconciliation(t.db, staff, "2026-02-30")).rejects.toMatchObject({ code: "unprocessable" });
  });
});
