// Statements through POST /api/statements, GET /api/statements/:id and its file: balances against the ledger,
// the CSV's escaping, and the job path with its progress and email.
import { POST as requestRoute } from "@/app/api/statements/route";
import { GET as stateRoute } from "@/app/api/statements/[id]/route";
import { GET as fileRoute } from "@/app/api/statements/[id]/file/route";
import { Browser, SAME_ORIGIN, useAppDatabase } from "@/test/api-harness";
import { onboard } from "@/test/onboard";
import { account, addMoney, transfer } from "@/test/money";
import type { TestDatabase } from "@/test/test-database";
import { SYSTEM_ACCOUNTS } from "@/server/money/ledger/accounts";
import { decimalStringToKobo } from "@/lib/money";
import { lagosDay } from "@/lib/limits";
import { pdfText } from "@/test/read-pdf-text";
import { buildQueuedStatements } from "./build-statement";
import { csvField } from "./statement-csv";

let t: TestDatabase;
let close: () => Promise<void>;
let alice: Browser;
let bob: Browser;
let wallet: { walletId: string; ledgerAccountId: string; userId: string };

/** A balanced entry written straight to the ledger 40 days ago (before this month): a dated opening balance. */
async function datedEntry(postings: [string, "DEBIT" | "CREDIT", string][]) {
  await t.sql.query("BEGIN");
  const entry = await t.sql.query(
    `INSERT INTO ledger_entries (id, kind, created_at) VALUES (gen_random_uuid(), 'transfer', now() - interval '40 days') RETURNING id`,
  );
  for (const [accountId, direction, amount] of postings) {
    await t.sql.query(
      `INSERT INTO postings (entry_id, account_id, direction, amount, created_at)
       VALUES ($1, $2, $3::"PostingDirection", $4::numeric, now() - interval '40 days')`,
      [entry.rows[0].id, accountId, direction, amount],
    );
  }
  await t.sql.query("COMMIT");
}

beforeAll(async () => {
  ({ t, close } = await useAppDatabase());
  ({ browser: alice } = await onboard());
  ({ browser: bob } = await onboard());
  await addMoney(alice, "10000");
  const row = await t.db.wallet.findFirstOrThrow({
    where: { user: { transactions: { some: {} } } },
    select: { walletId: true, ledgerAccountId: true, userId: true },
  });
  wallet = row;
  // 40 days ago: ₦2,000.00 in, then a transfer of ₦1,000.00 with a ₦10.00 fee out, kept in the cached balance too.
  await datedEntry([
    [SYSTEM_ACCOUNTS.cardSettlement.id, "DEBIT", "2000.00"],
    [wallet.ledgerAccountId, "CREDIT", "2000.00"],
  ]);
  await datedEntry([
    [wallet.ledgerAccountId, "DEBIT", "1010.00"],
    [SYSTEM_ACCOUNTS.bankPayouts.id, "CREDIT", "1000.00"],
    [SYSTEM_ACCOUNTS.fees.id, "CREDIT", "10.00"],
  ]);
  await t.sql.query(`UPDATE wallets SET balance = balance + 990 WHERE ledger_account_id = $1`, [
    wallet.ledgerAccountId,
  ]);
  await transfer(alice, "100", { description: '=HYPERLINK("http://evil")' });
  await transfer(alice, "200", { to: account("999123123") }); // refused by the bank: debited, then refunded
  await transfer(alice, "300.25");
  await addMoney(alice, "500.50");
});
afterAll(async () => {
  await close();
});

async function download(browser: Browser, id: string) {
  const request = new Request(`http://localhost/api/statements/${id}/file`, {
    headers: { ...SAME_ORIGIN, cookie: browser.cookieHeader() },
  });
  const response = await fileRoute(request, { params: Promise.resolve({ id }) });
  return { status: response.status, headers: response.headers, bytes: new Uint8Array(await response.arrayBuffer()) };
}

/** RFC 4180 records: quoted fields with doubled quotes, CRLF between records. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let field = "";
  let fields: string[] = [];
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      fields.push(field);
      field = "";
    } else if (char === "\r" && text[i + 1] === "\n") {
      fields.push(field);
      records.push(fields);
      fields = [];
      field = "";
      i++;
    } else field += char;
  }
  return records;
}

const kobo = (value: string) => (value ? decimalStringToKobo(value) : 0n);

async function ledgerBalance(): Promise<bigint> {
  const [row] = (
    await t.sql.query(
      `SELECT COALESCE(SUM(CASE direction WHEN 'CREDIT' THEN amount ELSE -amount END), 0)::text AS sum
         FROM postings WHERE account_id = $1`,
      [wallet.ledgerAccountId],
    )
  ).rows;
  return decimalStringToKobo(row.sum);
}

describe("this month's statement as CSV", () => {
  it("opens with the ledger's balance before the month, and opening + movements = closing = the ledger", async () => {
    const asked = await alice.call(requestRoute, { body: { range: "this-month", format: "csv" } });
    expect(asked.status).toBe(200);
    expect(asked.body.data).toMatchObject({ status: "ready", progress: 100 });
    const file = await download(alice, asked.body.data.id);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toContain("text/csv");
    const records = parseCsv(
      Buffer.from(file.bytes)
        .toString("utf8")
        .replace(/^\ufeff/, ""),
    );
    expect(records.every((record) => record.length === 6)).toBe(true);
    const byLabel = new Map(records.map((record) => [record[0], record[1]]));
    expect(byLabel.get("Wallet ID")).toBe(wallet.walletId);
    const opening = kobo(byLabel.get("Opening balance")!);
    const closing = kobo(byLabel.get("Closing balance")!);
    expect(opening).toBe(99_000n); // ₦2,000.00 in, ₦1,010.00 out, 40 days ago
    const header = records.findIndex((record) => record[0] === "Date");
    const lines = records.slice(header + 1);
    expect(lines).toHaveLength(6); // top-up, three sends, the refund, a top-up
    let running = opening;
    for (const [, , , moneyIn, moneyOut, balance] of lines) {
      running += kobo(moneyIn!) - kobo(moneyOut!);
      expect(kobo(balance!)).toBe(running);
    }
    expect(running).toBe(closing);
    expect(closing).toBe(await ledgerBalance());
    const cached = await t.db.wallet.findUniqueOrThrow({
      where: { walletId: wallet.walletId },
      select: { balance: true },
    });
    expect(closing).toBe(decimalStringToKobo(cached.balance.toFixed(2)));
    expect(lines.map((line) => line[1])).toContainEqual(expect.stringMatching(/^Refund: transfer to /));
    expect(lines.map((line) => line[4])).toEqual(expect.arrayContaining(["100.00", "200.00", "300.25"]));
  });

  it("is for its owner only", async () => {
    const asked = await alice.call(requestRoute, { body: { range: "this-month", format: "csv" } });
    expect((await download(bob, asked.body.data.id)).status).toBe(404);
    expect((await bob.call(stateRoute, { params: { id: asked.body.data.id } })).status).toBe(404);
    expect((await download(new Browser(), asked.body.data.id)).status).toBe(401);
    expect((await download(alice, "not-a-statement")).status).toBe(404);
  });
});

describe("CSV fields", () => {
  it("quote commas, quotes and line breaks, and never let a spreadsheet run a formula", () => {
    expect(csvField("plain")).toBe("plain");
    expect(csvField("a,b")).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField("two\r\nlines")).toBe('"two\r\nlines"');
    for (const start of ["=", "+", "-", "@", "\t"]) expect(csvField(`${start}1+1`)).toBe(`'${start}1+1`);
    expect(csvField('=HYPERLINK("http://evil")')).toBe(`"'=HYPERLINK(""http://evil"")"`);
    expect(csvField("1250.50")).toBe("1250.50");
  });
});

describe("a custom period", () => {
  it("is built by the job with progress, then downloads as a PDF and is emailed", async () => {
    const today = lagosDay(new Date());
    const from = new Date(Date.now() - 60 * 86_400_000 + 3_600_000).toISOString().slice(0, 10);
    const asked = await alice.call(requestRoute, { body: { range: "custom", from, to: today, format: "pdf" } });
    expect(asked.body.data).toMatchObject({ status: "queued", progress: 0 });
    const id = asked.body.data.id;
    expect((await download(alice, id)).status).toBe(404); // not ready yet
    const seen: number[] = [];
    const report = await buildQueuedStatements(t.db, { deadline: Date.now() + 20_000 }, (built, progress) => {
      if (built === id) seen.push(progress);
    });
    expect(report.built).toBeGreaterThanOrEqual(1);
    expect(seen.at(-1)).toBe(100);
    expect(seen.some((progress) => progress > 0 && progress < 100)).toBe(true);
    expect([...seen].sort((a, b) => a - b)).toEqual(seen);
    expect((await alice.call(stateRoute, { params: { id } })).body.data).toMatchObject({
      status: "ready",
      progress: 100,
    });
    const file = await download(alice, id);
    expect(file.headers.get("content-type")).toBe("application/pdf");
    const text = (await pdfText(file.bytes)).pages.join("\n");
    expect(text).toContain(wallet.walletId);
    expect(text).toContain("Opening balance");
    expect(text).toContain("2,000.00"); // the dated top-up is inside the 60 days
    const emailed = await t.db.outboxMessage.findFirst({ where: { userId: wallet.userId, kind: "statement:ready" } });
    expect(emailed?.body).toContain(`/transactions?statement=${id}`);
  });

  it("refuses a period longer than a year, ending in the future or backwards, in words", async () => {
    const cases = [
      [{ from: "2024-01-01", to: lagosDay(new Date()) }, "A statement covers at most one year"],
      [{ from: lagosDay(new Date()), to: "2999-01-01" }, "The end date cannot be in the future"],
      [{ from: lagosDay(new Date()), to: "2020-01-01" }, "The end date cannot be before the start date"],
      [{}, "Choose a start and an end date"],
    ] as const;
    for (const [dates, message] of cases) {
      const answer = await alice.call(requestRoute, { body: { range: "custom", format: "csv", ...dates } });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(message);
    }
  });
});
