// One fresh, migrated database per test file, copied from the template made in integration-setup.ts.
import { randomBytes } from "node:crypto";
import pg from "pg";
import { createPrismaClient, type Database } from "@/server/prisma-client";
import { dropDatabase } from "../../scripts/lib/pg-admin";
import { withDatabase } from "../../scripts/lib/scratch-server";

export type TestDatabase = { url: string; db: Database; sql: pg.Pool; drop(): Promise<void> };

export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const template = process.env.VEIL_TEMPLATE_DATABASE;
  if (!adminUrl || !template) throw new Error("Integration tests run under Jest's integration project (npm test).");
  const name = `veil_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
  } finally {
    await admin.end();
  }
  const url = withDatabase(adminUrl, name);
  const db = createPrismaClient(url);
  const sql = new pg.Pool({ connectionString: url, max: 4 });
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
