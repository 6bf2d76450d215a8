import type pg from "pg";

/**
 * Waits until `count` of the test database's connections wait for a lock, so a race is at the step the test
 * set it up to reach before the next one starts.
 */
export async function lockWaiters(sql: pg.Pool, count: number, timeoutMs = 20_000): Promise<void> {
  for (const until = Date.now() + timeoutMs; Date.now() < until;) {
    const { rows } = await sql.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_stat_activity
        WHERE datname = current_database() AND wait_event_type = 'Lock'`,
    );
    if (rows[0]!.n >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const { rows } = await sql.query(
    `SELECT wait_event_type, state, left(query, 120) AS query FROM pg_stat_activity WHERE datname = current_database()`,
  );
  throw new Error(
    `Fewer than ${count} connections waited for a lock within ${timeoutMs} ms: ${JSON.stringify(rows, null, 1)}`,
  );
}

/** A connection of its own holding the wallet's row lock until `release` is called, as a transfer would. */
export async function holdWallet(sql: pg.Pool, userId: string): Promise<{ release(): Promise<void> }> {
  const client = await sql.connect();
  await client.query("BEGIN");
  await client.query(`SELECT 1 FROM wallets WHERE user_id = $1::uuid FOR UPDATE`, [userId]);
  return {
    async release() {
      await client.query("COMMIT");
      client.release();
    },
  };
}
