// npm run function-bundles - after `next build`: each server function's size from the build's traces, and a
// failure when one is over budget or ships a development-only package (scripts/lib/function-bundles.ts).
import path from "node:path";
import { ROOT } from "./lib/migrations";
import { bundleProblems, functionBundles, FUNCTION_BUDGET_BYTES } from "./lib/function-bundles";
import { runMain } from "./lib/cli";

async function main(): Promise<number> {
  const bundles = functionBundles(path.join(ROOT, ".next")).sort((a, b) => b.bytes - a.bytes);
  for (const bundle of bundles.slice(0, 5)) {
    console.log(`${(bundle.bytes / 1048576).toFixed(1).padStart(6)} MB  ${bundle.files} files  ${bundle.name}`);
  }
  console.log(`${bundles.length} functions; budget ${FUNCTION_BUDGET_BYTES / 1048576} MB each.`);
  const problems = bundleProblems(bundles);
  for (const problem of problems) console.error(problem);
  return problems.length ? 1 : 0;
}

runMain(main);
