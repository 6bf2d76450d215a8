// npm run audit:deps - `npm audit --omit=dev`: exits 1 when a production dependency has a high or critical
// advisory, 0 when none has, and 2 when the advisory service cannot be reached (this machine's registry
// mirror refuses the bulk-advisory request with 405); npm test counts that as skipped, not passed.
import { spawnSync } from "node:child_process";
import { ROOT } from "./lib/migrations";
import { auditVerdict } from "./lib/audit-verdict";

const run = spawnSync("npm", ["audit", "--omit=dev", "--json"], { cwd: ROOT, encoding: "utf8" });
const verdict = auditVerdict(run.stdout);
if (verdict.kind === "clean") {
  console.log(`npm audit --omit=dev: no high or critical advisory (${JSON.stringify(verdict.counts)}).`);
  process.exit(0);
} else if (verdict.kind === "vulnerable") {
  console.error(`npm audit --omit=dev: high or critical advisories in ${verdict.packages.join(", ")}.`);
  process.exit(1);
} else {
  console.warn(
    `npm audit --omit=dev could not be run: ${verdict.reason}. Not checked (see docs/security.md, Dependencies).`,
  );
  process.exit(2);
}
