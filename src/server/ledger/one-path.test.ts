import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

// One path per rule: the ledger is written only by the post_entry function (postEntry calls it), and the
// idempotency keys only by idempotency.ts and the SQL functions it owns. This fails when code goes around them.
const ROOT = path.join(__dirname, "../../..");

function sources(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "generated" || entry.name === "test" ? [] : sources(relative);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [relative] : [];
  });
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
