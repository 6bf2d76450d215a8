// One fresh, migrated database per test file, copied from the template made in integration-setup.ts.
import { randomBytes } from "node:crypto";
import pg from "pg";
import { createPrismaClient, type Database } from "@/server/platform/database/prisma-client";
import { dropDatabase, ensureDatabase, withDatabase } from "../../scripts/lib/pg-admin";

export type TestDatabase = { url: string; db: Database; sql: pg.Pool; drop(): Promise<void> };

export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const template = process.env.VEIL_TEMPLATE_DATABASE;
  if (!adminUrl || !template) throw new Error("Integration tests run under Jest's integration project (npm test).");
  const name = `veil_test_${randomBytes(6).toString("hex")}`;
  await ensureDatabase(adminUrl, name, { template });
  const url = withDatabase(adminUrl, name);
  const db = createPrismaClient(url);
  const sql = new pg.Pool({ connectionString: url, max: 4 });
  // An idle connection the server ends (a restart, a forced drop) must not crash the test file: pg.Pool
  // re-emits it as an "error" event, which Node throws when nobody listens. Queries still fail loudly.
  sql.on("error", (error) => console.warn(`Test database ${name}: idle connection ended: ${error.message}`));
  return {
    url,
    db,
    sql,
    async drop() {
      await db.$disconnect();
      await sql.end();
      await dropDatabase(adminUrl, name);
    },
  };
}
