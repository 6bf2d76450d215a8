// The pieces of onboarding that need no database: sealed BVNs, the signed cookie, name matching, the sandbox,
// the step forms' schemas.
import { bvnLookupHash, decryptBvn, encryptBvn } from "./identity-vault";
import { ONBOARDING_MAX_AGE_SECONDS, openOnboarding, sealOnboarding } from "./onboarding-cookie";
import { sameName } from "@/lib/names";
import { SandboxIdentityProvider } from "@/server/vendors/sandbox/sandbox-identity-provider";
import { DEMO_PERSON } from "@/server/vendors/sandbox/sandbox-people";
import {
  bvnSchema,
  CONSENT_REQUIRED,
  identityCodeSchema,
  phoneVerificationSchema,
  profileSchema,
  STATE_REQUIRED,
} from "@/lib/schemas/onboarding";
import { NIGERIAN_STATES } from "@/lib/nigerian-states";
import { english } from "@/test/english";

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

  it("judges a face by the photo's shorter side, as docs/sandbox.md says", async () => {
    const face = (side: number, height = side) =>
      sandbox.matchSelfie({
        image: { jpeg: Buffer.alloc(0), width: side, height },
        against: { kind: "bvn", number: "22345678901" },
      });
    expect(await face(480)).toMatchObject({ passed: true, score: 0.97 });
    expect(await face(640, 480)).toMatchObject({ passed: true });
    expect(await face(200)).toMatchObject({ passed: false, reason: "no-face" });
    expect(await face(301)).toMatchObject({ passed: false, reason: "many-faces" });
    expect(await face(303)).toMatchObject({ passed: false, reason: "not-same-person", score: 0.31 });
    expect(await face(307)).toMatchObject({ passed: false, reason: "not-live" });
  });

  it("keys one person by ten digits across BVN, NIN and phone", async () => {
    const byBvn = await sandbox.lookupBvn("28031234567");
    const byNin = await sandbox.lookupNin("78031234567");
    const byPhone = await sandbox.lookupPhone("+2348031234567");
    if (!byBvn.found || !byNin.found || !byPhone.found) throw new Error("the sandbox finds all three");
    expect(byNin.identity.fullName).toBe(byBvn.identity.fullName);
    expect(byPhone.identity.dateOfBirth).toBe(byBvn.identity.dateOfBirth);
    expect(byBvn.identity).toMatchObject({ nin: "78031234567", phoneNumber: "+2348031234567" });
    const noNin = await sandbox.lookupBvn("18031234567");
    expect(noNin.found && noNin.identity.nin).toBeNull();
    await expect(sandbox.lookupNin("99912345678")).rejects.toThrow("down");
  });
});

describe("the onboarding schemas", () => {
  const message = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
    result.error && english(result.error.issues[0]!.message);

  it("accept step 1 only with the consent ticked, and say so in a person's words", () => {
    expect(bvnSchema.safeParse({ bvn: "22212345678", consent: true }).success).toBe(true);
    expect(message(bvnSchema.safeParse({ bvn: "22212345678" }))).toBe(english(CONSENT_REQUIRED));
    expect(message(bvnSchema.safeParse({ bvn: "22212345678", consent: false }))).toBe(english(CONSENT_REQUIRED));
    expect(message(phoneVerificationSchema.safeParse({ phoneNumber: "8031234567", consent: "yes" }))).toBe(
      english(CONSENT_REQUIRED),
    );
  });

  it("take the code as six digits", () => {
    expect(identityCodeSchema.safeParse({ code: " 012345 " }).data).toEqual({ code: "012345" });
    expect(message(identityCodeSchema.safeParse({ code: "12345" }))).toBe("Enter the 6-digit code");
  });

  it("take a state from Nigeria's 36 and the FCT, and an optional 'Verify my face later'", () => {
    const profile = { fullName: "Ada Obi", dateOfBirth: "1990-01-02", address: "5 Broad Street, Lagos" };
    expect(NIGERIAN_STATES).toHaveLength(37);
    expect(profileSchema.safeParse({ ...profile, state: "FCT" }).success).toBe(true);
    expect(profileSchema.safeParse({ ...profile, state: "Lagos", selfieLater: true }).success).toBe(true);
    expect(message(profileSchema.safeParse({ ...profile, state: "Atlantis" }))).toBe(english(STATE_REQUIRED));
    expect(message(profileSchema.safeParse(profile))).toBe(english(STATE_REQUIRED));
  });
});

describe("the demo account's person", () => {
  it("is the one the demo account was seeded with, so the demo can add its NIN", async () => {
    const { DEMO_ACCOUNT } = await import("../../../prisma/demo-account");
    const found = await new SandboxIdentityProvider().lookupNin(`7${DEMO_ACCOUNT.phoneDigits}`);
    expect(found.found && found.identity).toMatchObject({
      fullName: DEMO_ACCOUNT.fullName,
      dateOfBirth: DEMO_PERSON.dateOfBirth,
      phoneNumber: DEMO_ACCOUNT.phoneNumber,
    });
  });
});

describe("a verified address as one line", () => {
  it("names the street, town and state once each", async () => {
    jest.mock("server-only", () => ({}));
    const { addressLine } = await import("./upgrades/address-upgrade");
    expect(addressLine({ street: "5 Pending Close, Lekki, Lagos", city: "Lekki, Lagos", state: "Lagos" })).toBe(
      "5 Pending Close, Lekki, Lagos",
    );
    expect(addressLine({ street: "25 Pending Close", city: "Lagos Island", state: "Lagos" })).toBe(
      "25 Pending Close, Lagos Island, Lagos",
    );
    expect(addressLine({ street: "3 Aso Drive", city: "Maitama", state: "FCT" })).toBe(
      "3 Aso Drive, Maitama, Federal Capital Territory (Abuja)",
    );
  });
});
