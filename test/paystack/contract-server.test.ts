import {
  PaystackClient,
  PaystackRequestError,
  PaystackUnavailableError,
  envelope,
} from "@/server/vendors/paystack/paystack-client";
import { z } from "zod";
import { type FakePaystack, TEST_SECRET_KEY, startFakePaystack } from "./contract-server";

const resolved = envelope(z.object({ account_name: z.string() }));

describe("the contract server", () => {
  let fake: FakePaystack;
  let client: PaystackClient;
  beforeEach(async () => {
    fake = await startFakePaystack({ quiet: true });
    // The client's own timeout: the contract server reads and compiles Paystack's document on its first
    // request, which takes seconds on a busy machine.
    client = new PaystackClient({ secretKey: TEST_SECRET_KEY, baseUrl: fake.url });
  });
  afterEach(() => fake.close());

  it("answers a request that keeps to Paystack's document", async () => {
    const answer = await client.get(
      "/bank/resolve",
      { query: { account_number: "0123456789", bank_code: "058" } },
      resolved,
    );
    expect(answer.data.account_name).toBe("ADA OBI");
    expect(fake.violations).toEqual([]);
  });

  it("refuses and records a request that breaks it", async () => {
    await expect(
      client.request("GET", "/bank/resolve", { query: { account_number: "12", bank_code: "058" } }, resolved),
    ).rejects.toBeInstanceOf(PaystackRequestError);
    expect(fake.violations).toEqual([expect.stringMatching(/^bank_resolveAccountNumber: .*account_number/)]);
  });

  it("records a path Paystack does not have", async () => {
    await expect(client.request("POST", "/transfers/now", { body: {} }, resolved)).rejects.toThrow();
    expect(fake.violations[0]).toMatch(/no such operation/);
  });

  it("answers 401 to a wrong key", async () => {
    const wrong = new PaystackClient({ secretKey: "sk_test_wrong", baseUrl: fake.url });
    await expect(wrong.get("/bank", { query: { country: "nigeria" } }, resolved)).rejects.toMatchObject({
      status: 401,
    });
  });

  it("turns a hang, a 500 and an answer out of contract into 'unavailable'", async () => {
    const query = { account_number: "0123456789", bank_code: "058" };
    for (const fault of ["hang", "server_error", "garbage"] as const) {
      fake.fault("bank_resolveAccountNumber", fault);
      await expect(client.get("/bank/resolve", { query }, resolved)).rejects.toBeInstanceOf(PaystackUnavailableError);
    }
  });
});
