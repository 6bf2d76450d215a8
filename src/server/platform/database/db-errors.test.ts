import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { ApiError } from "@/server/platform/http/api-error";
import { fromSql, SQL_REFUSALS } from "./db-errors";

const MIGRATIONS = path.join(__dirname, "../../../../prisma/migrations");

/** Every SQLSTATE of ours (VLnnn) that a migration raises. */
function raisedCodes(): string[] {
  const codes = new Set<string>();
  for (const folder of readdirSync(MIGRATIONS, { withFileTypes: true })) {
    if (!folder.isDirectory()) continue;
    const sql = readFileSync(path.join(MIGRATIONS, folder.name, "migration.sql"), "utf8");
    for (const match of sql.matchAll(/ERRCODE\s*=\s*'(VL\d{3})'/g)) codes.add(match[1]!);
  }
  return [...codes].sort();
}

describe("SQL refusals", () => {
  it("has a message for every SQLSTATE the migrations raise, and none for a code they do not", () => {
    const raised = raisedCodes();
    expect(raised.length).toBeGreaterThan(0);
    expect(Object.keys(SQL_REFUSALS).sort()).toEqual(raised);
  });

  it("words every refusal for a person: no SQLSTATE, header or function name", () => {
    for (const [code, refusal] of Object.entries(SQL_REFUSALS)) {
      const error = refusal({ code, detail: JSON.stringify({ limit: "50000.00", left: "0.00" }) });
      expect(error).toBeInstanceOf(ApiError);
      expect(error.message).not.toMatch(/VL\d{3}|send_money|post_entry|idempotency/i);
    }
  });

  it("formats the daily limit from the numbers the database applied", () => {
    const error = fromSql({ code: "VL002", detail: JSON.stringify({ limit: "50000", left: "1250.5" }) });
    expect((error as ApiError).message).toBe(
      "This transfer is above your daily limit. You can send up to ₦50,000.00 a day, and ₦1,250.50 is left today.",
    );
  });

  it("leaves any other error as it is", () => {
    const other = Object.assign(new Error("deadlock"), { code: "40P01" });
    expect(fromSql(other)).toBe(other);
  });
});
