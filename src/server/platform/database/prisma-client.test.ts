import { beginWithTimeouts, DEFAULT_TIMEOUTS, isPooled, poolTimeouts } from "./prisma-client";

const POOLED = "postgresql://veil:s@ep-x-pooler.example/veil";
const DIRECT = "postgresql://veil:s@ep-x.example/veil";

describe("the database client through a transaction-mode pooler", () => {
  it("treats DATABASE_URL as pooled only when DATABASE_URL_UNPOOLED is set and differs", () => {
    expect(isPooled(POOLED, DIRECT)).toBe(true);
    expect(isPooled(DIRECT, DIRECT)).toBe(false);
    expect(isPooled(DIRECT, undefined)).toBe(false);
    expect(isPooled(DIRECT, "")).toBe(false);
  });

  it("also treats a URL with Prisma's pgbouncer=true flag as pooled", () => {
    expect(isPooled("postgresql://veil:s@db.example:6543/postgres?pgbouncer=true", undefined)).toBe(true);
    expect(isPooled("postgresql://veil:s@db.example:6543/postgres?pgbouncer=false", undefined)).toBe(false);
  });

  it("sends no server setting at connection start through a pooler, which PgBouncer refuses", () => {
    expect(Object.keys(poolTimeouts(DEFAULT_TIMEOUTS, true)).sort()).toEqual([
      "connectionTimeoutMillis",
      "query_timeout",
    ]);
  });

  it("sends the server's deadlines at connection start on a direct URL, so a statement alone has them too", () => {
    expect(poolTimeouts(DEFAULT_TIMEOUTS, false)).toEqual({
      connectionTimeoutMillis: 10_000,
      query_timeout: 6_000,
      statement_timeout: 5_000,
      lock_timeout: 4_000,
      idle_in_transaction_session_timeout: 30_000,
    });
  });

  it("opens each transaction with its server deadlines in the same message as BEGIN", () => {
    expect(beginWithTimeouts(DEFAULT_TIMEOUTS)).toBe(
      "BEGIN; SET LOCAL statement_timeout = 5000; SET LOCAL lock_timeout = 4000; " +
        "SET LOCAL idle_in_transaction_session_timeout = 30000",
    );
  });
});
