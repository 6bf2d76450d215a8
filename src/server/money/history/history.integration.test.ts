// History through GET /api/transactions and /api/transactions/:id: order, filters, cursors, other users.
import { GET as listRoute } from "@/app/api/transactions/route";
import { GET as detailRoute } from "@/app/api/transactions/[id]/route";
import { Browser, useAppDatabase } from "@/test/api-harness";
import { onboard } from "@/test/onboard";
import { account, addMoney, transfer } from "@/test/money";
import type { TestDatabase } from "@/test/test-database";

let t: TestDatabase;
let close: () => Promise<void>;
let alice: Browser;
let bob: Browser;

beforeAll(async () => {
  ({ t, close } = await useAppDatabase());
  ({ browser: alice } = await onboard());
  ({ browser: bob } = await onboard());
  // Alice: two top-ups and three sends (one failed), in this order.
  await addMoney(alice, "10000");
  await transfer(alice, "100");
  await addMoney(alice, "500");
  await transfer(alice, "200", { to: account("999123123") });
  await transfer(alice, "300", { description: "Rent 50% share" });
  await addMoney(bob, "50");
});
afterAll(async () => {
  await close();
});

function list(browser: Browser, query = "") {
  return browser.call(listRoute, { path: `/api/transactions${query}` });
}

const amounts = (answer: { body: any }) => answer.body.data.transactions.map((row: any) => row.amount);

describe("GET /api/transactions", () => {
  it("lists the user's own transactions, newest first", async () => {
    const answer = await list(alice);
    expect(answer.status).toBe(200);
    expect(amounts(answer)).toEqual(["300.00", "200.00", "500.00", "100.00", "10000.00"]);
    expect(answer.body.data.transactions[1]).toMatchObject({ status: "Failed", transactionType: "SEND" });
    expect(answer.body.data.nextCursor).toBeNull();
    expect(JSON.stringify(answer.body)).not.toMatch(/userId|user_id/);
  });

  it("sorts oldest first and filters by type", async () => {
    expect(amounts(await list(alice, "?order=oldest"))).toEqual(["10000.00", "100.00", "500.00", "200.00", "300.00"]);
    expect(amounts(await list(alice, "?type=sent"))).toEqual(["300.00", "200.00", "100.00"]);
    expect(amounts(await list(alice, "?type=added&order=oldest"))).toEqual(["10000.00", "500.00"]);
    expect(amounts(await list(alice, "?type=received"))).toEqual([]);
  });

  it("pages with a cursor, every row once", async () => {
    for (const order of ["newest", "oldest"]) {
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const page: any = await list(alice, `?order=${order}&limit=2${cursor ? `&cursor=${cursor}` : ""}`);
        expect(page.body.data.transactions.length).toBeLessThanOrEqual(2);
        seen.push(...amounts(page));
        cursor = page.body.data.nextCursor;
      } while (cursor);
      expect(seen).toEqual(amounts(await list(alice, `?order=${order}`)));
    }
  });

  it.each([
    "?type=card",
    "?order=up",
    "?limit=0",
    "?limit=1000",
    "?cursor=bm9wZQ",
    "?unknown=1",
    `?cursor=${Buffer.from("0000-01-01T00:00:00.000Z|1").toString("base64url")}`,
  ])("answers 400 for %s", async (query) => {
    const answer = await list(alice, query);
    expect(answer.status).toBe(400);
    expect(typeof answer.body.message).toBe("string");
  });
});

describe("GET /api/transactions: search and dates", () => {
  const q = (text: string) => `?q=${encodeURIComponent(text)}`;

  it("finds by description, name, bank, account number, reference and amount", async () => {
    const all = (await list(alice)).body.data.transactions;
    const rent = all[0];
    expect(amounts(await list(alice, q("rent")))).toEqual(["300.00"]);
    expect(amounts(await list(alice, q(rent.recipientName.toLowerCase())))).toEqual(["300.00", "100.00"]);
    expect(amounts(await list(alice, q("gtbank")))).toEqual(["300.00", "200.00", "100.00"]);
    expect(amounts(await list(alice, q(account("999123123").recipientAccountNumber)))).toEqual(["200.00"]);
    expect(amounts(await list(alice, q("999 123")))).toEqual(["200.00"]);
    expect(amounts(await list(alice, q(rent.transactionReference.slice(-8).toLowerCase())))).toEqual(["300.00"]);
    expect(amounts(await list(alice, q("₦10,000")))).toEqual(["10000.00"]);
    expect(amounts(await list(alice, q("500.00")))).toEqual(["500.00"]);
    expect(amounts(await list(alice, `${q("gtbank")}&type=sent&order=oldest`))).toEqual(["100.00", "200.00", "300.00"]);
  });

  it("pages a search with its cursor", async () => {
    const first = await list(alice, `${q("gtbank")}&limit=2`);
    expect(amounts(first)).toEqual(["300.00", "200.00"]);
    const next = await list(alice, `${q("gtbank")}&limit=2&cursor=${first.body.data.nextCursor}`);
    expect(amounts(next)).toEqual(["100.00"]);
    expect(next.body.data.nextCursor).toBeNull();
  });

  it("never finds another person's transactions", async () => {
    expect(amounts(await list(bob, q("rent")))).toEqual([]);
    expect(amounts(await list(bob, q("50")))).toEqual(["50.00"]);
  });

  it.each(["%", "_", "\\", "'; DROP TABLE transactions; --", "\u0000", "😀", "a".repeat(5000), "   "])(
    "searching %j finds only what holds it, never an error",
    async (text) => {
      const answer = await list(alice, q(text));
      expect(answer.status).toBe(200);
      const found = amounts(answer);
      // Blank, or only characters no field can hold, is no search at all.
      const blank = text.trim() === "" || text === "\u0000";
      expect(found).toEqual(blank ? amounts(await list(alice)) : text === "%" ? ["300.00"] : []);
    },
  );

  it("keeps a range of Lagos days, either end open", async () => {
    const today = new Date(Date.now() + 3_600_000).toISOString().slice(0, 10);
    expect(amounts(await list(alice, `?from=${today}&to=${today}`))).toHaveLength(5);
    expect(amounts(await list(alice, `?from=${today}`))).toHaveLength(5);
    expect(amounts(await list(alice, `?to=2020-01-01`))).toEqual([]);
    expect(amounts(await list(alice, `?from=2099-01-01`))).toEqual([]);
  });

  it.each([
    ["?from=2026-02-30", "Choose the dates from the calendar."],
    ["?from=yesterday", "Choose the dates from the calendar."],
    [
      "?from=2026-05-02&to=2026-05-01",
      "The end date is before the start date. Choose an end date on or after the start.",
    ],
    ["?from=0000-01-01", "Choose the dates from the calendar."],
    ["?from=0001-01-01&to=9999-12-31", "Choose the dates from the calendar."],
  ])("refuses %s with a sentence", async (query, message) => {
    const answer = await list(alice, query);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(message);
  });
});

describe("GET /api/transactions/:id", () => {
  it("shows the user's own transaction and hides everyone else's as not found", async () => {
    const own = (await list(alice)).body.data.transactions[0];
    const shown = await alice.call(detailRoute, { params: { id: String(own.id) } });
    expect(shown.status).toBe(200);
    // The detail adds the NIP session id, and when a cooling-off send goes (none here).
    expect(shown.body.data.transaction).toEqual({ ...own, sessionId: null, scheduledFor: null });
    const stolen = await bob.call(detailRoute, { params: { id: String(own.id) } });
    expect(stolen.status).toBe(404);
    expect(JSON.stringify(stolen.body)).not.toContain(own.transactionReference);
    for (const id of ["999999", "abc", "-1", "1e3", "99999999999"]) {
      expect((await alice.call(detailRoute, { params: { id } })).status).toBe(404);
    }
  });
});

describe("the history query", () => {
  it("reads from an index in order (no sort, no full scan) for every tab and sort, at any depth", async () => {
    const user = await t.db.user.findFirstOrThrow({ where: { wallet: { isNot: null } }, select: { id: true } });
    // Query-plan data only: rows written straight to the table to give the planner a large user.
    await t.sql.query(
      `INSERT INTO transactions (user_id, transaction_type, amount, status, transaction_reference, transaction_date, updated_at)
       SELECT $1, (ARRAY['SEND','ADD_MONEY','RECEIVE'])[1 + g % 3]::"TransactionType", 1, 'COMPLETED', 'PLAN' || g,
              now() - g * interval '1 minute', now()
         FROM generate_series(1, 20000) g`,
      [user.id],
    );
    await t.sql.query("ANALYZE transactions");
    const cursor = "(now() - interval '5 days', 1000)";
    const queries = [
      `SELECT id FROM transactions WHERE user_id = $1 ORDER BY transaction_date DESC, id DESC LIMIT 21`,
      `SELECT id FROM transactions WHERE user_id = $1 AND (transaction_date, id) < ${cursor} ORDER BY transaction_date DESC, id DESC LIMIT 21`,
      `SELECT id FROM transactions WHERE user_id = $1 AND (transaction_date, id) > ${cursor} ORDER BY transaction_date ASC, id ASC LIMIT 21`,
      `SELECT id FROM transactions WHERE user_id = $1 AND transaction_type = 'SEND' AND (transaction_date, id) < ${cursor} ORDER BY transaction_date DESC, id DESC LIMIT 21`,
    ];
    for (const query of queries) {
      const plan = (await t.sql.query(`EXPLAIN ${query}`, [user.id])).rows.map((row) => row["QUERY PLAN"]).join("\n");
      expect(plan).toMatch(/Index (Only )?Scan( Backward)? using transactions_user_id_/);
      expect(plan).not.toMatch(/Sort|Seq Scan/);
    }
  });
});
