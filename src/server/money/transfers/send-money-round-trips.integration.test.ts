// What a transfer asks of PostgreSQL and of the recipient's bank, in order: each round trip costs the server's
// one thread a write and a wake-up of the database under load (docs/performance.md), and the PIN comes before
// anything that spends a vendor's budget or tells whether an account exists.
import pg from "pg";
import { SandboxPayoutsProvider } from "@/server/vendors/sandbox/sandbox-payouts-provider";
import { useAppDatabase } from "@/test/api-harness";
import { account, addMoney, balance, fundedUser, transfer } from "@/test/money";
import type { TestDatabase } from "@/test/test-database";

// Every statement the app sends, while `listening`: installed before the harness opens any connection, as the
// app's clients bind their query method when they are made.
let listening = false;
const sent: string[] = [];
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  const [first] = args as [string | { text: string }];
  if (listening) sent.push((typeof first === "string" ? first : first.text).replace(/\s+/g, " ").trim());
  return (query as (...a: unknown[]) => unknown).apply(this, args);
} as typeof pg.Client.prototype.query;

let t: TestDatabase;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ t, close } = await useAppDatabase());
});
afterAll(async () => {
  pg.Client.prototype.query = query;
  await close();
});
afterEach(() => {
  jest.restoreAllMocks();
});
jest.setTimeout(120_000);

async function statementsOf(work: () => Promise<unknown>): Promise<string[]> {
  sent.length = 0;
  listening = true;
  try {
    await work();
  } finally {
    listening = false;
  }
  return [...sent];
}

describe("an everyday transfer's round trips", () => {
  it("are four: the PIN with the session, send_money, the sandbox's payout record, the settle", async () => {
    const browser = await fundedUser("5000");
    // The first loads the bank directory, which the server then keeps for a while.
    expect((await transfer(browser, "100")).status).toBe(200);
    let answer: Awaited<ReturnType<typeof transfer>> | undefined;
    const statements = await statementsOf(async () => {
      answer = await transfer(browser, "100");
    });
    expect(answer!.status).toBe(200);
    expect(answer!.body.data.transaction.status).toBe("Completed");
    expect(statements).toHaveLength(4);
    expect(statements[0]).toContain("check_transaction_pin(current_session.id");
    expect(statements[1]).toBe("SELECT * FROM send_money($1::jsonb)");
    expect(statements[2]).toMatch(/^INSERT INTO sandbox_payouts/);
    expect(statements[3]).toContain('UPDATE "payouts" SET "status" = \'SUCCEEDED\'');
    expect(await balance(browser)).toBe("4800.00");
  });
});

describe("a transfer with a wrong PIN, or from a locked PIN", () => {
  it("asks the recipient's bank nothing and sends nothing: the PIN is the first thing it checks", async () => {
    const browser = await fundedUser("5000");
    const enquiry = jest.spyOn(SandboxPayoutsProvider.prototype, "resolveAccount");
    const to = account("023456789");
    // The right PIN's transfer asks the bank for the name once (so the spy sees the provider the route uses).
    expect((await transfer(browser, "100", { to: account() })).status).toBe(200);
    expect(enquiry).toHaveBeenCalledTimes(1);
    enquiry.mockClear();
    for (let tries = 4; tries >= 1; tries--) {
      const wrong = await transfer(browser, "100", { pin: "9999", to });
      expect(wrong.status).toBe(403);
      expect(wrong.body.message).toBe(`Incorrect PIN. You have ${tries} ${tries === 1 ? "try" : "tries"} left.`);
    }
    expect((await transfer(browser, "100", { pin: "9999", to })).body.message).toMatch(/^Too many wrong PINs/);
    // Locked, the right PIN is refused the same way, before any enquiry.
    let locked: Awaited<ReturnType<typeof transfer>> | undefined;
    const statements = await statementsOf(async () => {
      locked = await transfer(browser, "100", { to });
    });
    expect(locked!.status).toBe(403);
    expect(statements[0]).toContain("check_transaction_pin(current_session.id");
    expect(statements.join("\n")).not.toMatch(/send_money|sandbox_payouts|"payouts"/);
    expect(enquiry).not.toHaveBeenCalled();
    const { rows } = await t.sql.query(
      `SELECT count(*)::int AS sends FROM transactions WHERE recipient_account_number = $1`,
      [to.recipientAccountNumber],
    );
    expect(rows[0].sends).toBe(0);
    expect(await balance(browser)).toBe("4900.00");
  });
});

describe("every request that moves money with the PIN", () => {
  it("learns who is asking from the PIN's statement, in no round trip of its own", async () => {
    const browser = await fundedUser("5000");
    const requests = {
      transfer: () => transfer(browser, "100"),
      "card top-up": () => addMoney(browser, "100"),
    };
    for (const [name, request] of Object.entries(requests)) {
      let answer: { status: number } | undefined;
      const statements = await statementsOf(async () => {
        answer = await request();
      });
      expect([name, answer!.status]).toEqual([name, 200]);
      expect([name, statements[0]]).toEqual([
        name,
        expect.stringContaining("check_transaction_pin(current_session.id"),
      ]);
      expect([name, statements.filter((sql) => /\buser_sessions\b/.test(sql)).length]).toEqual([name, 1]);
    }
  });
});
