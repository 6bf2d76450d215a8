// The bank directory against PostgreSQL: the migration's seed, the refresh from Paystack's list through the
// real adapter and the fake Paystack (no contract violations), what a failed refresh leaves, and the name
// enquiry's use of the table.
import { POST as recipientRoute } from "@/app/api/transfer/recipient/route";
import { GET as banksRoute } from "@/app/api/banks/route";
import { PRODUCT_BANKS } from "@/lib/banks";
import { nubanFor, nubanForCode } from "@/lib/nuban";
import { PaystackClient, PaystackUnavailableError } from "@/server/vendors/paystack/paystack-client";
import { PaystackBankDirectory } from "@/server/vendors/paystack/banks/paystack-bank-directory";
import { SandboxBankDirectory } from "@/server/vendors/sandbox/sandbox-banks";
import { sandboxAccountName } from "@/server/vendors/sandbox/sandbox-accounts";
import { useAppDatabase } from "@/test/api-harness";
import { onboard } from "@/test/onboard";
import type { TestDatabase } from "@/test/test-database";
import { type FakePaystack, TEST_SECRET_KEY, startFakePaystack } from "../../../../test/paystack/contract-server";
import { fixtureBanks, setFakeBankList } from "../../../../test/paystack/fake/banks";
import { activeBanks, bankByName } from "./bank-directory";
import { BankDirectoryRefusedError, refreshBankDirectory } from "./refresh-bank-directory";

let t: TestDatabase;
let close: () => Promise<void>;
let fake: FakePaystack;

beforeAll(async () => {
  ({ t, close } = await useAppDatabase());
});
afterAll(async () => {
  await close();
});
beforeEach(async () => {
  fake = await startFakePaystack({ quiet: true });
});
afterEach(async () => {
  await fake.close();
});

function paystack(perPage?: number) {
  return new PaystackBankDirectory(
    new PaystackClient({ secretKey: TEST_SECRET_KEY, baseUrl: fake.url, timeoutMs: 1_000 }),
    perPage,
  );
}

async function table() {
  return t.db.bank.findMany({ orderBy: { vendorCode: "asc" } });
}

describe("the banks table", () => {
  it("starts with the sandbox's list, as the migration seeds it", async () => {
    const byCode = (a: { vendorCode: string }, b: { vendorCode: string }) => a.vendorCode.localeCompare(b.vendorCode);
    const sandbox = (await new SandboxBankDirectory().listBanks()).sort(byCode);
    const listed = await activeBanks(t.db);
    expect(listed.map(({ position: _position, phoneNumbers: _phone, ...bank }) => bank).sort(byCode)).toEqual(sandbox);
    // Wallets numbered after phones are told from the institution's kind, not kept in a column.
    expect(listed.filter((bank) => bank.phoneNumbers).map((bank) => bank.name)).toEqual([
      "Moniepoint MFB",
      "OPay",
      "PalmPay",
    ]);
    expect(listed.slice(0, 10).map((bank) => [bank.name, bank.position])).toEqual(
      PRODUCT_BANKS.map((bank, index) => [bank.name, index + 1]),
    );
    // A refresh from the sandbox changes nothing.
    expect(await refreshBankDirectory(t.db, new SandboxBankDirectory())).toMatchObject({
      added: 0,
      changed: 0,
      deactivated: 0,
    });
  });
});

describe("refreshing from Paystack", () => {
  it("follows the cursor through every page and sends only what Paystack's document allows", async () => {
    const before = await table();
    const result = await refreshBankDirectory(t.db, paystack(10));
    expect(fake.violations).toEqual([]);
    const pages = fake.calls.filter((call) => call.operationId === "bank_list");
    expect(pages).toHaveLength(3);
    expect(pages[0]!.query).toEqual({
      country: "nigeria",
      currency: "NGN",
      include_nip_sort_code: "true",
      use_cursor: "true",
      perPage: "10",
    });
    expect(pages[1]!.query.next).toEqual(expect.any(String));

    // 27 in the fixture, one of them deleted: 26 listed; the ones the sandbox did not have are added.
    expect(result).toMatchObject({ provider: "paystack", listed: 26, added: 26 - before.length, deactivated: 0 });
    const after = await table();
    const byCode = new Map(after.map((bank) => [bank.vendorCode, bank]));
    // The product's banks keep their names; the others take Paystack's, and updated_at moves only for them.
    expect(byCode.get("058")).toMatchObject({ name: "GTBank", nipCode: "000013", nubanCode: "000058", position: 1 });
    expect(byCode.get("999992")).toMatchObject({
      name: "OPay Digital Services Limited (OPay)",
      nuban: false,
      active: true,
    });
    expect(byCode.get("058")!.updatedAt).toEqual(before.find((bank) => bank.vendorCode === "058")!.updatedAt);
    expect(byCode.get("999992")!.updatedAt.getTime()).toBeGreaterThan(
      before.find((bank) => bank.vendorCode === "999992")!.updatedAt.getTime(),
    );
    expect(byCode.has("030")).toBe(false);
    expect((await bankByName(t.db, "Globus Bank"))?.nubanCode).toBe("000103");
  });

  it("marks a bank Paystack stops listing inactive, keeps its row, and takes it back when it returns", async () => {
    const withoutProvidus = fixtureBanks().filter((bank) => bank.code !== "101");
    setFakeBankList(fake.state, withoutProvidus);
    const result = await refreshBankDirectory(t.db, paystack());
    expect(result.deactivated).toBeGreaterThanOrEqual(1);
    expect(await t.db.bank.findUnique({ where: { vendorCode: "101" } })).toMatchObject({
      name: "Providus Bank",
      active: false,
    });
    expect(await bankByName(t.db, "Providus Bank")).toBeUndefined();

    setFakeBankList(fake.state, fixtureBanks());
    await refreshBankDirectory(t.db, paystack());
    expect(await bankByName(t.db, "Providus Bank")).toMatchObject({ vendorCode: "101" });
    expect(fake.violations).toEqual([]);
  });

  it("leaves the table as it is when Paystack fails, answers out of contract, or lists almost nothing", async () => {
    await refreshBankDirectory(t.db, paystack());
    const before = await table();
    fake.fault("bank_list", "server_error");
    await expect(refreshBankDirectory(t.db, paystack())).rejects.toBeInstanceOf(PaystackUnavailableError);
    fake.fault("bank_list", "garbage");
    await expect(refreshBankDirectory(t.db, paystack())).rejects.toBeInstanceOf(PaystackUnavailableError);
    // The second page fails: the first page alone is never written.
    const client = new PaystackClient({ secretKey: TEST_SECRET_KEY, baseUrl: fake.url, timeoutMs: 1_000 });
    const get = client.get.bind(client);
    let pages = 0;
    jest.spyOn(client, "get").mockImplementation((...args) => {
      if (++pages === 2) fake.fault("bank_list", "hang");
      return get(...args);
    });
    await expect(refreshBankDirectory(t.db, new PaystackBankDirectory(client, 10))).rejects.toBeInstanceOf(
      PaystackUnavailableError,
    );
    expect(pages).toBe(2);
    setFakeBankList(
      fake.state,
      fixtureBanks().filter((bank) => bank.code === "999992"),
    );
    await expect(refreshBankDirectory(t.db, paystack())).rejects.toBeInstanceOf(BankDirectoryRefusedError);
    expect(await table()).toEqual(before);
    expect(fake.violations).toEqual([]);
  });
});

describe("name enquiry with the directory", () => {
  // Back to the sandbox's list (and names), as a deployment switched back to the sandbox would be.
  beforeAll(async () => {
    await refreshBankDirectory(t.db, new SandboxBankDirectory());
  });

  it("refuses a bank the directory does not list, before asking the bank", async () => {
    const { browser } = await onboard();
    const answer = await browser.call(recipientRoute, {
      body: { recipientAccountNumber: nubanFor("GTBank", "012345678"), recipientBank: "Bank of Nowhere" },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe("Choose a bank from the list");
  });

  it("checks a listed bank's NUBAN with its own code, and a phone-numbered wallet's number as a phone's", async () => {
    const { browser } = await onboard();
    const lapo = nubanForCode("090177", "123456789");
    const ok = await browser.call(recipientRoute, {
      body: { recipientAccountNumber: lapo, recipientBank: "LAPO Microfinance Bank" },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data.accountName).toBe(sandboxAccountName(lapo));
    const kudaNumber = nubanFor("Kuda Bank", "123456789");
    const wrong = await browser.call(recipientRoute, {
      body: { recipientAccountNumber: kudaNumber, recipientBank: "LAPO Microfinance Bank" },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(
      "This is not a valid LAPO Microfinance Bank account number. Check it and try again.",
    );

    const opay = await browser.call(recipientRoute, {
      body: { recipientAccountNumber: "8031234567", recipientBank: "OPay" },
    });
    expect(opay.status).toBe(200);
    expect(opay.body.data.accountName).toBe(sandboxAccountName("8031234567"));
    // A NUBAN at a wallet numbered after phones: the message says what OPay takes, and no bank is asked.
    const notAPhone = await browser.call(recipientRoute, {
      body: { recipientAccountNumber: "0123456785", recipientBank: "OPay" },
    });
    expect(notAPhone.status).toBe(400);
    expect(notAPhone.body.message).toBe(
      "OPay accounts are phone numbers. Enter the 11-digit number, like 0803 123 4567.",
    );
    // Any mobile-shaped number goes on to the name enquiry (the sandbox's wallets hold every one).
    const noWallet = await browser.call(recipientRoute, {
      body: { recipientAccountNumber: "7001234567", recipientBank: "PalmPay" },
    });
    expect(noWallet.status).toBe(200);
  });

  it("lists the active banks for the send screen: name, slug, NUBAN code and whether it takes phone numbers", async () => {
    const { browser } = await onboard();
    const answer = await browser.call(banksRoute, { path: "/api/banks", method: "GET" });
    expect(answer.status).toBe(200);
    expect(answer.body.data.banks[0]).toEqual({
      name: "GTBank",
      slug: "guaranty-trust-bank",
      nubanCode: "000058",
      phoneNumbers: false,
    });
    expect(answer.body.data.banks.find((bank: { name: string }) => bank.name === "OPay")).toEqual({
      name: "OPay",
      slug: "paycom",
      nubanCode: null,
      phoneNumbers: true,
    });
  });
});
