import type { Config } from "jest";
import nextJest from "next/jest.js";

// next/jest compiles TypeScript with Next's own SWC, as the app is compiled.
const createJestConfig = nextJest({ dir: "./" });

const shared = {
  testEnvironment: "node",
  moduleNameMapper: {
    // "server-only" throws outside React Server Components; tests run server code directly.
    "^server-only$": "<rootDir>/src/test/empty-module.ts",
    "^@/(.*)$": "<rootDir>/src/$1",
  },
  testPathIgnorePatterns: ["/node_modules/", "/.next/", "/e2e/", "/.data/"],
};

export default async function config(): Promise<Config> {
  const unit = await createJestConfig({
    ...shared,
    displayName: "unit",
    testMatch: ["<rootDir>/{src,scripts,prisma}/**/*.test.{ts,tsx}"],
    testPathIgnorePatterns: [...shared.testPathIgnorePatterns, "\\.integration\\.test\\."],
  })();
  const integration = await createJestConfig({
    ...shared,
    displayName: "integration",
    testMatch: ["<rootDir>/{src,scripts,prisma}/**/*.integration.test.{ts,tsx}"],
    globalSetup: "<rootDir>/src/test/integration-setup.ts",
    setupFiles: ["<rootDir>/src/test/integration-env.ts"],
    globalTeardown: "<rootDir>/src/test/integration-teardown.ts",
    // Each file migrates its own database from a template; 30 s covers a cold embedded server on a busy machine.
    testTimeout: 30_000,
  })();
  return { projects: [unit, integration] };
}
