// npm run db:migration -- <name> - writes prisma/migrations/<timestamp>_<name>/migration.sql from the
// difference between the migrations and schema.prisma (as `prisma migrate dev --create-only`). The diff
// replays the migrations on a scratch database: on DATABASE_URL's server if set, else an embedded one.
import path from "node:path";
import { loadDotEnv } from "./lib/local-database";
import { createMigration } from "./lib/migrate";
import { migrationFolderName } from "./lib/migrations";
import { startScratchServer } from "./lib/scratch-server";
import { runMain } from "./lib/cli";

async function main() {
  const name = process.argv.slice(2).join(" ");
  migrationFolderName(name); // refuses an empty name before any database starts
  loadDotEnv(true);
  const server = await startScratchServer(process.env.DATABASE_URL);
  try {
    const file = await createMigration(server.adminUrl, name);
    console.log(
      file
        ? `Wrote ${path.relative(process.cwd(), file)}`
        : "schema.prisma and the migrations agree: nothing to write.",
    );
  } finally {
    await server.stop();
  }
}

runMain(main);
