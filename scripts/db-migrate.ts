// npm run db:migrate - applies pending migrations to DATABASE_URL, as `prisma migrate deploy` does.
import { loadDotEnv } from "./lib/local-database";
import { applyMigrations } from "./lib/migrate";
import { runMain } from "./lib/cli";

async function main() {
  loadDotEnv(false);
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error("DATABASE_URL is not set: it names the database to migrate.");
  const applied = await applyMigrations(url);
  console.log(applied.length ? `Applied: ${applied.join(", ")}` : "No pending migrations.");
}

runMain(main);
