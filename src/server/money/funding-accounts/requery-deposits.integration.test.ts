// A deposit whose charge.success never arrived, on the sandbox: the requery job finds it in the sandbox's own
// record and credits it once, however often and from however many servers it runs, and the late webhook
// changes nothing.
import { POST as simulateRoute } from "@/app/api/sandbox/incoming-transfer/route";
import { GET as accountRoute } from "@/app/api/funding/account/route";
import { env } from "@/env";
import { signWebhook, webhookSecret } from "@/server/money/webhooks/paystack-signature";
import { receiveSignedPaystackEvent } from "@/server/money/webhooks/paystack-webhook";
import { dedicatedAccountChargeEvent } from "@/server/vendors/sandbox/sandbox-funding-provider";
import { type Browser, useAppDatabase } from "@/test/api-harness";
import { balance } from "@/test/money";
import { onboard } from "@/test/onboard";
import type { TestDatabase } from "@/test/test-database";
import { REQUERY_WINDOW_MS, requeryDeposits } from "./requery-deposits";

let t: TestDatabase;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ t, close } = await useAppDatabase());
}, 60_000);
afterAll(async () => {
  await close();
});

async function accountNumberOf(browser: Browser): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const answer = await browser.call(accountRoute, { path: "/api/funding/account" });
    if (answer.body.data.account.status === "assigned") return answer.body.data.account.accountNumber;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("The account was never assigned.");
}

function simulate(browser: Browser, amount: string, senderName: string) {
  return browser.call(simulateRoute, { path: "/api/sandbox/incoming-transfer", body: { amount, senderName } });
}

describe("the deposit requery", () => {
  it("credits a deposit whose webhook was lost, once, run twice at once and again; the late webhook changes nothing", async () => {
    const { browser } = await onboard();
    const accountNumber = await accountNumberOf(browser);
    const before = Number(await balance(browser));

    const sent = await simulate(browser, "2500", "Bola Lost");
    expect(sent.status).toBe(200);
    expect(sent.body.data).toEqual({ transaction: null, webhookLost: true });
    expect(Number(await balance(browser))).toBe(before);
    const deposit = await t.db.sandboxDeposit.findFirstOrThrow({ where: { accountNumber } });
    expect(deposit).toMatchObject({ amountKobo: 250000n, webhookLost: true, senderName: "Bola Lost" });

    const [first, second] = await Promise.all([requeryDeposits(t.db), requeryDeposits(t.db)]);
    expect((first.credited ?? 0) + (second.credited ?? 0)).toBe(1);
    await requeryDeposits(t.db);
    expect(Number(await balance(browser))).toBe(before + 2500);

    const received = await t.db.incomingTransfer.findMany({
      where: { providerReference: deposit.reference },
      include: { transaction: { include: { ledgerEntries: { include: { postings: true } } } } },
    });
    expect(received).toHaveLength(1);
    expect(received[0]!.transaction).toMatchObject({ status: "COMPLETED", recipientName: "Bola Lost" });
    expect(received[0]!.transaction.ledgerEntries).toHaveLength(1);

    const raw = JSON.stringify(dedicatedAccountChargeEvent(deposit));
    await receiveSignedPaystackEvent(t.db, raw, signWebhook(raw, webhookSecret(env())));
    expect(Number(await balance(browser))).toBe(before + 2500);
    expect(await t.db.incomingTransfer.count({ where: { providerReference: deposit.reference } })).toBe(1);
  });

  it("leaves a deposit credited by its webhook alone, and looks back no further than its window", async () => {
    const { browser } = await onboard();
    const accountNumber = await accountNumberOf(browser);
    expect((await simulate(browser, "100", "Kemi Ade")).body.data.transaction).toMatchObject({ amount: "100.00" });
    const now = new Date();
    // A lost deposit older than the window: the daily reconciliation's to find, not the requery's.
    await t.db.sandboxDeposit.create({
      data: {
        reference: "old0lost0deposit",
        accountNumber,
        bankName: "Veil Sandbox Bank",
        amountKobo: 70000n,
        senderName: "Old Lost",
        senderBank: "Sandbox Sender Bank",
        senderAccountNumber: "******0001",
        webhookLost: true,
        paidAt: new Date(now.getTime() - REQUERY_WINDOW_MS - 60_000),
      },
    });
    const afterWebhook = Number(await balance(browser));

    const result = await requeryDeposits(t.db, undefined, now);
    expect(result.credited ?? 0).toBe(0);
    expect(Number(await balance(browser))).toBe(afterWebhook);
    expect(await t.db.incomingTransfer.count({ where: { providerReference: "old0lost0deposit" } })).toBe(0);
  });

  it("records, and does not act on, a deposit the provider lists with another amount than Veil credited", async () => {
    jest.spyOn(console, "error").mockImplementationOnce(() => {});
    const { browser } = await onboard();
    const accountNumber = await accountNumberOf(browser);
    await simulate(browser, "400", "Uche Nwosu");
    const credited = Number(await balance(browser));
    const deposit = await t.db.sandboxDeposit.findFirstOrThrow({ where: { accountNumber } });
    await t.db.sandboxDeposit.update({ where: { reference: deposit.reference }, data: { amountKobo: 4_000_000n } });

    await requeryDeposits(t.db);
    await requeryDeposits(t.db);

    expect(Number(await balance(browser))).toBe(credited);
    const anomalies = await t.db.fundingAnomaly.findMany({ where: { providerReference: deposit.reference } });
    expect(anomalies).toEqual([
      expect.objectContaining({
        reason: "requery_disagrees",
        detail: expect.stringContaining("credited 40000 kobo, the provider lists 4000000"),
      }),
    ]);
  });
});
