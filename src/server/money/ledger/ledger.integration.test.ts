// The ledger's guarantees, checked against PostgreSQL itself: they hold even for code that bypasses postEntry.
import { createTestDatabase, type TestDatabase } from "@/test/test-database";
import { seedDemoAccount } from "../../../../prisma/seed";
import { DEMO_ACCOUNT } from "../../../../prisma/demo-account";
import { SYSTEM_ACCOUNTS, systemAccountId, walletAccountCode } from "./accounts";
import { InsufficientFundsError, postEntry } from "./post-entry";

let t: TestDatabase;

beforeAll(async () => {
  t = await createTestDatabase();
  // The seed stores the demo PIN as the app does, under the key the app's environment gives.
  process.env.DATABASE_URL = t.url;
});
afterAll(async () => {
  await t.drop();
});

async function newWallet(walletId: string, phone: string) {
  return t.db.$transaction(async (tx) => {
    const user = await tx.user.create({
      data: { phoneNumber: phone, fullName: "Test Person", walletId, passwordHash: "x" },
    });
    const account = await tx.ledgerAccount.create({ data: { code: walletAccountCode(walletId), type: "WALLET" } });
    await tx.wallet.create({ data: { userId: user.id, walletId, ledgerAccountId: account.id } });
    return account.id;
  });
}

async function topUp(accountId: string, kobo: bigint) {
  await t.db.$transaction(async (tx) => {
    const card = systemAccountId("cardSettlement");
    await postEntry(tx, {
      kind: "card-top-up",
      postings: [
        { accountId: card, direction: "DEBIT", amountKobo: kobo },
        { accountId, direction: "CREDIT", amountKobo: kobo },
      ],
    });
  });
}

function payOut(accountId: string, kobo: bigint) {
  return t.db.$transaction((tx) =>
    postEntry(tx, {
      kind: "transfer",
      postings: [
        { accountId, direction: "DEBIT", amountKobo: kobo },
        { accountId: systemAccountId("bankPayouts"), direction: "CREDIT", amountKobo: kobo },
      ],
    }),
  );
}

async function balanceOf(walletId: string): Promise<{ cached: string; postings: string }> {
  const { rows } = await t.sql.query(
    `SELECT w.balance::text AS cached,
            COALESCE(SUM(CASE WHEN p.direction = 'CREDIT' THEN p.amount ELSE -p.amount END), 0)::numeric(12,2)::text AS postings
       FROM wallets w LEFT JOIN postings p ON p.account_id = w.ledger_account_id
      WHERE w.wallet_id = $1 GROUP BY w.balance`,
    [walletId],
  );
  return rows[0];
}

describe("the demo account", () => {
  it("starts with a balance of 250,000.00 that equals the sum of its postings", async () => {
    expect(await seedDemoAccount(t.db)).toBe(true);
    expect(await balanceOf(DEMO_ACCOUNT.walletId)).toEqual({ cached: "250000.00", postings: "250000.00" });
    const transactions = await t.db.transaction.findMany({
      where: { user: { phoneNumber: DEMO_ACCOUNT.phoneNumber } },
    });
    expect(transactions.map((row) => `${row.transactionType} ${row.amount.toFixed(2)} ${row.status}`).sort()).toEqual([
      "ADD_MONEY 100000.00 COMPLETED",
      "ADD_MONEY 200000.00 COMPLETED",
      "SEND 20000.00 FAILED",
      "SEND 45000.00 COMPLETED",
      "SEND 5000.00 COMPLETED",
    ]);
    // The failed transfer was debited, then refunded by a reversing entry: both are in the ledger.
    const kinds = await t.db.ledgerEntry.findMany({ select: { kind: true } });
    expect(kinds.filter((entry) => entry.kind === "transfer-reversal")).toHaveLength(1);
  });

  it("is created once however often the app starts", async () => {
    expect(await seedDemoAccount(t.db)).toBe(false);
    expect(await t.db.user.count({ where: { phoneNumber: DEMO_ACCOUNT.phoneNumber } })).toBe(1);
  });

  it("leaves a ledger whose debits equal its credits, entry by entry", async () => {
    const { rows } = await t.sql.query(
      `SELECT entry_id, SUM(CASE WHEN direction = 'DEBIT' THEN amount ELSE -amount END)::text AS net
         FROM postings GROUP BY entry_id`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(3);
    expect(rows.every((row) => row.net === "0.00")).toBe(true);
  });
});

describe("the database", () => {
  it("holds Veil's own accounts under the ids the code uses", async () => {
    const rows = await t.db.ledgerAccount.findMany({ where: { type: { not: "WALLET" } }, orderBy: { code: "asc" } });
    expect(rows.map(({ id, code, type }) => ({ id, code, type }))).toEqual(
      Object.values(SYSTEM_ACCOUNTS).sort((a, b) => a.code.localeCompare(b.code)),
    );
  });

  it("refuses a negative wallet balance", async () => {
    await expect(
      t.sql.query("UPDATE wallets SET balance = -0.01 WHERE wallet_id = $1", [DEMO_ACCOUNT.walletId]),
    ).rejects.toThrow(/wallets_balance_not_negative/);
  });

  it("refuses to update or delete a posting", async () => {
    await expect(t.sql.query("UPDATE postings SET amount = amount + 1")).rejects.toThrow(/append-only/);
    await expect(t.sql.query("DELETE FROM postings")).rejects.toThrow(/append-only/);
    await expect(t.sql.query("DELETE FROM ledger_entries")).rejects.toThrow(/append-only/);
  });

  it("refuses an entry whose debits and credits differ, at commit", async () => {
    const client = await t.sql.connect();
    try {
      await client.query("BEGIN");
      const account = await client.query("SELECT id FROM ledger_accounts LIMIT 1");
      const entry = await client.query(
        "INSERT INTO ledger_entries (id, kind) VALUES (gen_random_uuid(), 'bad') RETURNING id",
      );
      await client.query(
        "INSERT INTO postings (entry_id, account_id, direction, amount) VALUES ($1, $2, 'DEBIT', 10)",
        [entry.rows[0].id, account.rows[0].id],
      );
      await expect(client.query("COMMIT")).rejects.toThrow(/does not balance/);
    } finally {
      client.release();
    }
    expect((await t.sql.query("SELECT 1 FROM ledger_entries WHERE kind = 'bad'")).rowCount).toBe(0);
  });
});

describe("postEntry", () => {
  it("refuses a debit above the balance and writes nothing", async () => {
    const account = await newWallet("VL0000000001", "+2348030000001");
    await topUp(account, 50_000n);
    const before = await t.db.posting.count();
    await expect(payOut(account, 50_001n)).rejects.toBeInstanceOf(InsufficientFundsError);
    expect(await t.db.posting.count()).toBe(before);
    expect(await balanceOf("VL0000000001")).toEqual({ cached: "500.00", postings: "500.00" });
  });

  it("never spends the same naira twice under concurrent debits", async () => {
    const account = await newWallet("VL0000000002", "+2348030000002");
    await topUp(account, 1_000_000n); // 10,000.00
    const attempts = Array.from({ length: 20 }, () => payOut(account, 100_000n));
    const results = await Promise.allSettled(attempts);
    const refused = results.filter((result) => result.status === "rejected");
    expect(results.length - refused.length).toBe(10);
    expect(refused.every((result) => (result as PromiseRejectedResult).reason instanceof InsufficientFundsError)).toBe(
      true,
    );
    expect(await balanceOf("VL0000000002")).toEqual({ cached: "0.00", postings: "0.00" });
  });

  it("refuses an unbalanced entry and writes nothing", async () => {
    await expect(
      t.db.$transaction((tx) =>
        postEntry(tx, {
          kind: "bad",
          postings: [
            { accountId: "00000000-0000-0000-0000-000000000000", direction: "DEBIT", amountKobo: 1n },
            { accountId: "00000000-0000-0000-0000-000000000001", direction: "CREDIT", amountKobo: 2n },
          ],
        }),
      ),
    ).rejects.toThrow(/differ by/);
  });
});

describe("the database's functions", () => {
  it("write postings only in post_entry, and claim keys only in idempotency_claim", async () => {
    const writers = async (table: string) =>
      (
        await t.sql.query(
          `SELECT proname FROM pg_proc WHERE pronamespace = 'public'::regnamespace AND prosrc ILIKE $1 ORDER BY proname`,
          [`%INSERT INTO "${table}"%`],
        )
      ).rows.map((row) => row.proname);
    expect(await writers("postings")).toEqual(["post_entry"]);
    expect(await writers("ledger_entries")).toEqual(["post_entry"]);
    expect(await writers("idempotency_keys")).toEqual(["idempotency_claim"]);
  });

  it("has one send_money", async () => {
    const { rows } = await t.sql.query(`SELECT count(*)::int AS n FROM pg_proc WHERE proname = 'send_money'`);
    expect(rows[0].n).toBe(1);
  });
});
