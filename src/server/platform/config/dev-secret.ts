import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/** Development-only keys, generated once and kept in .data/ (git-ignored), one file per variable. */
const FILES = {
  NEXTAUTH_SECRET: { file: "nextauth-secret", bytes: 48 },
  BVN_ENCRYPTION_KEY: { file: "bvn-encryption-key", bytes: 32 },
  PAYOUTS_WEBHOOK_SECRET: { file: "payouts-webhook-secret", bytes: 48 },
} as const;

export type GeneratedSecret = keyof typeof FILES;

export function developmentSecret(
  name: GeneratedSecret = "NEXTAUTH_SECRET",
  dataDir = path.join(process.cwd(), ".data"),
): string {
  const { file, bytes } = FILES[name];
  // Development only, and never a path the build should trace into the server bundle.
  const location = path.join(/*turbopackIgnore: true*/ dataDir, file);
  if (existsSync(location)) {
    const saved = readFileSync(location, "utf8").trim();
    if (Buffer.from(saved, "base64url").length >= bytes) return saved;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(bytes).toString("base64url");
  writeFileSync(location, secret + "\n", { mode: 0o600 });
  return secret;
}
