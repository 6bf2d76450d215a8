// npm run db:migration -- <name> - writes prisma/migrations/<timestamp>_<name>/migration.sql from the
// difference between the migrations and schema.prisma (as `prisma migrate dev --create-only`). The diff
// replays the migrations on a scratch database: on DATABASE_URL's server if set, else an embedded one.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { startEmbeddedPostgres } from "./lib/embedded-postgres";
import { freePort } from "./lib/pg-admin";
import { loadDotEnv } from "./lib/local-database";
import { createMigration } from "./lib/migrate";
import { migrationFolderName } from "./lib/migrations";

async function main() {
  const name = process.argv.slice(2).join(" ");
  migrationFolderName(name); // refuses an empty name before any database starts
  loadDotEnv(true);
  let url = process.env.DATABASE_URL;
  let stop = async () => {};
  if (!url) {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "veil-migration-"));
    const server = await startEmbeddedPostgres({ dataDir: path.join(dataDir, "pg"), port: await freePort() });
    url = server.url("postgres");
    stop = async () => {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    };
  }
  try {
    const file = await createMigration(url, name);
    console.log(file ? `Wrote ${path.relative(process.cwd(), file)}` : "schema.prisma and the migrations agree: nothing to write.");
  } finally {
    await stop();
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
