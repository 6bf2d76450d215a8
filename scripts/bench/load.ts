// The server's figures: transfers under load against a plain-SQL floor, the ledger afterwards, history at
// scale, and login.
import autocannon from "autocannon";
import pg from "pg";
import { nubanFor } from "../../src/lib/nuban";
import { median, round } from "./stats";
import { BENCH_PIN } from "./bench-pin";

export const COOKIE = "__Secure-next-auth.session-token";

export type LoadFigures = {
  perSecond: number;
  p50: number;
  p99: number;
  requests: number;
  status: Record<string, number>;
};

/**
 * POST /api/transfer of 1.00 with a new idempotency key each time, spreading over the given sessions: for
 * `seconds`, or, with `amount`, exactly that many requests (one per session, in order, for first transfers).
 */
export async function transferLoad(
  base: string,
  sessions: string[],
  seconds: number,
  runId: string,
  options: { connections?: number; amount?: number } = {},
): Promise<LoadFigures> {
  let sent = 0;
  const recipient = { recipientAccountNumber: nubanFor("GTBank", "012345678"), recipientBank: "GTBank" };
  const result = await autocannon({
    url: base,
    connections: options.connections ?? 50,
    ...(options.amount ? { amount: options.amount } : { duration: seconds }),
    requests: [
      {
        method: "POST",
        path: "/api/transfer",
        setupRequest: (request: any) => {
          const n = sent++;
          return {
            ...request,
            headers: {
              "content-type": "application/json",
              origin: base,
              "sec-fetch-site": "same-origin",
              cookie: `${COOKIE}=${sessions[n % sessions.length]}`,
              "idempotency-key": `bench-${runId}-${sessions.length}-${n}`,
            },
            body: JSON.stringify({ ...recipient, amount: "1.00", description: "bench", transactionPin: BENCH_PIN }),
          };
        },
      },
    ],
  });
  const status: Record<string, number> = {};
  for (const [code, stats] of Object.entries<any>(result.statusCodeStats ?? {})) status[code] = stats.count;
  const elapsed = options.amount ? Math.max(result.duration, 0.001) : seconds;
  return {
    perSecond: round((status["200"] ?? 0) / elapsed),
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    status,
  };
}

/**
 * The same load spread over several servers of one database, as a load balancer or Vercel routes it: 50
 * connections in all, shared out, each server's sessions its own share. Rates add up; the p50 is the servers'
 * weighted mean and the p99 the worst server's, which can only overstate it.
 */
export async function transferLoadOn(
  bases: string[],
  sessions: string[],
  seconds: number,
  runId: string,
): Promise<LoadFigures> {
  const parts = await Promise.all(
    bases.map((base, index) =>
      transferLoad(
        base,
        sessions.filter((_, n) => n % bases.length === index),
        seconds,
        `${runId}-server-${index}`,
        { connections: Math.floor(50 / bases.length) },
      ),
    ),
  );
  const status: Record<string, number> = {};
  for (const part of parts) for (const [code, n] of Object.entries(part.status)) status[code] = (status[code] ?? 0) + n;
  const requests = parts.reduce((sum, part) => sum + part.requests, 0);
  return {
    perSecond: round(parts.reduce((sum, part) => sum + part.perSecond, 0)),
    p50: round(parts.reduce((sum, part) => sum + part.p50 * part.requests, 0) / Math.max(requests, 1)),
    p99: Math.max(...parts.map((part) => part.p99)),
    requests,
    status,
  };
}

/**
 * A flood of wrong-password logins from one client, each for a different number, `loops` at once for `seconds`:
 * what one script can do to everyone else. Answers how many were sent and how they were answered.
 */
export async function wrongPasswordFlood(base: string, seconds: number, loops = 48) {
  const deadline = Date.now() + seconds * 1000;
  const status: Record<string, number> = {};
  let sent = 0;
  await Promise.all(
    Array.from({ length: loops }, async (_, loop) => {
      for (let n = 0; Date.now() < deadline; n++) {
        const phone = `+23481${String(loop).padStart(2, "0")}${String(n).padStart(6, "0")}`;
        const answer = await post(base, "198.18.9.9", { phoneNumber: phone, password: "a wrong password" }).catch(
          () => ({ status: 0, ms: 0 }),
        );
        status[answer.status] = (status[answer.status] ?? 0) + 1;
        sent++;
      }
    }),
  );
  return { sent, status };
}

/**
 * The floor: what PostgreSQL itself allows for the same money movement, with no HTTP, session, validation,
 * idempotency or ORM: one transaction of the conditional debit, the transaction row, the entry and its two
 * postings, from 16 connections.
 */
export async function sqlFloor(url: string, walletCount: number, seconds: number): Promise<LoadFigures> {
  const pool = new pg.Pool({ connectionString: url, max: 16 });
  const { rows: wallets } = await pool.query(
    `SELECT w.user_id, w.ledger_account_id FROM wallets w JOIN users u ON u.id = w.user_id
     WHERE u.phone_number LIKE '+234809%' ORDER BY u.phone_number LIMIT $1`,
    [walletCount],
  );
  const latencies: number[] = [];
  let done = 0;
  // The first second is not measured, as the API's warm-up is not: the floor's connections open and warm.
  const warmUntil = Date.now() + 1000;
  const deadline = warmUntil + seconds * 1000;
  const worker = async (offset: number) => {
    const client = await pool.connect();
    try {
      for (let n = offset; Date.now() < deadline; n += 16) {
        const wallet = wallets[n % wallets.length];
        const started = performance.now();
        await client.query("BEGIN");
        const debited = await client.query(
          `UPDATE wallets SET balance = balance - 1.00, updated_at = now()
           WHERE ledger_account_id = $1 AND balance >= 1.00`,
          [wallet.ledger_account_id],
        );
        if (debited.rowCount !== 1) throw new Error("floor: wallet ran dry");
        const { rows } = await client.query(
          `INSERT INTO transactions (user_id, transaction_type, amount, fee, status, transaction_reference, updated_at)
           VALUES ($1, 'SEND', 1.00, 0, 'PENDING', 'FLOOR' || gen_random_uuid(), now()) RETURNING id`,
          [wallet.user_id],
        );
        const entry = await client.query(
          `INSERT INTO ledger_entries (id, transaction_id, kind) VALUES (gen_random_uuid(), $1, 'transfer') RETURNING id`,
          [rows[0].id],
        );
        await client.query(
          `INSERT INTO postings (entry_id, account_id, direction, amount)
           VALUES ($1, $2, 'DEBIT', 1.00), ($1, '00000000-0000-4000-8000-000000000002', 'CREDIT', 1.00)`,
          [entry.rows[0].id, wallet.ledger_account_id],
        );
        await client.query("COMMIT");
        if (Date.now() < warmUntil) continue;
        latencies.push(performance.now() - started);
        done++;
      }
    } finally {
      client.release();
    }
  };
  await Promise.all(Array.from({ length: 16 }, (_, index) => worker(index)));
  await pool.end();
  latencies.sort((a, b) => a - b);
  return {
    perSecond: round(done / seconds),
    p50: round(latencies[Math.floor(latencies.length * 0.5)] ?? 0),
    p99: round(latencies[Math.floor(latencies.length * 0.99)] ?? 0),
    requests: done,
    status: {},
  };
}

/** VACUUM ANALYZE: the database as autovacuum would leave it once it caught up. */
export async function vacuumAnalyze(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("VACUUM ANALYZE");
  } finally {
    await client.end();
  }
}

/** The ledger after the load: each wallet equals its postings, each entry nets to zero, nothing negative. */
export async function ledgerInvariants(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const query = async (sql: string) => Number((await client.query(sql)).rows[0].count);
    return {
      walletsOffTheirPostings: await query(`
        SELECT count(*) FROM wallets w LEFT JOIN (
          SELECT account_id, sum(CASE WHEN direction = 'CREDIT' THEN amount ELSE -amount END) AS net
          FROM postings GROUP BY account_id) p ON p.account_id = w.ledger_account_id
        WHERE w.balance <> coalesce(p.net, 0)`),
      unbalancedEntries: await query(`
        SELECT count(*) FROM (SELECT entry_id FROM postings GROUP BY entry_id
          HAVING sum(CASE WHEN direction = 'DEBIT' THEN amount ELSE -amount END) <> 0) e`),
      negativeBalances: await query(`SELECT count(*) FROM wallets WHERE balance < 0`),
      postings: await query(`SELECT count(*) FROM postings`),
    };
  } finally {
    await client.end();
  }
}

async function timed(run: () => Promise<Response>): Promise<{ ms: number; status: number }> {
  const started = performance.now();
  const response = await run();
  await response.arrayBuffer();
  return { ms: performance.now() - started, status: response.status };
}

/** GET /api/transactions, first page: median of 100 sequential requests after 20 to warm up. */
export async function historyLatency(base: string, session: string) {
  const get = () => timed(() => fetch(`${base}/api/transactions`, { headers: { cookie: `${COOKIE}=${session}` } }));
  for (let n = 0; n < 20; n++) await get();
  const times: number[] = [];
  for (let n = 0; n < 100; n++) {
    const answer = await get();
    if (answer.status !== 200) throw new Error(`history answered ${answer.status}`);
    times.push(answer.ms);
  }
  return round(median(times), 2);
}

const post = (base: string, ip: string, body: object) =>
  timed(() =>
    fetch(`${base}/api/auth/login`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        origin: base,
        "sec-fetch-site": "same-origin",
        "x-forwarded-for": ip,
      },
      body: JSON.stringify(body),
    }),
  );

/** A login's time (bcrypt by design) and a throttled answer's (which must not run bcrypt). */
export async function loginLatency(base: string, phone: string, password: string, throttledPhone: string) {
  const logins: number[] = [];
  for (let n = 0; n < 10; n++) {
    const answer = await post(base, `198.18.0.${n + 1}`, { phoneNumber: phone, password });
    if (answer.status !== 200) throw new Error(`login answered ${answer.status}`);
    logins.push(answer.ms);
  }
  for (let n = 0; n < 5; n++)
    await post(base, "198.18.1.1", { phoneNumber: throttledPhone, password: "wrong password" });
  const throttled: number[] = [];
  for (let n = 0; n < 20; n++) {
    const answer = await post(base, `198.18.2.${n + 1}`, { phoneNumber: throttledPhone, password: "wrong password" });
    if (answer.status !== 429) throw new Error(`a 6th wrong password answered ${answer.status}, not 429`);
    throttled.push(answer.ms);
  }
  return { loginMs: round(median(logins)), throttledMs: round(median(throttled), 2) };
}
