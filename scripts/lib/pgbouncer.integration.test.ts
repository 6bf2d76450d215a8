// Veil through PgBouncer in transaction mode with its default settings (what Neon, Supabase and Vercel's
// Postgres hand out as the pooled URL): DATABASE_URL is the pooler, DATABASE_URL_UNPOOLED the database itself.
// CI installs PgBouncer (.ci/run); elsewhere a missing one fails here, unless VEIL_SKIP_PGBOUNCER=1.
import { spawn } from "node:child_process";
import pg from "pg";
import { GET as meRoute } from "@/app/api/auth/me/route";
import { POST as logoutRoute } from "@/app/api/auth/logout/route";
import { PAYMENT_UNCONFIRMED } from "@/server/platform/http/database-unavailable";
import { createPrismaClient } from "@/server/platform/database/prisma-client";
import { onboard } from "@/test/onboard";
import { balance, fundedUser, newKey, transfer } from "@/test/money";
import { createTestDatabase, type TestDatabase } from "@/test/test-database";
import { ROOT } from "./migrations";
import { dropDatabase, ensureDatabase, withDatabase } from "./pg-admin";
import { PGBOUNCER_MISSING, pgbouncerBinary, startPgBouncer, type PgBouncer } from "./pgbouncer";
import { english } from "@/test/english";

jest.setTimeout(180_000);

const SKIP = process.env.VEIL_SKIP_PGBOUNCER === "1";

let t: TestDatabase;
let bouncer: PgBouncer;
let pooledUrl: string;

beforeAll(async () => {
  if (SKIP) return;
  if (!pgbouncerBinary()) throw new Error(PGBOUNCER_MISSING);
  t = await createTestDatabase();
  bouncer = await startPgBouncer(t.url);
  pooledUrl = bouncer.url(t.url);
  // The app's database client reads these on first use.
  process.env.DATABASE_URL = pooledUrl;
  process.env.DATABASE_URL_UNPOOLED = t.url;
});

afterAll(async () => {
  if (SKIP) return;
  const app = (globalThis as { veilPrisma?: { $disconnect(): Promise<void> } }).veilPrisma;
  await app?.$disconnect();
  await bouncer?.stop();
  await t?.drop();
});

/** npm run db:migrate in its own process, as a deploy runs it. */
function migrate(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [require.resolve("tsx/cli"), "scripts/db-migrate.ts"], {
      cwd: ROOT,
      env: { ...process.env, ...env },
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("close", (code) => resolve({ code, output }));
  });
}

async function ledgerBalanced(): Promise<{ walletsOff: number; net: string }> {
  const { rows } = await t.sql.query(
    `SELECT (SELECT count(*)::int FROM wallets w
              WHERE w.balance <> COALESCE((SELECT SUM(CASE WHEN p.direction = 'CREDIT' THEN p.amount ELSE -p.amount END)
                                             FROM postings p WHERE p.account_id = w.ledger_account_id), 0)) AS "walletsOff",
            (SELECT COALESCE(SUM(CASE WHEN direction = 'DEBIT' THEN amount ELSE -amount END), 0)::text FROM postings) AS net`,
  );
  return rows[0];
}

(SKIP ? describe.skip : describe)("Veil through PgBouncer in transaction mode", () => {
  it("answers 30 parallel transfers from one wallet, each once, with the ledger balanced", async () => {
    const browser = await fundedUser("10000");
    const answers = await Promise.all(Array.from({ length: 30 }, () => transfer(browser, "100")));
    expect(answers.map((answer) => answer.status)).toEqual(Array(30).fill(200));
    expect(await balance(browser)).toBe("7000.00");
    expect(await ledgerBalanced()).toEqual({ walletsOff: 0, net: "0.00" });
  });

  it("gives up a transfer behind a wallet row held by a stuck transaction on the server too, not only in the driver", async () => {
    const browser = await fundedUser("5000");
    const { phoneNumber } = (await browser.call(meRoute, { path: "/api/auth/me" })).body.data.user;
    const holder = new pg.Client({ connectionString: t.url });
    await holder.connect();
    const key = newKey();
    try {
      await holder.query("BEGIN");
      await holder.query(
        `SELECT 1 FROM wallets WHERE user_id = (SELECT id FROM users WHERE phone_number = $1) FOR UPDATE`,
        [phoneNumber],
      );
      const started = performance.now();
      const refused = await transfer(browser, "100", { key });
      expect(refused.status).toBe(503);
      expect(performance.now() - started).toBeLessThan(8_000);
    } finally {
      await holder.query("ROLLBACK");
      await holder.end();
    }
    // The statement was cancelled by the server (send_money's own lock_timeout), so nothing moves once the row
    // is free; a retry with the same key then moves the money once.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await balance(browser)).toBe("5000.00");
    expect((await transfer(browser, "100", { key })).status).toBe(200);
    expect(await balance(browser)).toBe("4900.00");
  });

  it("works with a pooled URL given as DATABASE_URL alone: the pool learns it from the pooler's refusal", async () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
    const client = createPrismaClient(pooledUrl, 4);
    try {
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, n) =>
          client.sql.query<{ n: number }>({ name: "probe", text: "SELECT $1::int AS n", values: [n] }),
        ),
      );
      expect(answers.map((answer) => answer.rows[0]!.n)).toEqual(Array.from({ length: 30 }, (_, n) => n));
      expect(await client.$transaction(async (tx) => tx.$queryRaw<{ one: number }[]>`SELECT 1 AS one`)).toEqual([
        { one: 1 },
      ]);
      expect(await client.user.count()).toBeGreaterThanOrEqual(0);
      expect(warn).toHaveBeenCalledWith(expect.stringMatching(/set DATABASE_URL_UNPOOLED/));
    } finally {
      warn.mockRestore();
      await client.$disconnect();
    }
  });

  it("checks the session on every request, and ends it at logout", async () => {
    const { browser } = await onboard();
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => browser.call(meRoute, { path: "/api/auth/me" })),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(12).fill(200));
    expect(new Set(answers.map((answer) => JSON.stringify(answer.body.data.user))).size).toBe(1);
    expect((await browser.clone().call(logoutRoute, { path: "/api/auth/logout", body: {} })).status).toBe(200);
    expect((await browser.call(meRoute, { path: "/api/auth/me" })).status).toBe(401);
  });

  it("sets the server's timeouts inside each transaction, and leaves none on the pooler's connections", async () => {
    const db = createPrismaClient(pooledUrl, 2, { connectMs: 5_000, statementMs: 2_000 }, true);
    try {
      const inside = await db.$transaction(async (tx) => {
        const [row] = await tx.$queryRaw<Array<{ statement: string; lock: string; idle: string }>>`
          SELECT current_setting('statement_timeout') AS statement, current_setting('lock_timeout') AS lock,
                 current_setting('idle_in_transaction_session_timeout') AS idle`;
        return row;
      });
      expect(inside).toEqual({ statement: "2s", lock: "1600ms", idle: "30s" });
      // An isolation level is still set after them: SET LOCAL takes no snapshot.
      const isolation = await db.$transaction(
        (tx) => tx.$queryRaw<Array<{ level: string }>>`SELECT current_setting('transaction_isolation') AS level`,
        { isolationLevel: "Serializable" },
      );
      expect(isolation).toEqual([{ level: "serializable" }]);
      const outside = await db.sql.query("SELECT current_setting('statement_timeout') AS statement");
      expect(outside.rows[0].statement).toBe("0");
    } finally {
      await db.$disconnect();
    }
  });

  it("answers 503 with the money-is-safe sentence when the pooler's server connection dies mid-transfer, and moves the money once on retry", async () => {
    const browser = await fundedUser("5000");
    expect((await transfer(browser, "100")).status).toBe(200);
    // Hold the wallets' rows so the transfer's statement waits on it, then end the server connection it waits on.
    const holder = new pg.Client({ connectionString: t.url });
    await holder.connect();
    const log = jest.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      await holder.query("BEGIN");
      await holder.query("SELECT 1 FROM wallets FOR UPDATE");
      const key = newKey();
      const sending = transfer(browser, "1000", { key });
      let waiting: number | undefined;
      for (let tries = 0; tries < 200 && waiting === undefined; tries += 1) {
        const { rows } = await t.sql.query(
          `SELECT pid FROM pg_stat_activity
            WHERE datname = current_database() AND wait_event_type = 'Lock' AND query LIKE '%send_money%'`,
        );
        waiting = rows[0]?.pid;
        if (waiting === undefined) await new Promise((resolve) => setTimeout(resolve, 25));
      }
      expect(waiting).toBeDefined();
      await t.sql.query("SELECT pg_terminate_backend($1)", [waiting]);
      const answer = await sending;
      await holder.query("ROLLBACK");
      expect(answer.status).toBe(503);
      expect(answer.body).toEqual({ message: english(PAYMENT_UNCONFIRMED) });
      expect(answer.headers.get("retry-after")).toBeTruthy();
      expect(await balance(browser)).toBe("4900.00");

      const retried = await transfer(browser, "1000", { key });
      expect(retried.status).toBe(200);
      const again = await transfer(browser, "1000", { key });
      expect(again.body).toEqual(retried.body);
      expect(await balance(browser)).toBe("3900.00");
      expect(await ledgerBalanced()).toEqual({ walletsOff: 0, net: "0.00" });
    } finally {
      log.mockRestore();
      await holder.end();
    }
  });

  it("applies migrations through DATABASE_URL_UNPOOLED and leaves no lock held on the pooler", async () => {
    const adminUrl = process.env.TEST_DATABASE_URL!;
    const name = `veil_pooled_migrate_${process.pid}`;
    await dropDatabase(adminUrl, name);
    await ensureDatabase(adminUrl, name);
    const direct = withDatabase(adminUrl, name);
    const pooled = bouncer.url(direct);
    try {
      const first = await migrate({ DATABASE_URL: pooled, DATABASE_URL_UNPOOLED: direct });
      expect(first.output).toMatch(/Applied: \d{14}_/);
      expect(first.code).toBe(0);
      // The migration's own session ends with its process, and the server lets its lock go as that backend
      // exits, which a busy machine may take a moment to do; a lock left on a pooled connection stays for good.
      const advisoryLocks = async () =>
        (
          await t.sql.query(
            `SELECT count(*)::int AS n FROM pg_locks l JOIN pg_database d ON d.oid = l.database
              WHERE l.locktype = 'advisory' AND d.datname = $1`,
            [name],
          )
        ).rows[0].n as number;
      const deadline = Date.now() + 5_000;
      while ((await advisoryLocks()) > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      expect(await advisoryLocks()).toBe(0);
      const second = await migrate({ DATABASE_URL: pooled, DATABASE_URL_UNPOOLED: direct });
      expect(second.output).toContain("No pending migrations.");
      expect(second.code).toBe(0);
    } finally {
      await dropDatabase(adminUrl, name);
    }
  });
});
