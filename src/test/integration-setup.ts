// Jest global setup for integration tests: a PostgreSQL server and a migrated template database that each
// test file copies (CREATE DATABASE ... TEMPLATE takes milliseconds; migrating takes a second).
import { execFileSync } from "node:child_process";
import { ROOT } from "../../scripts/lib/migrations";
import { dropDatabase, ensureDatabase, withDatabase } from "../../scripts/lib/pg-admin";
import { startScratchServer } from "../../scripts/lib/scratch-server";

export default async function setup() {
  const server = await startScratchServer(process.env.TEST_DATABASE_URL);
  (globalThis as Record<string, unknown>).veilScratchServer = server;
  process.env.TEST_DATABASE_URL = server.adminUrl;
  const template = `veil_template_${process.pid}`;
  await dropDatabase(server.adminUrl, template);
  await ensureDatabase(server.adminUrl, template);
  // The schema engine is WebAssembly loaded as an ES module, which Jest's module system does not run:
  // migrations are applied by the same script a developer runs, in its own process.
  execFileSync(process.execPath, [require.resolve("tsx/cli"), "scripts/db-migrate.ts"], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: withDatabase(server.adminUrl, template), DATABASE_URL_UNPOOLED: "" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  process.env.VEIL_TEMPLATE_DATABASE = template;
}
