import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { developmentSecret } from "./dev-secret";

describe("developmentSecret", () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "veil-secret-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("is generated once, kept in .data, readable only by its owner, and reused", () => {
    const first = developmentSecret("NEXTAUTH_SECRET", dir);
    expect(Buffer.byteLength(first)).toBeGreaterThanOrEqual(32);
    const file = path.join(dir, "nextauth-secret");
    expect(readFileSync(file, "utf8").trim()).toBe(first);
    expect(statSync(file).mode & 0o077).toBe(0);
    expect(developmentSecret("NEXTAUTH_SECRET", dir)).toBe(first);
  });

  it("keeps the BVN key apart from the session secret: 32 random bytes of its own", () => {
    const key = developmentSecret("BVN_ENCRYPTION_KEY", dir);
    expect(Buffer.from(key, "base64url")).toHaveLength(32);
    expect(key).not.toBe(developmentSecret("NEXTAUTH_SECRET", dir));
    expect(developmentSecret("BVN_ENCRYPTION_KEY", dir)).toBe(key);
  });
});
