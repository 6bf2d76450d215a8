// Two deploys that run db:migrate on one database at the same moment: one applies the migrations, the other
// waits for it (however long it takes) and finds them applied; neither fails, and each migration is applied once.
import { spawn } from "node:child_process";
import { readdirSync } from "node:fs";
import pg from "pg";
import { MIGRATIONS_DIR, ROOT } from "./migrations";
import { dropDatabase, ensureDatabase, withDatabase } from "./pg-admin";

jest.setTimeout(180_000);

function migrate(databaseUrl: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [require.resolve("tsx/cli"), "scripts/db-migrate.ts"], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: databaseUrl, DATABASE_URL_UNPOOLED: "" },
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("close", (code) => resolve({ code, output }));
  });
}

const adminUrl = () => process.env.TEST_DATABASE_URL!;

/** A fresh, empty database for one test, dropped after it. */
function emptyDatabase(suffix: string): { url(): string } {
  const name = `veil_migrate_${suffix}_${process.pid}`;
  beforeAll(async () => {
    await dropDatabase(adminUrl(), name);
    await ensureDatabase(adminUrl(), name);
  });
  afterAll(async () => {
    await dropDatabase(adminUrl(), name);
  });
  return { url: () => withDatabase(adminUrl(), name) };
}

async function appliedMigrations(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(
      "SELECT migration_name, count(*)::int AS n, bool_and(finished_at IS NOT NULL) AS finished FROM _prisma_migrations GROUP BY 1 ORDER BY 1",
    );
    return rows;
  } finally {
    await client.end();
  }
}

const committed = () =>
  readdirSync(MIGRATIONS_DIR)
    .filter((folder) => /^\d{14}_/.test(folder))
    .sort();

describe("db:migrate runs racing on one empty database", () => {
  const database = emptyDatabase("race");

  it("all succeed, one applies, and every migration is applied and recorded once", async () => {
    const runs = await Promise.all([migrate(database.url()), migrate(database.url()), migrate(database.url())]);
    for (const run of runs)
      expect({ code: run.code, output: run.output }).toEqual({ code: 0, output: expect.any(String) });
    const applied = runs.filter((run) => run.output.includes("Applied:"));
    expect(applied).toHaveLength(1);
    expect(applied[0]!.output).toContain(`Applied: ${committed().join(", ")}`);
    expect(runs.filter((run) => run.output.includes("No pending migrations."))).toHaveLength(2);
    expect(await appliedMigrations(database.url())).toEqual(
      committed().map((migration_name) => ({ migration_name, n: 1, finished: true })),
    );
  });
});

describe("db:migrate while another deploy's migration runs longer than 10 s", () => {
  const database = emptyDatabase("slow");

  it("waits for it, past the schema engine's own 10-second wait, and then applies", async () => {
    // What a deploy in the middle of a long migration holds: Veil's lock and the schema engine's own.
    const other = new pg.Client({ connectionString: database.url() });
    await other.connect();
    try {
      await other.query("SELECT pg_advisory_lock(72707370), pg_advisory_lock(72707369)");
      const running = migrate(database.url());
      await new Promise((resolve) => setTimeout(resolve, 20_000));
      await other.query("SELECT pg_advisory_unlock_all()");
      const run = await running;
      expect(run.output).toContain(`Applied: ${committed().join(", ")}`);
      expect(run.code).toBe(0);
    } finally {
      await other.end();
    }
  });
});
