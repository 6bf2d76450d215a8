// npm run vercel-build - what Vercel runs to build a deployment: the pending migrations, then the build. Migrations
// go to DATABASE_URL_UNPOOLED when set (npm run db:migrate picks it), since a transaction-mode pooler cannot hold
// the lock that keeps two deployments building at once from applying the same migration twice.
import { spawnSync } from "node:child_process";
import { ROOT } from "./lib/migrations";
import { runMain } from "./lib/cli";

function npm(script: string): number {
  return spawnSync("npm", ["run", script], { cwd: ROOT, stdio: "inherit", env: process.env }).status ?? 1;
}

async function main(): Promise<number> {
  if (process.env.DATABASE_URL_UNPOOLED || process.env.DATABASE_URL) {
    const migrated = npm("db:migrate");
    if (migrated !== 0) return migrated;
  } else {
    console.log("No DATABASE_URL: building without applying migrations.");
  }
  return npm("build");
}

runMain(main);
