// The pieces of onboarding that need no database: sealed BVNs, the signed cookie, name matching, the sandbox.
import { bvnLookupHash, decryptBvn, encryptBvn } from "./bvn-vault";
import { ONBOARDING_MAX_AGE_SECONDS, openOnboarding, sealOnboarding } from "./onboarding-cookie";
import { sameName } from "@/lib/names";
import { SandboxIdentityProvider } from "@/server/providers/identity/sandbox-identity-provider";
import { SELFIE_PLACEHOLDER } from "@/lib/schemas/onboarding";

beforeAll(() => {
  process.env.DATABASE_URL = "postgresql://unused@127.0.0.1:1/unused"; // env() validates it; nothing connects
  process.env.NEXTAUTH_SECRET = "unit-test-secret-unit-test-secret-unit-test";
  process.env.BVN_ENCRYPTION_KEY = Buffer.alloc(32, 9).toString("base64");
});

describe("sealed BVNs", () => {
  it("round-trips, with a fresh ciphertext each time and no digits of the BVN in it", () => {
    const bvn = "22212345678";
    const [a, b] = [encryptBvn(bvn), encryptBvn(bvn)];
    expect(a).not.toBe(b);
    expect(a).not.toContain(bvn);
    expect(decryptBvn(a)).toBe(bvn);
    expect(bvnLookupHash(bvn)).toBe(bvnLookupHash(bvn));
    expect(bvnLookupHash(bvn)).not.toBe(bvnLookupHash("22212345679"));
  });

  it("refuses a ciphertext that was tampered with", () => {
    const sealed = encryptBvn("22212345678").split(".");
    sealed[2] = Buffer.from("00000000000").toString("base64url");
    expect(() => decryptBvn(sealed.join("."))).toThrow();
  });
});

describe("the onboarding cookie", () => {
  const id = "6f1c2b1e-3d4a-4b5c-8d9e-0a1b2c3d4e5f";

  it("opens to its onboarding id until it expires", () => {
    const now = Date.now();
    const sealed = sealOnboarding(id, now);
    expect(openOnboarding(sealed, now)).toBe(id);
    expect(openOnboarding(sealed, now + (ONBOARDING_MAX_AGE_SECONDS + 1) * 1000)).toBeNull();
  });

  it("refuses another id, a later expiry, or a missing signature", () => {
    const [, expires, mac] = sealOnboarding(id).split(".");
    expect(openOnboarding(`${id.replace("6f", "7f")}.${expires}.${mac}`)).toBeNull();
    expect(openOnboarding(`${id}.${Number(expires) + 3600}.${mac}`)).toBeNull();
    expect(openOnboarding(`${id}.${expires}`)).toBeNull();
    expect(openOnboarding(undefined)).toBeNull();
  });
});

describe("sameName", () => {
  it("ignores case, extra spaces and word order, and nothing else", () => {
    expect(sameName("Adaeze  Okafor", "OKAFOR adaeze")).toBe(true);
    expect(sameName("Adaeze Okafor", "Adaeze Okafo")).toBe(false);
    expect(sameName("Adaeze Okafor", "Adaeze Okafor Chioma")).toBe(false);
  });
});

describe("the sandbox identity provider", () => {
  const sandbox = new SandboxIdentityProvider();

  it("finds any BVN except those starting with 000, the same person every time", async () => {
    const first = await sandbox.lookupBvn("12345678901");
    expect(first).toEqual(await sandbox.lookupBvn("12345678901"));
    expect(first.found && first.identity.phoneNumber).toMatch(/^\+234[789][01]\d{8}$/);
    expect((await sandbox.lookupBvn("00012345678")).found).toBe(false);
  });

  it("finds any number except those ending in 0000", async () => {
    expect((await sandbox.lookupPhone("+2348031234567")).found).toBe(true);
    expect((await sandbox.lookupPhone("+2348031230000")).found).toBe(false);
  });

  it("matches the screen's placeholder selfie and nothing else", async () => {
    const person = await sandbox.lookupBvn("12345678901");
    if (!person.found) throw new Error("the sandbox finds this BVN");
    expect((await sandbox.matchSelfie({ imageData: SELFIE_PLACEHOLDER, identity: person.identity })).matched).toBe(
      true,
    );
    expect(
      (await sandbox.matchSelfie({ imageData: "data:image/png;base64,AA", identity: person.identity })).matched,
    ).toBe(false);
  });
});
