import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ROOT } from "./migrations";

export function generatePrismaClient(): void {
  const env = { ...process.env };
  if (!env.PRISMA_SCHEMA_ENGINE_BINARY) {
    // Any existing file stops the CLI from fetching the engine; generate does not run it.
    const placeholder = path.join(ROOT, ".data", "no-schema-engine");
    mkdirSync(path.dirname(placeholder), { recursive: true });
    if (!existsSync(placeholder)) writeFileSync(placeholder, "");
    env.PRISMA_SCHEMA_ENGINE_BINARY = placeholder;
  }
  execFileSync(process.execPath, [require.resolve("prisma/build/index.js"), "generate"], {
    cwd: ROOT,
    env,
    stdio: ["ignore", "ignore", "inherit"],
  });
}
