import { availableParallelism } from "node:os";
import type { Config } from "jest";
import nextJest from "next/jest.js";

// next/jest compiles TypeScript with Next's own SWC, as the app is compiled.
const createJestConfig = nextJest({ dir: "./" });

const shared = {
  testEnvironment: "node",
  moduleNameMapper: {
    // "server-only" throws outside React Server Components; tests run server code directly.
    "^server-only$": "<rootDir>/src/test/empty-module.ts",
    // There is no request outside Next: server code under test gets English texts (src/test/next-intl-server.ts).
    "^next-intl/server$": "<rootDir>/src/test/next-intl-server.ts",
    "^@/(.*)$": "<rootDir>/src/$1",
  },
  testPathIgnorePatterns: ["/node_modules/", "/.next/", "/e2e/", "/.data/"],
};

export default async function config(): Promise<Config> {
  const unit = await createJestConfig({
    ...shared,
    displayName: "unit",
    testMatch: ["<rootDir>/{src,scripts,prisma,test}/**/*.test.{ts,tsx}"],
    testPathIgnorePatterns: [...shared.testPathIgnorePatterns, "\\.integration\\.test\\."],
  })();
  const integration = await createJestConfig({
    ...shared,
    displayName: "integration",
    testMatch: ["<rootDir>/{src,scripts,prisma,test}/**/*.integration.test.{ts,tsx}"],
    globalSetup: "<rootDir>/src/test/integration-setup.ts",
    setupFiles: ["<rootDir>/src/test/integration-env.ts"],
    globalTeardown: "<rootDir>/src/test/integration-teardown.ts",
  })();
  // testTimeout is a global option (a project's own is ignored). Integration files copy a template database
  // and run against an embedded server; 30 s covers that on a busy 2-core machine.
  // The contract server's OpenAPI validator reads the document with an ES-module-only dependency, and
  // next-intl (with the packages it formats with) ships only ES modules.
  for (const project of [unit, integration]) {
    project.transformIgnorePatterns = [
      "/node_modules/(?!(@apidevtools/json-schema-ref-parser|next-intl|use-intl|icu-minify|@formatjs|intl-messageformat)/)",
      "^.+\\.module\\.(css|sass|scss)$",
    ];
  }
  // Three files for two cores: integration files each copy a database of their own and spend much of their time
  // waiting on PostgreSQL and on timers, so one a core left a third of two cores idle. On this 2-core machine,
  // the whole Jest run took 295 s on two workers, 238 s on three and 220 s on four; four left the slowest files
  // near their timeouts when anything else ran beside them, so three (docs/testing.md).
  // (A number: Jest reads a percentage above 100% as that many workers.)
  return {
    projects: [unit, integration],
    testTimeout: 30_000,
    maxWorkers: Math.max(2, Math.floor(availableParallelism() * 1.5)),
  };
}
