// The deposit requery with FUNDING_PROVIDER=paystack, against the contract server: a transfer to a dedicated
// account whose charge.success Paystack never sent is found in GET /transaction and credited once; the webhook
// that arrives late changes nothing. Every request is checked against Paystack's OpenAPI document.
process.env.FUNDING_PROVIDER = "paystack";
process.env.SANDBOX_INBOX_SECRET = "paystack-requery-reviewer-".padEnd(48, "x");
import { GET as balanceRoute } from "@/app/api/wallet/balance/route";
import { POST as webhookRoute } from "@/app/api/webhooks/paystack/route";
import { requeryDeposits } from "@/server/money/funding-accounts/requery-deposits";
import { type Browser, useAppDatabase } from "@/test/api-harness";
import { onboard } from "@/test/onboard";
import type { TestDatabase } from "@/test/test-database";
import { relayToRoute } from "../../../../../test/paystack/webhook-relay";
import { type FakePaystack, TEST_SECRET_KEY, startFakePaystack } from "../../../../../test/paystack/contract-server";

let t: TestDatabase;
let close: () => Promise<void>;
let fake: FakePaystack;
let webhook: Awaited<ReturnType<typeof relayToRoute>>;

beforeAll(async () => {
  jest.spyOn(console, "error").mockImplementation(() => {});
  ({ t, close } = await useAppDatabase());
  webhook = await relayToRoute(webhookRoute);
  fake = await startFakePaystack({ webhookUrl: webhook.url, quiet: true });
  process.env.PAYSTACK_SECRET_KEY = TEST_SECRET_KEY;
  process.env.PAYSTACK_BASE_URL = fake.url;
}, 60_000);
afterAll(async () => {
  await fake.close();
  await webhook.close();
  await close();
});
afterEach(() => {
  expect(fake.violations).toEqual([]);
});

async function balance(browser: Browser): Promise<string> {
  return (await browser.call(balanceRoute, { path: "/api/wallet/balance" })).body.data.balance;
}

async function assignedAccount(email: string): Promise<string> {
  for (let i = 0; i < 100; i++) {
    await fake.settle();
    const row = await t.db.virtualAccount.findFirst({ where: { user: { email }, status: "ASSIGNED" } });
    if (row?.accountNumber) return row.accountNumber;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`No account for ${email}.`);
}

async function deposit(body: Record<string, unknown>) {
  const response = await fetch(`${fake.url}/__deposit`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
  return response.json();
}

describe("the deposit requery on Paystack", () => {
  it("credits a deposit whose charge.success never came, once, and the late webhook changes nothing", async () => {
    const email = `requery.${Date.now()}@example.com`;
    const { browser } = await onboard({ email });
    const accountNumber = await assignedAccount(email);
    const data = await deposit({
      reference: "requery-lost-1",
      accountNumber,
      amountKobo: 750_000,
      senderName: "Tunde Bakare",
      lostWebhook: true,
    });
    await fake.settle();
    expect(await balance(browser)).toBe("0.00");

    const [first, second] = await Promise.all([requeryDeposits(t.db), requeryDeposits(t.db)]);
    expect((first.credited ?? 0) + (second.credited ?? 0)).toBe(1);
    expect(await balance(browser)).toBe("7500.00");
    expect(fake.calls.filter((call) => call.operationId === "transaction_list").map((call) => call.query)).toEqual(
      Array(2).fill({
        from: expect.any(String),
        to: expect.any(String),
        per_page: "100",
        page: "1",
        status: "success",
        channel: "dedicated_nuban",
      }),
    );

    expect(await fake.sendWebhook("charge.success", data)).toBe(200);
    expect(await balance(browser)).toBe("7500.00");
    const received = await t.db.incomingTransfer.findMany({ where: { providerReference: "requery-lost-1" } });
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ provider: "paystack", senderName: "Tunde Bakare", status: "CREDITED" });
  });

  it("leaves Veil as it stands when Paystack does not answer the list, and credits on the next run", async () => {
    const email = `requery.down.${Date.now()}@example.com`;
    const { browser } = await onboard({ email });
    const accountNumber = await assignedAccount(email);
    await deposit({
      reference: "requery-lost-2",
      accountNumber,
      amountKobo: 10_000,
      senderName: "Ife",
      lostWebhook: true,
    });
    fake.fault("transaction_list", "server_error");

    await expect(requeryDeposits(t.db)).rejects.toThrow(/Paystack answered 500/);
    expect(await balance(browser)).toBe("0.00");
    await requeryDeposits(t.db);
    expect(await balance(browser)).toBe("100.00");
  });
});
