// npm run db:migrate - applies pending migrations to DATABASE_URL_UNPOOLED, or DATABASE_URL when that is
// unset, as `prisma migrate deploy` does.
import { loadDotEnv } from "./lib/local-database";
import { applyMigrations, migrationUrl } from "./lib/migrate";
import { runMain } from "./lib/cli";

async function main() {
  loadDotEnv(false);
  const url = migrationUrl();
  if (!url) throw new Error("DATABASE_URL is not set: it (or DATABASE_URL_UNPOOLED) names the database to migrate.");
  const applied = await applyMigrations(url);
  console.log(applied.length ? `Applied: ${applied.join(", ")}` : "No pending migrations.");
}

runMain(main);
