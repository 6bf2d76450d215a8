import { spawn } from "node:child_process";
import { expect, test } from "./fixtures";

// The production build refuses to serve with a missing or weak secret or no database, naming the variable.
function startProduction(env: Record<string, string | undefined>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [require.resolve("next/dist/bin/next"), "start", "--port", "3190"], {
      env: { PATH: process.env.PATH, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1", ...env },
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    const timer = setTimeout(() => child.kill("SIGKILL"), 20_000);
    child.on("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

const DATABASE_URL = "postgresql://veil:secret@127.0.0.1:1/veil";
const SECRET = "s".repeat(48);
const BVN_ENCRYPTION_KEY = Buffer.alloc(32, 1).toString("base64");
const PAYOUTS_WEBHOOK_SECRET = "w".repeat(48);

// Not about screen size: runs once, in the desktop project.
test.describe("a misconfigured production server", { tag: "@desktop-only" }, () => {
  test.describe.configure({ mode: "serial" });

  test("stops at boot without NEXTAUTH_SECRET", async () => {
    const { code, output } = await startProduction({ DATABASE_URL });
    expect(code).toBe(1);
    expect(output).toContain("NEXTAUTH_SECRET is missing");
  });

  test("stops at boot with a NEXTAUTH_SECRET under 32 bytes", async () => {
    const { code, output } = await startProduction({ DATABASE_URL, NEXTAUTH_SECRET: "x".repeat(31) });
    expect(code).toBe(1);
    expect(output).toContain("NEXTAUTH_SECRET is too short");
  });

  test("stops at boot without DATABASE_URL", async () => {
    const { code, output } = await startProduction({
      NEXTAUTH_SECRET: SECRET,
      BVN_ENCRYPTION_KEY,
      PAYOUTS_WEBHOOK_SECRET,
    });
    expect(code).toBe(1);
    expect(output).toContain("DATABASE_URL is missing");
  });

  test("stops at boot without BVN_ENCRYPTION_KEY", async () => {
    const { code, output } = await startProduction({ DATABASE_URL, NEXTAUTH_SECRET: SECRET });
    expect(code).toBe(1);
    expect(output).toContain("BVN_ENCRYPTION_KEY is missing");
  });

  test("stops at boot without PAYOUTS_WEBHOOK_SECRET", async () => {
    const { code, output } = await startProduction({ DATABASE_URL, NEXTAUTH_SECRET: SECRET, BVN_ENCRYPTION_KEY });
    expect(code).toBe(1);
    expect(output).toContain("PAYOUTS_WEBHOOK_SECRET is missing");
  });
});
