// The payouts sandbox's rules, which the docs list for anyone testing transfers by hand, against the
// PostgreSQL table it keeps its transfers in.
import { nubanFor } from "@/lib/nuban";
import { SandboxPayoutsProvider } from "./sandbox-payouts-provider";
import { sandboxAccountName } from "./sandbox-accounts";
import { payoutNarration, type PayoutRequest } from "../../money/ports/payouts-provider";
import { createTestDatabase, type TestDatabase } from "@/test/test-database";
import { phrase } from "@/i18n/phrase";

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t.drop();
});

function request(serial: string, reference = `VEIL${serial}`): PayoutRequest {
  const accountNumber = nubanFor("GTBank", serial);
  return {
    reference,
    amountKobo: 100n,
    currency: "NGN",
    recipient: { accountNumber, bankCode: "058", accountName: sandboxAccountName(accountNumber) },
    sender: { name: "Veil" },
    narration: payoutNarration(reference),
  };
}

describe("the payouts sandbox", () => {
  it("accepts a transfer to a serial starting 777, then reports it returned by the bank", async () => {
    const sandbox = new SandboxPayoutsProvider(t.db);
    const sent = await sandbox.initiate(request("777123456"));
    expect(sent.status).toBe("success");
    const providerReference = (sent as { providerReference: string }).providerReference;
    expect(await sandbox.status({ reference: "VEIL777123456", providerReference })).toEqual({
      status: "reversed",
      providerReference,
      reason: phrase("serverErrors.recipientAccountClosed"),
    });
  });

  it("names any NUBAN-valid account from its digits, the same each time", async () => {
    const sandbox = new SandboxPayoutsProvider(t.db);
    const accountNumber = nubanFor("GTBank", "012345678");
    const first = await sandbox.resolveAccount({ accountNumber, bankCode: "058" });
    expect(first?.accountName).toMatch(/^[A-Z]+ [A-Z]+ [A-Z]+$/);
    expect(await sandbox.resolveAccount({ accountNumber, bankCode: "058" })).toEqual(first);
    expect(await sandbox.resolveAccount({ accountNumber, bankCode: "057" })).toBeNull();
  });

  it("pays, declines serials starting 999, and holds 888 pending for 30 seconds", async () => {
    let now = 1_000_000;
    const sandbox = new SandboxPayoutsProvider(t.db, { now: () => now });
    expect((await sandbox.initiate(request("012345678"))).status).toBe("success");
    expect(await sandbox.initiate(request("999000001"))).toMatchObject({
      status: "failed",
      reason: phrase("serverErrors.recipientBankDeclined"),
    });
    const pending = await sandbox.initiate(request("888000001"));
    expect(pending.status).toBe("pending");
    const providerReference = (pending as { providerReference: string }).providerReference;
    now += 29_000;
    expect((await sandbox.status({ reference: "VEIL888000001", providerReference })).status).toBe("pending");
    now += 1_000;
    expect((await sandbox.status({ reference: "VEIL888000001", providerReference })).status).toBe("success");
    expect((await sandbox.status({ reference: "VEIL_NEVER_SENT", providerReference: null })).status).toBe("not_found");
  });

  it("makes a transfer sent again with a reference it has seen only once, and answers it as the first stands", async () => {
    let now = 1_000_000;
    const sandbox = new SandboxPayoutsProvider(t.db, { now: () => now });
    const first = await sandbox.initiate(request("888000002", "VEIL_TWICE"));
    expect(first.status).toBe("pending");
    const providerReference = (first as { providerReference: string }).providerReference;
    // Sent again to another account under the same reference: still the first transfer, nothing new is made.
    expect(await sandbox.initiate(request("012345678", "VEIL_TWICE"))).toEqual(first);
    now += 30_000;
    expect(await sandbox.initiate(request("888000002", "VEIL_TWICE"))).toEqual({
      status: "success",
      providerReference,
    });
    expect(await sandbox.status({ reference: "VEIL_TWICE", providerReference: null })).toEqual({
      status: "success",
      providerReference,
    });
  });
});
