// A database that stops answering after the pool has warmed up (PostgreSQL stopped with SIGSTOP): the
// default timeouts give the request up within a few seconds, as a 503, not after a quarter of a minute.
import net from "node:net";
import { createPrismaClient, DEFAULT_TIMEOUTS, poolTimeouts, transactionTimeouts } from "@/server/prisma-client";
import { errorResponse } from "@/server/http/api-error";
import { DATABASE_UNAVAILABLE, PAYMENT_UNCONFIRMED } from "@/server/http/database-unavailable";
import { createTestDatabase, type TestDatabase } from "@/test/test-database";

jest.setTimeout(30_000);

let t: TestDatabase;
let relay: net.Server;
let stalled = false;
const sockets: net.Socket[] = [];

/** Relays to the test database until `stalled` is set; then it holds every byte, as a stopped server would. */
function startRelay(port: number, host: string): Promise<number> {
  relay = net.createServer((client) => {
    const server = net.connect(port, host);
    sockets.push(client, server);
    client.on("data", (chunk) => void (stalled || server.write(chunk)));
    server.on("data", (chunk) => void (stalled || client.write(chunk)));
    client.on("error", () => server.destroy());
    server.on("error", () => client.destroy());
  });
  return new Promise((resolve) =>
    relay.listen(0, "127.0.0.1", () => resolve((relay.address() as net.AddressInfo).port)),
  );
}

beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await new Promise((resolve) => relay?.close(resolve));
  await t.drop();
});

describe("the default database timeouts", () => {
  it("give up a stalled statement on a warm connection within a few seconds", () => {
    expect(DEFAULT_TIMEOUTS).toEqual({ connectMs: 5_000, statementMs: 5_000 });
    expect(poolTimeouts(DEFAULT_TIMEOUTS, true)).toEqual({ query_timeout: 6_000, connectionTimeoutMillis: 10_000 });
    expect(transactionTimeouts(DEFAULT_TIMEOUTS)).toMatchObject({ statement_timeout: 5_000, lock_timeout: 4_000 });
  });

  it("answer 503 within a few seconds when the database stalls under a warm pool", async () => {
    const target = new URL(t.url);
    const port = await startRelay(Number(target.port), target.hostname);
    target.host = `127.0.0.1:${port}`;
    const client = createPrismaClient(target.toString(), 2);
    const log = jest.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      await client.$queryRaw`SELECT 1`;
      stalled = true;
      const started = performance.now();
      const error = await client.$queryRaw`SELECT 1`.then(
        () => null,
        (thrown: unknown) => thrown,
      );
      expect(performance.now() - started).toBeLessThan(8_000);
      const answer = errorResponse(error);
      expect(answer.status).toBe(503);
      expect(await answer.json()).toEqual({ message: DATABASE_UNAVAILABLE });
      // A payment's statement may still commit after the stall: its answer says to look before paying again.
      const payment = new Request("http://localhost/api/transfer", { headers: { "Idempotency-Key": "veil-k" } });
      expect(await errorResponse(error, payment).json()).toEqual({ message: PAYMENT_UNCONFIRMED });
    } finally {
      for (const socket of sockets) socket.destroy();
      await client.$disconnect().catch(() => undefined);
      log.mockRestore();
    }
  });
});
