import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { Prisma, PrismaClient } from "@/generated/prisma/client";
import { reportDatabaseUnavailable } from "@/server/platform/http/database-unavailable";

/**
 * The database: Prisma for most work, and `sql`, the same connection pool, for the few statements on the hot
 * path of a transfer (the session, the idempotency key, the money movement), where the ORM's per-statement
 * cost is most of a request's time (docs/performance.md).
 */
export type Database = PrismaClient & { readonly sql: pg.Pool };
/** A transaction handle: data functions take it first so that a money movement commits or rolls back whole. */
export type Tx = Prisma.TransactionClient;

export type DatabaseTimeouts = { connectMs: number; statementMs: number };

/**
 * A request never waits on the database longer than these: a new connection gives up after `connectMs`, a
 * statement in a transaction after `statementMs` (PostgreSQL cancels it), a lock wait a little before that,
 * and any statement, a stalled server's included, is given up on by the driver a second after that, so a
 * person reads the 503 within a few seconds. Each failure answers 503
 * (src/server/platform/http/database-unavailable.ts). Every statement of ours holds a lock for milliseconds, so 200
 * parallel sends from one wallet queue on its row lock far below the lock timeout. Waiting for a free
 * connection of the pool is another matter: under a burst of requests the queue is long without anything
 * being wrong, so that wait gets twice the statement's allowance.
 */
export const DEFAULT_TIMEOUTS: DatabaseTimeouts = { connectMs: 5_000, statementMs: 5_000 };

/**
 * The driver's own deadlines, kept in this process: they hold through any connection pooler. On a direct
 * connection the server's deadlines go in its startup packet too, so every statement has them, a single one
 * outside a transaction included; a transaction-mode pooler (PgBouncer) refuses that packet, so through one
 * they are set per transaction (beginWithTimeouts) and, for the statements that lock rows alone, on the SQL
 * function itself (lock_timeout on send_money and check_transaction_pin).
 */
export function poolTimeouts(timeouts: DatabaseTimeouts, pooled = false) {
  return {
    connectionTimeoutMillis: timeouts.statementMs * 2,
    query_timeout: timeouts.statementMs + 1_000,
    ...(pooled ? {} : transactionTimeouts(timeouts)),
  };
}

/**
 * The server's deadlines, set inside each transaction (SET LOCAL, in the same round trip as its BEGIN), so
 * they end with it and never stay on a server connection a pooler hands to someone else. A transaction is
 * where a lock can be held across round trips; a single statement outside one (send_money, the session
 * check) holds its locks only while it runs, and the driver gives it up at `query_timeout`
 * (docs/performance.md, "Timeouts through a pooler").
 */
export function transactionTimeouts(timeouts: DatabaseTimeouts) {
  return {
    statement_timeout: timeouts.statementMs,
    lock_timeout: Math.round(timeouts.statementMs * 0.8),
    // A transaction left open by a request that died holds its locks; the server ends it. Never before 30 s:
    // ending a slow but live request's transaction costs more than holding a dead one's locks a while longer.
    idle_in_transaction_session_timeout: Math.max(timeouts.statementMs * 2, 30_000),
  };
}

/** BEGIN and the transaction's deadlines, as one simple-protocol message: no round trip added. */
export function beginWithTimeouts(timeouts: DatabaseTimeouts): string {
  const settings = Object.entries(transactionTimeouts(timeouts)).map(
    ([name, ms]) => `SET LOCAL ${name} = ${Math.round(ms)}`,
  );
  return ["BEGIN", ...settings].join("; ");
}

/**
 * Whether DATABASE_URL goes through a connection pooler: DATABASE_URL_UNPOOLED (the name Neon's Vercel
 * integration sets) names the database itself and differs from it, or the URL says `pgbouncer=true` (Prisma's
 * own flag for a pooled URL, as Supabase's guides write it). Then every statement is sent unnamed, since a
 * transaction-mode pooler hands each transaction any server connection and a statement prepared on one is
 * unknown, or already there, on the next.
 */
export function isPooled(databaseUrl: string, unpooledUrl: string | undefined): boolean {
  if (Boolean(unpooledUrl) && unpooledUrl !== databaseUrl) return true;
  return URL.canParse(databaseUrl) && new URL(databaseUrl).searchParams.get("pgbouncer") === "true";
}

type PgQuery = { text?: string; name?: string };

/**
 * `poolSize` is DATABASE_POOL_SIZE for the app; scripts and tests leave it to pg's default (10). `pooled` is
 * isPooled(...): named prepared statements are kept only on a direct connection.
 */
export function createPrismaClient(
  databaseUrl: string,
  poolSize?: number,
  timeouts: DatabaseTimeouts = DEFAULT_TIMEOUTS,
  pooled = false,
): Database {
  const begin = beginWithTimeouts(timeouts);
  // A URL nobody said was pooled may still be (a pooled URL set as DATABASE_URL alone): the pooler then refuses
  // the startup packet's settings. The pool learns it from that refusal, once, and behaves as pooled from then on.
  const through = { pooler: pooled };
  const adapt = (query: unknown) => {
    if (!query || typeof query !== "object") return query;
    const { text, name } = query as PgQuery;
    // Prisma's driver adapter opens each interactive transaction with exactly this statement.
    if (text === "BEGIN") return { ...query, text: begin };
    if (through.pooler && name !== undefined) return { ...query, name: undefined };
    return query;
  };
  // Each connection's own deadlines, the server's among them unless it goes through a pooler. pg.Pool applies its
  // connectionTimeoutMillis both to opening a connection and to queueing for one; the client's own, set here,
  // bounds only the opening.
  class VeilClient extends pg.Client {
    constructor(config?: pg.ClientConfig) {
      super({ ...config, ...poolTimeouts(timeouts, through.pooler), connectionTimeoutMillis: timeouts.connectMs });
      const query = this.query.bind(this) as (...args: unknown[]) => unknown;
      this.query = ((first: unknown, ...rest: unknown[]) => query(adapt(first), ...rest)) as pg.Client["query"];
    }
  }
  /** Whether this refusal says the pool talks to a pooler; the caller then connects again, without the settings. */
  const learnsPooler = (error: unknown): boolean => {
    if (!refusesStartupSettings(error)) return false;
    if (!through.pooler) {
      through.pooler = true;
      console.warn(
        "DATABASE_URL is a connection pooler: set DATABASE_URL_UNPOOLED to the database's direct URL (docs/configuration.md).",
      );
    }
    return true;
  };
  type Connected = (
    err: Error | undefined,
    client: pg.PoolClient | undefined,
    done: (release?: unknown) => void,
  ) => void;
  class VeilPool extends pg.Pool {
    // Both forms: Prisma's adapter (and a transaction of our own) awaits the promise, pool.query (db.sql) passes a
    // callback. Only the promise's connections carry transactions; pool.query's single statement gives its
    // connection back with its own error, which closes it.
    override connect(): Promise<pg.PoolClient>;
    override connect(callback: Connected): void;
    override connect(callback?: Connected): Promise<pg.PoolClient> | void {
      if (callback) {
        return super.connect((error, client, done) =>
          error && learnsPooler(error) ? super.connect(callback) : callback(error, client, done),
        );
      }
      return super
        .connect()
        .catch((error: unknown) => {
          if (learnsPooler(error)) return super.connect();
          throw error;
        })
        .then(givenBackIdle);
    }
  }
  const pool = new VeilPool({
    connectionString: databaseUrl,
    max: poolSize,
    Client: VeilClient,
    // The queue's deadline; the server's settings are each client's to send (above), so that a pooler's refusal
    // can turn them off for the connections after it.
    ...poolTimeouts(timeouts, true),
  });
  // An idle connection the server ends (a restart, a failover) is replaced on the next query; without a
  // listener Node would treat the pool's "error" event as a crash.
  pool.on("error", (error) => reportDatabaseUnavailable(error));
  const client = new PrismaClient({ adapter: new PrismaPg(pool) });
  const disconnect = client.$disconnect.bind(client);
  return Object.assign(client, {
    sql: pool,
    // Prisma leaves a pool it was handed open; whoever disconnects the client is done with both.
    async $disconnect() {
      await disconnect();
      if (!pool.ended) await pool.end();
    },
  });
}

/**
 * A connection goes back to the pool only idle. Prisma's adapter releases a transaction's connection after its
 * COMMIT or ROLLBACK without asking whether either was sent: when a stalled statement outlives the query
 * timeout, the ROLLBACK queued behind it times out unsent, and the connection would come back still inside the
 * transaction, every later request on it running in a transaction nobody commits (a transfer answered Completed
 * and never written) or that another request's COMMIT writes. Such a connection is closed instead: the server
 * rolls back what it held.
 */
export function givenBackIdle(client: pg.PoolClient): pg.PoolClient {
  const release = client.release;
  client.release = ((error?: Error | boolean) =>
    release(
      error || (inTransaction(client) ? new Error("Released inside a transaction") : undefined),
    )) as typeof release;
  return client;
}

/** Whether the server last said this connection is in a transaction (T) or a failed one (E), not idle (I). */
export function inTransaction(client: pg.ClientBase): boolean {
  const status = (client as pg.ClientBase & { getTransactionStatus?: () => string | null }).getTransactionStatus?.();
  return status === "T" || status === "E";
}

/** PgBouncer's answer to a server setting in the startup packet ("unsupported startup parameter: statement_timeout"). */
export function refusesStartupSettings(error: unknown): boolean {
  return error instanceof Error && /unsupported startup parameter/i.test(error.message);
}

/**
 * Options for the short transactions that move money. Many requests for one wallet queue on its row lock, so
 * a transaction may wait longer than Prisma's 2-second default for a connection without anything being wrong.
 */
export const MONEY_TX = { maxWait: 10_000, timeout: 20_000 } as const;
