// What a transfer asks of PostgreSQL, statement by statement: each round trip costs the server's one thread a
// write and a wake-up of the database under load (docs/performance.md), so the everyday transfer's count is held.
import pg from "pg";
import { useAppDatabase } from "@/test/api-harness";
import { account, balance, fundedUser, transfer } from "@/test/money";
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
  it("are three: the PIN and send_money in one statement, the sandbox's payout record, the settle", async () => {
    const browser = await fundedUser("5000");
    // The first loads the bank directory, which the server then keeps for a while.
    expect((await transfer(browser, "100")).status).toBe(200);
    let answer: Awaited<ReturnType<typeof transfer>> | undefined;
    const statements = await statementsOf(async () => {
      answer = await transfer(browser, "100");
    });
    expect(answer!.status).toBe(200);
    expect(answer!.body.data.transaction.status).toBe("Completed");
    expect(statements).toHaveLength(3);
    expect(statements[0]).toContain("send_money_after_pin(current_session.id");
    expect(statements[1]).toMatch(/^INSERT INTO sandbox_payouts/);
    expect(statements[2]).toContain('UPDATE "payouts" SET "status" = \'SUCCEEDED\'');
    expect(await balance(browser)).toBe("4800.00");
  });

  it("with a wrong PIN are that one statement, before the refusal is written in the person's language", async () => {
    const browser = await fundedUser("5000");
    let answer: Awaited<ReturnType<typeof transfer>> | undefined;
    const statements = await statementsOf(async () => {
      answer = await transfer(browser, "100", { pin: "9999", to: account("023456789") });
    });
    expect(answer!.status).toBe(403);
    expect(answer!.body.message).toBe("Incorrect PIN. You have 4 tries left.");
    expect(statements[0]).toContain("send_money_after_pin(current_session.id");
    // What follows only reads the person's settings, for the language of the refusal.
    expect(statements.slice(1).join("\n")).not.toMatch(/send_money|check_transaction_pin|sandbox_payouts|"payouts"/);
    const { rows } = await t.sql.query(
      `SELECT count(*)::int AS sends FROM transactions WHERE recipient_account_number = $1`,
      [account("023456789").recipientAccountNumber],
    );
    expect(rows[0].sends).toBe(0);
    expect(await balance(browser)).toBe("5000.00");
  });
});
