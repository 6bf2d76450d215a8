// The migration tooling against a real PostgreSQL: the drift check, writing a migration, applying it.
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { createTestDatabase, type TestDatabase } from "@/test/test-database";
import { ROOT } from "./migrations";

function run(script: string, env: Record<string, string>, args: string[] = []) {
  const result = spawnSync(process.execPath, [require.resolve("tsx/cli"), script, ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    encoding: "utf8",
  });
  return { code: result.status, output: `${result.stdout}${result.stderr}` };
}

describe("migrations and schema.prisma", () => {
  const adminUrl = process.env.TEST_DATABASE_URL!;
  let work: string;

  beforeEach(() => {
    work = mkdtempSync(path.join(os.tmpdir(), "veil-drift-test-"));
    cpSync(path.join(ROOT, "prisma", "schema.prisma"), path.join(work, "schema.prisma"));
    cpSync(path.join(ROOT, "prisma", "migrations"), path.join(work, "migrations"), { recursive: true });
  });
  afterEach(() => rmSync(work, { recursive: true, force: true }));

  const paths = () => ({
    DATABASE_URL: adminUrl,
    VEIL_SCHEMA_PATH: path.join(work, "schema.prisma"),
    VEIL_MIGRATIONS_DIR: path.join(work, "migrations"),
  });

  function addColumn() {
    const file = path.join(work, "schema.prisma");
    const schema = readFileSync(file, "utf8");
    const changed = schema.replace(
      '  fullName       String    @map("full_name")',
      '  fullName       String    @map("full_name")\n  nickname       String?',
    );
    expect(changed).not.toBe(schema);
    writeFileSync(file, changed);
  }

  it("agree as committed", () => {
    const { code, output } = run("scripts/db-drift.ts", { DATABASE_URL: adminUrl });
    expect(output).toContain("agree");
    expect(code).toBe(0);
  });

  it("disagree when a column is added to schema.prisma without a migration", () => {
    addColumn();
    const { code, output } = run("scripts/db-drift.ts", paths());
    expect(code).toBe(1);
    expect(output).toMatch(/ALTER TABLE "users" ADD COLUMN\s+"nickname" TEXT/);
  });

  describe("a new migration", () => {
    let database: TestDatabase;
    beforeEach(async () => {
      database = await createTestDatabase();
    });
    afterEach(async () => {
      await database.drop();
    });

    it("is written by db:migration, satisfies the drift check, and is applied and recorded by db:migrate", async () => {
      addColumn();
      const written = run("scripts/db-migration.ts", paths(), ["add nickname"]);
      expect(written.code).toBe(0);
      const folder = readdirSync(path.join(work, "migrations")).find((name) => name.endsWith("_add_nickname"));
      expect(folder).toBeDefined();
      const sql = readFileSync(path.join(work, "migrations", folder!, "migration.sql"), "utf8");
      expect(sql).toMatch(/ADD COLUMN\s+"nickname" TEXT/);

      expect(run("scripts/db-drift.ts", paths()).code).toBe(0);

      // The test database already has the committed migrations (from the template); only the new one applies.
      const applied = run("scripts/db-migrate.ts", { ...paths(), DATABASE_URL: database.url });
      expect(applied.output).toContain(`Applied: ${folder}`);
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      try {
        const columns = await client.query(
          "SELECT column_name FROM information_schema.columns WHERE table_name = 'users' AND column_name = 'nickname'",
        );
        expect(columns.rowCount).toBe(1);
        const history = await client.query(
          "SELECT migration_name, finished_at, checksum FROM _prisma_migrations ORDER BY started_at",
        );
        expect(history.rows.map((row) => row.migration_name)).toEqual([
          ...readdirSync(path.join(ROOT, "prisma", "migrations"))
            .filter((n) => /^\d{14}_/.test(n))
            .sort(),
          folder,
        ]);
        expect(history.rows.every((row) => row.finished_at !== null && /^[0-9a-f]{64}$/.test(row.checksum))).toBe(true);
      } finally {
        await client.end();
      }
      expect(run("scripts/db-migrate.ts", { ...paths(), DATABASE_URL: database.url }).output).toContain(
        "No pending migrations.",
      );
    });

    it("is not written when nothing changed", () => {
      const { code, output } = run("scripts/db-migration.ts", paths(), ["nothing"]);
      expect(code).toBe(0);
      expect(output).toContain("nothing to write");
    });
  });
});
