import pg from "pg";
import { onRails } from "./helpers";

/**
 * Makes a background job due now on the served app's database: its server's worker runs it within a tick, as it
 * would when its period came round. For tests of what a job does, which cannot wait twenty minutes.
 */
export async function makeJobDue(name: string): Promise<void> {
  const url = onRails() ? process.env.E2E_PAYSTACK_DATABASE_URL : process.env.DATABASE_URL;
  if (!url) throw new Error("The e2e environment names no database (npm test and scripts/e2e-only.ts set it).");
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rowCount } = await client.query(
      "UPDATE scheduled_jobs SET run_after = now(), locked_until = NULL WHERE name = $1",
      [name],
    );
    if (rowCount !== 1) throw new Error(`No job named ${name}.`);
  } finally {
    await client.end();
  }
}
