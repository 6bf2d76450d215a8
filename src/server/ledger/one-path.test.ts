import { readFileSync } from "node:fs";
import path from "node:path";
import { sourceFiles } from "@/test/source-files";

// One path per rule: the ledger is written only by the post_entry function (postEntry calls it), and the
// idempotency keys only by idempotency.ts and the SQL functions it owns. This fails when code goes around them.
const ROOT = path.join(__dirname, "../../..");

/** The source under `dir` (relative to the root), leaving out tests and the generated client. */
function sources(dir: string): string[] {
  return sourceFiles(
    path.join(ROOT, dir),
    (name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name),
    (full) => ["generated", "test"].includes(path.basename(full)),
  ).map((full) => path.relative(ROOT, full));
}

function filesMatching(pattern: RegExp): string[] {
  return [...sources("src"), "prisma/seed.ts"].filter((file) =>
    pattern.test(readFileSync(path.join(ROOT, file), "utf8")),
  );
}

describe("one path", () => {
  it("writes postings and ledger entries only through post_entry", () => {
    expect(
      filesMatching(/INTO\s+"?(postings|ledger_entries)"?|\b(posting|ledgerEntry)\.(create|createMany|update)/i),
    ).toEqual([]);
  });

  it("reaches the idempotency keys only from idempotency.ts", () => {
    expect(filesMatching(/idempotency_keys|idempotencyKey\.\w+\(/)).toEqual(["src/server/idempotency/idempotency.ts"]);
  });
});
