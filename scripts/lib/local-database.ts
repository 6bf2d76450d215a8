// Which database a local run uses: DATABASE_URL when it is set, otherwise a persistent embedded PostgreSQL
// under .data/postgres, migrated and seeded with the demo account.
import { execFileSync } from "node:child_process";
import path from "node:path";
import { loadEnvConfig } from "@next/env";
import { ROOT } from "./migrations";
import { startEmbeddedPostgres, type EmbeddedServer } from "./embedded-postgres";
import { applyMigrations, migrationUrl } from "./migrate";
import { generatePrismaClient } from "./prisma-generate";

export const DEFAULT_EMBEDDED_PORT = 54329;

export type LocalDatabase = { url: string; embedded: EmbeddedServer | null };

export function loadDotEnv(dev: boolean): void {
  loadEnvConfig(ROOT, dev, { info: () => {}, error: console.error });
}

export async function prepareLocalDatabase(options: { seed: boolean }): Promise<LocalDatabase> {
  generatePrismaClient();
  let embedded: EmbeddedServer | null = null;
  let url = process.env.DATABASE_URL;
  if (!url) {
    const port = Number(process.env.EMBEDDED_PG_PORT || DEFAULT_EMBEDDED_PORT);
    console.log(`No DATABASE_URL: starting the embedded PostgreSQL (data in .data/postgres, port ${port})...`);
    embedded = await startEmbeddedPostgres({ dataDir: path.join(ROOT, ".data", "postgres"), port });
    await embedded.createDatabase("veil");
    url = embedded.url("veil");
  }
  try {
    const applied = await applyMigrations(embedded ? url : migrationUrl()!);
    if (applied.length) console.log(`Applied migrations: ${applied.join(", ")}`);
    // The demo account has a published password: it goes only into the embedded database, or where asked.
    if (options.seed && (embedded || process.env.SEED_DEMO_ACCOUNT === "true")) seedDemoAccount(url);
  } catch (error) {
    await embedded?.stop();
    throw error;
  }
  return { url, embedded };
}

/**
 * The demo account is made by the app's own services, which are server-only modules: they load under the
 * react-server condition, as Next loads them, so the seed runs in a child process with that condition.
 */
function seedDemoAccount(url: string): void {
  execFileSync(
    process.execPath,
    ["--conditions=react-server", "--import", "tsx", path.join(ROOT, "prisma", "seed.ts")],
    {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: url },
      stdio: "inherit",
    },
  );
}
