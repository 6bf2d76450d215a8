// What pg and Prisma's driver adapter raise when a connection pooler (PgBouncer) or the database drops a
// connection mid-request: each is "the database is unavailable", so a person reads the money-is-safe 503.
import { Prisma } from "@/generated/prisma/client";
import { isDatabaseUnavailable } from "./database-unavailable";

/** An error as pg raises it from a server's ErrorResponse. */
function pgError(code: string, message: string) {
  return Object.assign(new Error(message), { code, severity: "FATAL" });
}

/** The same error after Prisma's driver adapter wrapped it, as a Prisma query throws it. */
function throughPrisma(code: string, message: string) {
  return new Prisma.PrismaClientKnownRequestError(message, {
    code: "P2010",
    clientVersion: "7",
    meta: { driverAdapterError: { name: "DriverAdapterError", cause: { kind: "postgres", code, message } } },
  });
}

// PgBouncer reports its own refusals as FATAL errors with SQLSTATE 08P01, then closes the client connection.
const PGBOUNCER = [
  "server conn crashed?",
  "query_wait_timeout",
  "client_idle_timeout",
  "pgbouncer cannot connect to server",
  "no more connections allowed (max_client_conn)",
  "server login has been failing, try again later (server_login_retry)",
];

describe("a connection dropped by a pooler or the database", () => {
  it.each(PGBOUNCER)("PgBouncer's %p is unavailability, from pg and through Prisma", (message) => {
    expect(isDatabaseUnavailable(pgError("08P01", message))).toBe(true);
    expect(isDatabaseUnavailable(throughPrisma("08P01", message))).toBe(true);
  });

  it("a socket reset or a connection ended under a query is unavailability", () => {
    expect(isDatabaseUnavailable(Object.assign(new Error("read ECONNRESET"), { code: "ECONNRESET" }))).toBe(true);
    expect(isDatabaseUnavailable(new Error("Connection terminated unexpectedly"))).toBe(true);
    expect(isDatabaseUnavailable(new Error("Query read timeout"))).toBe(true);
    expect(isDatabaseUnavailable(pgError("57P01", "terminating connection due to administrator command"))).toBe(true);
  });

  it("a refusal of the statement itself is not", () => {
    expect(isDatabaseUnavailable(pgError("23505", "duplicate key value violates unique constraint"))).toBe(false);
    expect(isDatabaseUnavailable(pgError("42P05", 'prepared statement "session-user" already exists'))).toBe(false);
  });
});
