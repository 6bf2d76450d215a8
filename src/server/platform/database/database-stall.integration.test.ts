// A database that stops answering after the pool has warmed up (PostgreSQL stopped with SIGSTOP): the
// default timeouts give the request up within a few seconds, as a 503, not after a quarter of a minute.
import {
  createPrismaClient,
  DEFAULT_TIMEOUTS,
  poolTimeouts,
  transactionTimeouts,
} from "@/server/platform/database/prisma-client";
import { errorResponse } from "@/server/platform/http/api-error";
import { DATABASE_UNAVAILABLE, PAYMENT_UNCONFIRMED } from "@/server/platform/http/database-unavailable";
import { createTestDatabase, type TestDatabase } from "@/test/test-database";
import { startRelay, type Relay } from "../../../../scripts/lib/stallable-relay";
import { english } from "@/test/english";

jest.setTimeout(30_000);

let t: TestDatabase;
let relay: Relay | undefined;

beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await relay?.close();
  await t.drop();
});

describe("the default database timeouts", () => {
  it("give up a stalled statement on a warm connection within a few seconds", () => {
    expect(DEFAULT_TIMEOUTS).toEqual({ connectMs: 5_000, statementMs: 5_000 });
    expect(poolTimeouts(DEFAULT_TIMEOUTS, true)).toEqual({ query_timeout: 6_000, connectionTimeoutMillis: 10_000 });
    expect(transactionTimeouts(DEFAULT_TIMEOUTS)).toMatchObject({ statement_timeout: 5_000, lock_timeout: 4_000 });
  });

  it("answer 503 within a few seconds when the database stalls under a warm pool", async () => {
    relay = await startRelay(new URL(t.url));
    const target = new URL(t.url);
    target.host = `127.0.0.1:${relay.port}`;
    const client = createPrismaClient(target.toString(), 2);
    const log = jest.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      await client.$queryRaw`SELECT 1`;
      relay.stall();
      const started = performance.now();
      const error = await client.$queryRaw`SELECT 1`.then(
        () => null,
        (thrown: unknown) => thrown,
      );
      expect(performance.now() - started).toBeLessThan(8_000);
      const answer = errorResponse(error);
      expect(answer.status).toBe(503);
      expect(await answer.json()).toEqual({ message: english(DATABASE_UNAVAILABLE) });
      // A payment's statement may still commit after the stall: its answer says to look before paying again.
      const payment = new Request("http://localhost/api/transfer", { headers: { "Idempotency-Key": "veil-k" } });
      expect(await errorResponse(error, payment).json()).toEqual({ message: english(PAYMENT_UNCONFIRMED) });
    } finally {
      await relay.close();
      relay = undefined;
      await client.$disconnect().catch(() => undefined);
      log.mockRestore();
    }
  });
});
