// npm run db:drift - fails when schema.prisma and prisma/migrations disagree (a model changed without a
// migration, or a migration edited by hand), printing the SQL that would reconcile them.
import { diffMigrationsToSchema } from "./lib/migrate";
import { startScratchServer } from "./lib/scratch-server";
import { runMain } from "./lib/cli";

async function main(): Promise<number> {
  const server = await startScratchServer(process.env.DATABASE_URL);
  try {
    const script = await diffMigrationsToSchema(server.adminUrl);
    if (!script.trim()) {
      console.log("schema.prisma and prisma/migrations agree.");
      return 0;
    }
    console.error(
      "schema.prisma and prisma/migrations disagree. Write a migration (npm run db:migration -- <name>) for:\n",
    );
    console.error(script);
    return 1;
  } finally {
    await server.stop();
  }
}

// 1 means the two disagree; 2 means the check itself could not run.
runMain(main, 2);
