// Where the end-to-end run leaves what the secrets audit reads (under .data/test-results, which npm test
// empties before each run).
import path from "node:path";

const RESULTS = path.join(__dirname, "..", ".data", "test-results");

/** Everything the server printed during the run (scripts/run.ts copies it there when asked). */
export const SERVER_LOG = path.join(RESULTS, "server.log");

/** The same for the second server behind the round robin (playwright.config.ts). */
export const SECOND_SERVER_LOG = path.join(RESULTS, "server-2.log");

/** The same for the server on Paystack's rails (playwright.config.ts). */
export const RAILS_SERVER_LOG = path.join(RESULTS, "server-paystack.log");

/** One JSON line per test: every URL its browser requested, and its localStorage and sessionStorage. */
export const OBSERVED_DIR = path.join(RESULTS, "observed");

/** Secrets the tests typed (BVNs, passwords), one per line, so the audit knows what to look for. */
export const TYPED_SECRETS = path.join(RESULTS, "typed-secrets.txt");
