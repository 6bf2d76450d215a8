// npm run db:drift - fails when schema.prisma and prisma/migrations disagree (a model changed without a
// migration, or a migration edited by hand), printing the SQL that would reconcile them.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { startEmbeddedPostgres } from "./lib/embedded-postgres";
import { freePort } from "./lib/pg-admin";
import { diffMigrationsToSchema } from "./lib/migrate";

async function main(): Promise<number> {
  let url = process.env.DATABASE_URL;
  let stop = async () => {};
  if (!url) {
    const dir = mkdtempSync(path.join(os.tmpdir(), "veil-drift-"));
    const server = await startEmbeddedPostgres({ dataDir: path.join(dir, "pg"), port: await freePort() });
    url = server.url("postgres");
    stop = async () => {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    };
  }
  try {
    const script = await diffMigrationsToSchema(url);
    if (!script.trim()) {
      console.log("schema.prisma and prisma/migrations agree.");
      return 0;
    }
    console.error("schema.prisma and prisma/migrations disagree. Write a migration (npm run db:migration -- <name>) for:\n");
    console.error(script);
    return 1;
  } finally {
    await stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(2);
  },
);
