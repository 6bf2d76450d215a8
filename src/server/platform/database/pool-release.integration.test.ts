// A transaction whose statement a stalled database held past the driver's timeout: Prisma's adapter releases its
// connection after a ROLLBACK that timed out unsent, and the pool must not hand that connection, still inside
// the transaction, to the next request (found by a stranger's attack: transfers answered Completed, never
// written; a PIN change answered 503, written later by another request's COMMIT).
import { createPrismaClient } from "@/server/platform/database/prisma-client";
import { createTestDatabase, type TestDatabase } from "@/test/test-database";
import { startRelay, type Relay } from "../../../../scripts/lib/stallable-relay";

jest.setTimeout(30_000);

let t: TestDatabase;
let relay: Relay;

beforeAll(async () => {
  t = await createTestDatabase();
  await t.sql.query("CREATE TABLE stall_probe (note text)");
  relay = await startRelay(new URL(t.url));
});
afterAll(async () => {
  await relay.close();
  await t.drop();
});

it("never gives the next request a connection left inside a stalled transaction", async () => {
  const target = new URL(t.url);
  target.host = `127.0.0.1:${relay.port}`;
  // One connection, so the next request gets the same one unless it was closed; a one-second statement allowance.
  const db = createPrismaClient(target.toString(), 1, { connectMs: 1_000, statementMs: 1_000 });
  const log = jest.spyOn(console, "error").mockImplementation(() => undefined);
  try {
    await db.$queryRaw`SELECT 1`;
    // The server runs the statement; its answer is held past the driver's timeout, and then the ROLLBACK's.
    relay.stallAfter("stalled-in-transaction");
    const stalled = await db
      .$transaction(async (tx) => {
        await tx.$executeRawUnsafe("INSERT INTO stall_probe (note) VALUES ('stalled-in-transaction')");
      })
      .then(
        () => "committed",
        () => "refused",
      );
    expect(stalled).toBe("refused");
    relay.resume();

    // The next request writes, and another connection sees it written: it was not inside the stalled transaction.
    await db.sql.query("INSERT INTO stall_probe (note) VALUES ('next request')");
    const { rows } = await t.sql.query<{ note: string }>("SELECT note FROM stall_probe ORDER BY note");
    expect(rows.map((row) => row.note)).toEqual(["next request"]);
    // And the stalled one was rolled back with its closed connection, never committed by someone else's COMMIT.
    await db.$transaction(async (tx) => {
      await tx.$executeRawUnsafe("INSERT INTO stall_probe (note) VALUES ('a later transaction')");
    });
    const after = await t.sql.query<{ note: string }>("SELECT note FROM stall_probe ORDER BY note");
    expect(after.rows.map((row) => row.note)).toEqual(["a later transaction", "next request"]);
  } finally {
    log.mockRestore();
    await db.$disconnect().catch(() => undefined);
  }
});
