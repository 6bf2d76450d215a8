import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { developmentSecret } from "./dev-secret";

describe("developmentSecret", () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "veil-secret-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("is generated once, kept in .data, readable only by its owner, and reused", () => {
    const first = developmentSecret(dir);
    expect(Buffer.byteLength(first)).toBeGreaterThanOrEqual(32);
    const file = path.join(dir, "nextauth-secret");
    expect(readFileSync(file, "utf8").trim()).toBe(first);
    expect(statSync(file).mode & 0o077).toBe(0);
    expect(developmentSecret(dir)).toBe(first);
  });
});
