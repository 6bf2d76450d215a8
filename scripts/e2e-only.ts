// Runs Playwright alone against the production build already made (`npm run build`), on a throwaway
// database: `npx tsx scripts/e2e-only.ts e2e/settings.spec.ts --project=phone`. For working on one spec;
// `npm test` runs everything.
import { spawn } from "node:child_process";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { ROOT } from "./lib/migrations";
import { startScratchServer } from "./lib/scratch-server";
import { runMain } from "./lib/cli";
import { e2eEnvironment } from "./lib/e2e-environment";

async function main(): Promise<number> {
  mkdirSync(path.join(ROOT, ".data", "test-results"), { recursive: true });
  const server = await startScratchServer(process.env.TEST_DATABASE_URL);
  try {
    const env = { ...process.env, ...(await e2eEnvironment(server.adminUrl)) };
    return await new Promise<number>((resolve) => {
      const child = spawn(path.join(ROOT, "node_modules", ".bin", "playwright"), ["test", ...process.argv.slice(2)], {
        cwd: ROOT,
        env,
        stdio: "inherit",
      });
      child.on("exit", (code) => resolve(code ?? 1));
    });
  } finally {
    await server.stop();
  }
}

runMain(main);
