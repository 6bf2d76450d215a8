// The pieces of two-factor that need no database: TOTP steps, the sealed secret, recovery codes and their hash.
import { totpCodeAt, totpStep, totpUri, newTotpSecret, TOTP_PERIOD_SECONDS } from "./totp";
import { openTotpSecret, sealTotpSecret } from "./secret-vault";
import { newRecoveryCode, normalizeRecoveryCode, recoveryCodeHash } from "./recovery-codes";
import { codeOrRecoveryCode, twoFactorProofSchema } from "@/lib/schemas/two-factor";
import * as z from "@/lib/schemas/zod";

beforeAll(() => {
  process.env.DATABASE_URL = "postgresql://unused@127.0.0.1:1/unused"; // env() validates it; nothing connects
  process.env.NEXTAUTH_SECRET = "unit-test-secret-unit-test-secret-unit-test";
  process.env.BVN_ENCRYPTION_KEY = Buffer.alloc(32, 9).toString("base64");
});

const STEP_MS = TOTP_PERIOD_SECONDS * 1000;
// RFC 6238 appendix B's SHA-1 secret ("12345678901234567890") and its published code at T = 59 s.
const RFC_SECRET = "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ";

describe("TOTP", () => {
  it("matches RFC 6238's test vector", () => {
    expect(totpCodeAt(RFC_SECRET, 59_000)).toBe("287082");
    expect(totpStep(RFC_SECRET, "287082", 59_000)).toBe(1);
  });

  it("accepts the code of the step before and after now, and nothing further", () => {
    const secret = newTotpSecret();
    const now = 1_800_000_000_000;
    const step = Math.floor(now / STEP_MS);
    expect(totpStep(secret, totpCodeAt(secret, now), now)).toBe(step);
    expect(totpStep(secret, totpCodeAt(secret, now - STEP_MS), now)).toBe(step - 1);
    expect(totpStep(secret, totpCodeAt(secret, now + STEP_MS), now)).toBe(step + 1);
    expect(totpStep(secret, totpCodeAt(secret, now - 2 * STEP_MS), now)).toBeNull();
    expect(totpStep(secret, totpCodeAt(secret, now + 2 * STEP_MS), now)).toBeNull();
  });

  it("refuses anything that is not six digits", () => {
    const secret = newTotpSecret();
    const code = totpCodeAt(secret, Date.now());
    for (const typed of ["", code.slice(1), `${code}0`, ` ${code}`, "１２３４５６"]) {
      expect(totpStep(secret, typed)).toBeNull();
    }
  });

  it("names Veil as the issuer and the masked phone number as the account", () => {
    const uri = totpUri(RFC_SECRET, "+234 ••• ••• 5678");
    expect(uri).toMatch(/^otpauth:\/\/totp\/Veil:/);
    expect(uri).toContain("issuer=Veil");
    expect(uri).toContain(`secret=${RFC_SECRET}`);
    expect(decodeURIComponent(uri)).toContain("+234 ••• ••• 5678");
    expect(uri).not.toMatch(/5678.*5678/);
  });
});

describe("the authenticator secret at rest", () => {
  it("is sealed with a fresh IV each time, opens to itself, and refuses tampering", () => {
    const secret = newTotpSecret();
    const [a, b] = [sealTotpSecret(secret), sealTotpSecret(secret)];
    expect(a).not.toEqual(b);
    expect(a).not.toContain(secret);
    expect(openTotpSecret(a)).toBe(secret);
    const parts = a.split(".");
    parts[2] = Buffer.from("AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA").toString("base64url");
    expect(() => openTotpSecret(parts.join("."))).toThrow();
  });
});

describe("recovery codes", () => {
  it("are ten readable characters, different each time", () => {
    const codes = Array.from({ length: 50 }, newRecoveryCode);
    for (const code of codes) expect(code).toMatch(/^[2-9a-hjkmnp-z]{5}-[2-9a-hjkmnp-z]{5}$/);
    expect(new Set(codes).size).toBe(50);
  });

  it("are read back whatever the case, spaces or dash", () => {
    expect(normalizeRecoveryCode("ABCDE FGHJK")).toBe("abcde-fghjk");
    expect(normalizeRecoveryCode("abcdefghjk")).toBe("abcde-fghjk");
    expect(normalizeRecoveryCode("abcde-fghj")).toBeNull();
  });

  it("are kept as a keyed hash of the account and the code, never the code", () => {
    const hash = recoveryCodeHash("user-a", "abcde-fghjk");
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain("abcde");
    expect(recoveryCodeHash("user-b", "abcde-fghjk")).not.toBe(hash);
    expect(recoveryCodeHash("user-a", "abcde-fghjk")).toBe(hash);
  });
});

describe("the code fields", () => {
  it("take six digits or a recovery code, and refuse anything else with a message", () => {
    for (const good of ["123456", " 123456 ", "abcde-fghjk", "ABCDEFGHJK"]) {
      expect(z.safeParse(codeOrRecoveryCode, good).success).toBe(true);
    }
    for (const bad of ["", "12345", "1234567", "١٢٣٤٥٦", "abcd-efgh", "x".repeat(30)]) {
      const parsed = z.safeParse(codeOrRecoveryCode, bad);
      expect(parsed.success).toBe(false);
    }
    expect(z.safeParse(twoFactorProofSchema, { password: "secret1", code: "123456", extra: 1 }).success).toBe(false);
  });
});
