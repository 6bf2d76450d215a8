// Paystack's transaction and transfer lists, read by the requery and the daily reconciliation, against the
// contract server: every request must keep to Paystack's OpenAPI document, every page must be read, and the
// records must come back in Veil's words.
import { z } from "zod";
import { PaystackClient, PaystackRequestError } from "@/server/vendors/paystack/paystack-client";
import { type FakePaystack, TEST_SECRET_KEY, startFakePaystack } from "../../../../../test/paystack/contract-server";
import { incomingTransferData } from "../../../../../test/paystack/fake/dedicated-accounts";
import { PaystackFundingProvider } from "../funding/paystack-funding-provider";
import { PaystackProviderRecords, transactionStatus, transferStatus } from "./paystack-provider-records";

const HOUR = 3_600_000;

describe("Paystack's lists", () => {
  let fake: FakePaystack;
  let client: PaystackClient;
  beforeEach(async () => {
    fake = await startFakePaystack({ quiet: true });
    client = new PaystackClient({ secretKey: TEST_SECRET_KEY, baseUrl: fake.url, timeoutMs: 5_000 });
  });
  afterEach(async () => {
    expect(fake.violations).toEqual([]);
    await fake.close();
  });

  function deposit(reference: string, paidAt: Date, amountKobo = 150_000) {
    const data = incomingTransferData({
      reference,
      accountNumber: "9900000001",
      amountKobo,
      senderName: "Ada Obi",
      paidAt: paidAt.toISOString(),
    });
    fake.state.deposits.set(reference, data);
    return data;
  }

  it("reads every page of the window's successful deposits, each as its charge.success carries it", async () => {
    const now = new Date();
    const made = Array.from({ length: 150 }, (_, i) => deposit(`dep${String(i).padStart(4, "0")}`, now));
    deposit("too-old", new Date(now.getTime() - 72 * HOUR));
    const funding = new PaystackFundingProvider(client, "test-bank");

    const found = await funding.recentDeposits({ from: new Date(now.getTime() - 48 * HOUR), to: new Date() });

    expect(found).toHaveLength(150);
    expect(new Set(found.map((one) => (one as { reference: string }).reference))).toEqual(
      new Set(made.map((one) => one.reference)),
    );
    expect(found[0]).toEqual(made.find((one) => one.reference === (found[0] as { reference: string }).reference));
    const listed = fake.calls.filter((call) => call.operationId === "transaction_list");
    expect(listed.map((call) => call.query)).toEqual(
      [1, 2].map((page) => ({
        from: expect.any(String),
        to: expect.any(String),
        per_page: "100",
        page: String(page),
        status: "success",
        channel: "dedicated_nuban",
      })),
    );
  });

  it("lists transfers, card charges and deposits with Veil's references, amounts and statuses", async () => {
    const now = new Date();
    const at = now.toISOString();
    fake.state.transfers.set("veil00000000000000000001", {
      reference: "veil00000000000000000001",
      amount: 100_000,
      status: "received",
      createdAt: at,
      recipient_code: "RCP_x",
    });
    fake.state.transfers.set("veil00000000000000000002", {
      reference: "veil00000000000000000002",
      amount: 250_000,
      status: "reversed",
      createdAt: at,
      recipient_code: "RCP_x",
    });
    fake.state.charges.set("veil0000000000000000000a", {
      id: 9,
      reference: "veil0000000000000000000a",
      amount: 2_000_000,
      currency: "NGN",
      email: "ada@example.com",
      status: "success",
      message: null,
      authorization: {},
      createdAt: at,
    });
    deposit("dep-one", now, 300_000);
    const records = new PaystackProviderRecords(client);
    const window = { from: new Date(now.getTime() - HOUR), to: new Date(now.getTime() + HOUR) };

    expect(await records.list("payout", window)).toEqual([
      { recordType: "payout", reference: "VEIL00000000000000000001", amountKobo: 100_000n, status: "pending", at: now },
      {
        recordType: "payout",
        reference: "VEIL00000000000000000002",
        amountKobo: 250_000n,
        status: "reversed",
        at: now,
      },
    ]);
    expect(await records.list("card_charge", window)).toEqual([
      {
        recordType: "card_charge",
        reference: "VEIL0000000000000000000A",
        amountKobo: 2_000_000n,
        status: "success",
        at: now,
      },
    ]);
    expect(await records.list("deposit", window)).toEqual([
      { recordType: "deposit", reference: "dep-one", amountKobo: 300_000n, status: "success", at: now },
    ]);
    expect(fake.calls.map((call) => [call.operationId, call.query.channel])).toEqual([
      ["transfer_list", undefined],
      ["transaction_list", "card"],
      ["transaction_list", "dedicated_nuban"],
    ]);
  });

  it("is checked by a contract server that refuses a window that is not a date-time", async () => {
    const answer = client.get("/transaction", { query: { from: "yesterday" } }, z.unknown());
    await expect(answer).rejects.toBeInstanceOf(PaystackRequestError);
    expect(fake.violations).toEqual([expect.stringContaining("from")]);
    fake.violations.length = 0;
  });

  it("reads Paystack's statuses in four words: otp, queued and received are on their way", () => {
    expect(["otp", "queued", "received", "pending"].map(transferStatus)).toEqual(Array(4).fill("pending"));
    expect(["failed", "abandoned", "blocked", "rejected"].map(transferStatus)).toEqual(Array(4).fill("failed"));
    expect([transferStatus("success"), transferStatus("reversed")]).toEqual(["success", "reversed"]);
    expect(["success", "failed", "abandoned", "reversed", "ongoing"].map(transactionStatus)).toEqual([
      "success",
      "failed",
      "failed",
      "reversed",
      "pending",
    ]);
  });
});
