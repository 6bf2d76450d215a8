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
  // A worker a core: the files that time the request thread (password-pool.test.ts) need a core to themselves,
  // and a third worker on two cores starved them (docs/testing.md has the runs).
  return { projects: [unit, integration], testTimeout: 30_000, maxWorkers: "100%" };
}
