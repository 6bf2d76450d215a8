// ESLint: Next's rules (core web vitals, TypeScript), and the house's own: where the database client and the
// ledger's tables may be reached from. `npm run lint`; `npm test` runs it first.
import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

const TESTS = ["**/*.test.ts", "**/*.test.tsx", "src/test/**", "e2e/**", "test/**", "scripts/bench/**"];

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores([
    ".next/**",
    ".data/**",
    "src/generated/**",
    "bench/**",
    "next-env.d.ts",
    // Generated from the vendors' OpenAPI documents (npm run paystack:types, dojah:types).
    "src/server/providers/paystack/paystack-api.ts",
    "src/server/providers/identity/dojah/dojah-kyc-api.ts",
  ]),
  {
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        {
          argsIgnorePattern: "^_",
          varsIgnorePattern: "^_",
          destructuredArrayIgnorePattern: "^_",
          ignoreRestSiblings: true,
        },
      ],
      // These check that a component is safe for the React Compiler, which Veil does not use: loading data or
      // reading the browser in an effect is how its components are written.
      "react-hooks/set-state-in-effect": "off",
      "react-hooks/refs": "off",
      "react-hooks/immutability": "off",
      "react-hooks/incompatible-library": "off",
    },
  },
  {
    // Reports and results read as JSON.
    files: ["scripts/**"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
  {
    files: TESTS,
    rules: {
      // JSON answers and mocks are read loosely in tests.
      "@typescript-eslint/no-explicit-any": "off",
      "@typescript-eslint/no-require-imports": "off",
      // Playwright's fixtures hand over with `use`, which is not React's.
      "react-hooks/rules-of-hooks": "off",
    },
  },
  {
    // One way to reach the database: services take it (or a transaction) first; only the composition roots
    // import the process's client (route handlers, pages, instrumentation, and session.ts under src/server).
    files: ["src/server/**/*.{ts,tsx}"],
    ignores: ["src/server/db.ts", "src/server/session.ts", ...TESTS],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "@/server/db",
              message: "Take the database (or a transaction) as the first argument; only routes and pages import it.",
            },
          ],
          patterns: [
            {
              regex: "^\\.{1,2}/(\\.\\./)*db$",
              message: "Take the database (or a transaction) as the first argument; only routes and pages import it.",
            },
          ],
        },
      ],
    },
  },
  {
    // One path per rule: the ledger is written only by post_entry (postEntry calls it), and the idempotency keys
    // are reached only by idempotency.ts and the SQL functions it owns.
    files: ["src/**/*.{ts,tsx}", "prisma/seed.ts"],
    ignores: ["src/server/idempotency/idempotency.ts", ...TESTS],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: 'TemplateElement[value.raw=/INTO\\s+"?(postings|ledger_entries)\\b/i]',
          message: "Post to the ledger through postEntry (SQL post_entry), the one path that keeps it balanced.",
        },
        {
          selector:
            "CallExpression[callee.object.property.name=/^(posting|ledgerEntry)$/][callee.property.name=/^(create|createMany|update|updateMany|upsert|delete|deleteMany)$/]",
          message: "Post to the ledger through postEntry (SQL post_entry), the one path that keeps it balanced.",
        },
        {
          selector: "TemplateElement[value.raw=/idempotency_keys/]",
          message: "Idempotency keys are claimed and answered only by src/server/idempotency/idempotency.ts.",
        },
        {
          selector: "CallExpression[callee.object.property.name='idempotencyKey']",
          message: "Idempotency keys are claimed and answered only by src/server/idempotency/idempotency.ts.",
        },
      ],
    },
  },
]);
