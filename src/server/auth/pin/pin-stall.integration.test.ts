// A database that stalls between running a PIN's counting statement and answering it: the server gives the
// request up as a 503 ("we couldn't confirm this payment yet"), so the try must not be kept. The app reaches
// PostgreSQL through a relay that can hold its answers (scripts/lib/stallable-relay.ts).
import type { TestDatabase } from "@/test/test-database";
import { useAppDatabase } from "@/test/api-harness";
import { startRelay, type Relay } from "../../../../scripts/lib/stallable-relay";
import { fundedUser, transfer } from "@/test/money";
import { PAYMENT_UNCONFIRMED } from "@/server/platform/http/database-unavailable";
import { english } from "@/test/english";
import { PIN_LOCKED } from "@/lib/schemas/pin";
import { queueOwedPinLockAlerts } from "./lock-alerts";

jest.setTimeout(60_000);

let t: TestDatabase;
let close: () => Promise<void>;
let relay: Relay;

beforeAll(async () => {
  ({ t, close } = await useAppDatabase());
  // The app connects on first use: through the relay.
  relay = await startRelay(new URL(t.url));
  const target = new URL(t.url);
  target.host = `127.0.0.1:${relay.port}`;
  process.env.DATABASE_URL = target.toString();
});
afterAll(async () => {
  await close();
  await relay.close();
});

async function failedAttempts(): Promise<number[]> {
  const { rows } = await t.sql.query(`SELECT failed_attempts FROM transaction_pins ORDER BY user_id`);
  return rows.map((row: { failed_attempts: number }) => row.failed_attempts);
}

/** Until no statement of the app's is still running or waiting in a transaction on the database. */
async function settled(): Promise<void> {
  for (let wait = 0; wait < 50; wait += 1) {
    const { rows } = await t.sql.query(
      `SELECT count(*)::int AS busy FROM pg_stat_activity
        WHERE datname = current_database() AND pid <> pg_backend_pid() AND state <> 'idle'`,
    );
    if (rows[0].busy === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe("a wrong PIN whose answer the server stopped waiting for", () => {
  it("is not counted: the person was told 503, so their tries are as they were", async () => {
    const browser = await fundedUser("5000");
    expect(await failedAttempts()).toEqual([0]);
    const log = jest.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      // The counting statement (p_count true) reaches the database and runs; its answer is held.
      relay.stallAfter("check_transaction_pin", "true");
      const answer = await transfer(browser, "100", { pin: "9999" });
      expect(answer.status).toBe(503);
      expect(answer.body.message).toBe(english(PAYMENT_UNCONFIRMED));
    } finally {
      relay.resume();
      log.mockRestore();
    }
    await settled();
    expect(await failedAttempts()).toEqual([0]);

    // The next wrong PIN, answered, is the first counted.
    const next = await transfer(browser, "100", { pin: "9999" });
    expect(next.body.message).toBe("Incorrect PIN. You have 4 tries left.");
    expect(await failedAttempts()).toEqual([1]);
  });
});

describe("the wrong PIN that locks, when its alert cannot be queued at once", () => {
  it("is answered with the lock, which is committed, and the jobs send the alert it owes", async () => {
    await t.sql.query("DELETE FROM transaction_pins");
    const browser = await fundedUser("5000");
    for (const triesLeft of [4, 3, 2, 1]) {
      expect((await transfer(browser, "100", { pin: "9999" })).body.message).toContain(`${triesLeft}`);
    }
    const log = jest.spyOn(console, "warn").mockImplementation(() => undefined);
    const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      // The lock commits; the database then stalls on the alert's own transaction.
      relay.stallAt("lock_alert_owed = NULL");
      const fifth = await transfer(browser, "100", { pin: "9999" });
      expect(fifth).toMatchObject({ status: 403, body: { message: english(PIN_LOCKED) } });
    } finally {
      relay.resume();
      log.mockRestore();
      errors.mockRestore();
    }
    await settled();
    const { rows } = await t.sql.query(
      `SELECT failed_attempts, locked_until > now() AS locked, lock_alert_owed FROM transaction_pins`,
    );
    expect(rows).toEqual([{ failed_attempts: 5, locked: true, lock_alert_owed: "pin-locked" }]);
    // The jobs pay what the lock owes, once.
    expect(await queueOwedPinLockAlerts(t.db, { deadline: Date.now() + 10_000 })).toBe(1);
    const alerts = await t.sql.query(
      `SELECT count(*)::int AS n FROM outbox_messages WHERE kind = 'alert:pin-locked' AND channel = 'sms'`,
    );
    expect(alerts.rows[0].n).toBe(1);
  });
});
