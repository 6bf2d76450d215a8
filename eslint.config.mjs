// ESLint: Next's rules (core web vitals, TypeScript), and the house's own: where the database client and the
// ledger's tables may be reached from. `npm run lint`; `npm test` runs it first.
import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";
import { untranslatedText } from "./scripts/eslint/untranslated-text.mjs";

// The capability modules, each a folder of src/server with an index.ts; web is the layer above them.
const MODULES = ["platform", "auth", "identity", "money", "notify", "documents", "support", "vendors", "web"];
const WEB = "web";

const DB_ONLY_IN_ROUTES =
  "Take the database (or a transaction) as the first argument; only routes and pages import it.";

/** One no-restricted-imports per kind of file: ESLint keeps only the last setting of a rule for a file. */
function importRules() {
  const frontDoor = (except) => ({
    regex: `^@/server/(${MODULES.filter((m) => m !== except).join("|")})/`,
    message: "Import the module's front door, @/server/<module> (its index.ts), not a file inside it.",
  });
  const noDb = {
    paths: [{ name: "@/server/db", message: DB_ONLY_IN_ROUTES }],
    patterns: [{ regex: "^\\.{1,2}/(\\.\\./)*db$", message: DB_ONLY_IN_ROUTES }],
  };
  const below = (module) => ({
    paths: [
      ...noDb.paths,
      ...(module === WEB
        ? []
        : [
            {
              name: "@/server/web",
              message: "A module does not reach for the request: the route passes what it needs.",
            },
            { name: "@/server/jobs", message: "The job list is a composition root: modules export the jobs' work." },
          ]),
    ],
    patterns: [...noDb.patterns, frontDoor(module)],
  });
  return [
    {
      files: ["src/**/*.{ts,tsx}"],
      ignores: ["src/server/**", ...TESTS],
      rules: { "no-restricted-imports": ["error", { patterns: [frontDoor(null)] }] },
    },
    {
      files: ["src/server/*.{ts,tsx}"],
      ignores: ["src/server/db.ts", ...TESTS],
      rules: {
        "no-restricted-imports": ["error", { paths: noDb.paths, patterns: [...noDb.patterns, frontDoor(null)] }],
      },
    },
    ...MODULES.map((module) => ({
      files: [`src/server/${module}/**/*.{ts,tsx}`],
      ignores: module === WEB ? ["src/server/web/session.ts", "src/server/web/staff-session.ts", ...TESTS] : TESTS,
      rules: { "no-restricted-imports": ["error", below(module)] },
    })),
    {
      files: ["src/server/web/session.ts", "src/server/web/staff-session.ts"],
      rules: { "no-restricted-imports": ["error", { patterns: [frontDoor(WEB)] }] },
    },
  ];
}

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
    "src/server/vendors/paystack/paystack-api.ts",
    "src/server/vendors/dojah/identity/dojah-kyc-api.ts",
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
  // Where code may import from. Every capability module under src/server has one front door, its index.ts:
  // routes, pages, the web layer and the other modules import `@/server/<module>`, never a file inside it. A
  // module never imports the layer above it (web: requests, cookies, the session) nor the process's database
  // client: services take the database (or a transaction) first, and only routes, pages, instrumentation and
  // web/session.ts hold the client. docs/decisions/modules.md says why the house is cut this way.
  ...importRules(),
  {
    // Every text a screen shows goes through next-intl (scripts/eslint/untranslated-text.mjs). The sandbox's
    // pages stand in for a vendor's own (a bank's 3-D Secure page, the SMS and email inbox), in its words.
    files: ["src/components/**/*.tsx", "src/app/**/*.tsx"],
    ignores: ["src/app/sandbox/**", ...TESTS],
    plugins: { veil: { rules: { "untranslated-text": untranslatedText } } },
    rules: { "veil/untranslated-text": "error" },
  },
  {
    // One path per rule: the ledger is written only by post_entry (postEntry calls it), and the idempotency keys
    // are reached only by idempotency.ts and the SQL functions it owns.
    files: ["src/**/*.{ts,tsx}", "prisma/seed.ts"],
    ignores: ["src/server/platform/idempotency/idempotency.ts", ...TESTS],
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
          message: "Idempotency keys are claimed and answered only by src/server/platform/idempotency/idempotency.ts.",
        },
        {
          selector: "CallExpression[callee.object.property.name='idempotencyKey']",
          message: "Idempotency keys are claimed and answered only by src/server/platform/idempotency/idempotency.ts.",
        },
      ],
    },
  },
]);
