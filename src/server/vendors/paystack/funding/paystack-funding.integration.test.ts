// The Paystack funding adapter against the contract server: every request it sends is checked against
// Paystack's OpenAPI document, and the webhooks come back signed with the test key to the real verify-and-
// dispatch path. FUNDING_PROVIDER=paystack for this whole file.
process.env.FUNDING_PROVIDER = "paystack";
// Real money rails beside the sandbox's SMS and email: a reviewer's deployment, its inbox behind a secret.
process.env.SANDBOX_INBOX_SECRET = "paystack-funding-reviewer-".padEnd(48, "x");
import { GET as accountRoute } from "@/app/api/funding/account/route";
import { POST as simulateRoute } from "@/app/api/sandbox/incoming-transfer/route";
import { GET as balanceRoute } from "@/app/api/wallet/balance/route";
import { GET as historyRoute } from "@/app/api/transactions/route";
import { POST as webhookRoute } from "@/app/api/webhooks/paystack/route";
import { relayToRoute } from "../../../../../test/paystack/webhook-relay";
import { assignPendingVirtualAccounts } from "@/server/money/funding-accounts/assign-pending-virtual-accounts";
import { type Browser, useAppDatabase } from "@/test/api-harness";
import { onboard } from "@/test/onboard";
import type { TestDatabase } from "@/test/test-database";
import {
  type FakePaystack,
  TEST_SECRET_KEY,
  signPaystack,
  startFakePaystack,
} from "../../../../../test/paystack/contract-server";
import { incomingTransferData } from "../../../../../test/paystack/fake/dedicated-accounts";

let t: TestDatabase;
let close: () => Promise<void>;
let fake: FakePaystack;
let webhook: Awaited<ReturnType<typeof relayToRoute>>;
let webhookUrl: string;

beforeAll(async () => {
  // The refusals and faults this file provokes are logged by design.
  jest.spyOn(console, "error").mockImplementation(() => {});
  ({ t, close } = await useAppDatabase());
  // The real POST /api/webhooks/paystack, behind a socket the fake can post to.
  webhook = await relayToRoute(webhookRoute);
  webhookUrl = webhook.url;
  fake = await startFakePaystack({ webhookUrl, quiet: true });
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

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits for the account requested after sign-up (it runs after the answer) to reach `status`: up to 20 s, as
 * a busy machine may take.
 */
async function accountRow(email: string, status: "ASSIGNED" | "PENDING" | "FAILED") {
  for (const until = Date.now() + 20_000; Date.now() < until;) {
    await fake.settle();
    const row = await t.db.virtualAccount.findFirst({ where: { user: { email }, status } });
    if (row) return row;
    await sleep(50);
  }
  throw new Error(`No ${status} account for ${email}.`);
}

async function balance(browser: Browser): Promise<string> {
  return (await browser.call(balanceRoute, { path: "/api/wallet/balance" })).body.data.balance;
}

let people = 0;
function email(tag = "") {
  people += 1;
  return `funding${people}${tag}.${Date.now()}@example.com`;
}

describe("Paystack dedicated accounts", () => {
  it("makes a customer, then a dedicated account, after sign-up, and the tab shows it", async () => {
    const address = email();
    const { browser, identity } = await onboard({ email: address });
    const row = await accountRow(address, "ASSIGNED");

    const [first, ...rest] = identity.fullName.split(" ");
    const customerCall = fake.calls.find(
      (call) => call.operationId === "customer_create" && call.body.email === address,
    );
    expect(customerCall?.body).toEqual({
      email: address,
      first_name: first,
      last_name: rest.join(" ") || first,
      phone: expect.stringMatching(/^\+234[0-9]{10}$/),
    });
    expect(row.providerCustomerCode).toMatch(/^CUS_/);
    expect(fake.calls).toContainEqual({
      operationId: "dedicatedAccount_create",
      query: {},
      body: { customer: row.providerCustomerCode, preferred_bank: "test-bank" },
    });
    const answer = await browser.call(accountRoute, { path: "/api/funding/account" });
    expect(answer.body.data).toEqual({
      account: {
        status: "assigned",
        bankName: "Test Bank",
        accountNumber: row.accountNumber,
        accountName: expect.stringMatching(/^VEIL\//),
      },
      simulate: false,
    });
  });

  it("waits for dedicatedaccount.assign.success when Paystack assigns later, and shows it being set up meanwhile", async () => {
    const address = email("+pending");
    const { browser } = await onboard({ email: address });
    const pending = await browser.call(accountRoute, { path: "/api/funding/account" });
    expect(["pending", "assigned"]).toContain(pending.body.data.account.status);
    const row = await accountRow(address, "ASSIGNED");
    expect(row.accountNumber).toMatch(/^99[0-9]{8}$/);
    expect((await browser.call(accountRoute, { path: "/api/funding/account" })).body.data.account.status).toBe(
      "assigned",
    );
  });

  it("records dedicatedaccount.assign.failed, and the job asks again later", async () => {
    const address = email("+refused");
    const { browser } = await onboard({ email: address });
    const row = await accountRow(address, "FAILED");
    expect((await browser.call(accountRoute, { path: "/api/funding/account" })).body.data.account.status).toBe(
      "failed",
    );
    // Six hours later, with Paystack now willing (another address on the same customer code).
    await t.db.virtualAccount.update({
      where: { id: row.id },
      data: { lastAttemptAt: new Date(Date.now() - 7 * 3600_000) },
    });
    fake.state.customers.get(row.providerCustomerCode!)!.email = email();
    await assignPendingVirtualAccounts(t.db);
    expect((await t.db.virtualAccount.findUniqueOrThrow({ where: { id: row.id } })).status).toBe("ASSIGNED");
  });

  it("leaves the account pending when Paystack fails, and the job finishes it", async () => {
    fake.fault("dedicatedAccount_create", "server_error");
    const address = email();
    const { browser } = await onboard({ email: address });
    const row = await accountRow(address, "PENDING");
    await sleep(100);
    expect((await t.db.virtualAccount.findUniqueOrThrow({ where: { id: row.id } })).status).toBe("PENDING");
    expect((await browser.call(accountRoute, { path: "/api/funding/account" })).body.data.account.status).toBe(
      "pending",
    );
    await t.db.virtualAccount.update({ where: { id: row.id }, data: { lastAttemptAt: new Date(0) } });
    const customers = fake.calls.filter((call) => call.operationId === "customer_create").length;
    await assignPendingVirtualAccounts(t.db);
    expect((await t.db.virtualAccount.findUniqueOrThrow({ where: { id: row.id } })).status).toBe("ASSIGNED");
    // The customer made on the first attempt was kept and reused.
    expect(fake.calls.filter((call) => call.operationId === "customer_create")).toHaveLength(customers);
  });

  it("credits a transfer into the account once, however often Paystack delivers it; a forged one gets 401", async () => {
    const address = email();
    const { browser } = await onboard({ email: address });
    const row = await accountRow(address, "ASSIGNED");
    const data = incomingTransferData({
      reference: "nuban-deposit-0001",
      accountNumber: row.accountNumber!,
      amountKobo: 500_000,
      senderName: "CHIDI OKEKE",
      senderBank: "Zenith Bank",
    });
    expect(await fake.sendWebhook("charge.success", data)).toBe(200);
    expect(await fake.sendWebhook("charge.success", data)).toBe(200);
    const raw = JSON.stringify({ event: "charge.success", data: { ...data, reference: "nuban-deposit-0002" } });
    const forged = await fetch(webhookUrl, {
      method: "POST",
      headers: { "x-paystack-signature": signPaystack(raw, "sk_test_someone_else") },
      body: raw,
    });
    expect(forged.status).toBe(401);

    expect(await balance(browser)).toBe("5000.00");
    const history = await browser.call(historyRoute, { path: "/api/transactions?type=received" });
    expect(history.body.data.transactions).toEqual([
      expect.objectContaining({
        transactionType: "RECEIVE",
        recipientName: "CHIDI OKEKE",
        recipientBank: "Zenith Bank",
        amount: "5000.00",
        status: "Completed",
      }),
    ]);
  });

  it("has no simulated transfers: the sandbox route is not there", async () => {
    const address = email();
    const { browser } = await onboard({ email: address });
    await accountRow(address, "ASSIGNED");
    const answer = await browser.call(simulateRoute, {
      path: "/api/sandbox/incoming-transfer",
      body: { amount: "5000", senderName: "Chidi Okeke" },
    });
    expect(answer.status).toBe(404);
  });
});
