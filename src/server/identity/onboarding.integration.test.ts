// Onboarding through its route handlers on real PostgreSQL: the server, not the browser, decides each step.
import { POST as verifyBvn } from "@/app/api/verify/bvn/route";
import { POST as verifyPhone } from "@/app/api/verify/phone/route";
import { POST as verifyBiometric } from "@/app/api/verify/biometric/route";
import { POST as verifyComplete } from "@/app/api/verify/complete/route";
import { POST as createWallet } from "@/app/api/wallet/create/route";
import { GET as me } from "@/app/api/auth/me/route";
import { SELFIE_PLACEHOLDER } from "@/lib/schemas/onboarding";
import { Browser, useAppDatabase } from "@/test/api-harness";
import { TEST_PASSWORD, newBvn, onboard } from "@/test/onboard";
import type { TestDatabase } from "@/test/test-database";
import { MESSAGES } from "./onboarding-service";
import { CLAIM_STALE_AFTER_MS, claimWalletCreation } from "./wallet-claim";

let t: TestDatabase;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ t, close } = await useAppDatabase());
});
afterAll(() => close());

const selfie = { imageData: SELFIE_PLACEHOLDER };
const wallet = (email: string) => ({ email, password: TEST_PASSWORD, confirmPassword: TEST_PASSWORD });
const userCount = () => t.db.user.count();

async function stepOne(browser: Browser, bvn = newBvn()) {
  const answer = await browser.call(verifyBvn, { body: { bvn } });
  expect(answer.status).toBe(200);
  return answer.body.data as { fullName: string; dateOfBirth: string; address: string; phoneNumber: string };
}

/** A browser that has passed steps 1 and 2, and the identity step 1 found. */
async function readyForWallet() {
  const browser = new Browser();
  const identity = await stepOne(browser);
  await browser.call(verifyBiometric, { body: selfie });
  await browser.call(verifyComplete, {
    body: { fullName: identity.fullName, dateOfBirth: identity.dateOfBirth, address: identity.address },
  });
  return Object.assign(browser, { identity });
}

describe("onboarding by BVN", () => {
  it("creates a verified user with a wallet and signs them in", async () => {
    const bvn = newBvn();
    const { browser, identity, wallet: created } = await onboard({ bvn, email: "Ada.Obi@Example.com" });
    expect(identity).toEqual({
      fullName: expect.any(String),
      dateOfBirth: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      phoneNumber: expect.stringMatching(/^\+234\d{10}$/),
      address: expect.any(String),
    });
    expect(created.body.data.walletId).toMatch(/^VL\d{10}$/);
    const user = await t.db.user.findUniqueOrThrow({
      where: { phoneNumber: identity.phoneNumber },
      include: { wallet: true, kycVerifications: true, settings: true },
    });
    expect(user).toMatchObject({ kycVerified: true, email: "ada.obi@example.com", fullName: identity.fullName });
    expect(user.wallet?.balance.toFixed(2)).toBe("0.00");
    expect(user.settings).not.toBeNull();
    expect(user.kycVerifications.map((row) => row.verificationType).sort()).toEqual(["BIOMETRIC", "BVN", "KYC"]);
    expect(user.passwordHash).toMatch(/^\$2[aby]\$12\$/);
    const session = await browser.call(me);
    expect(session.status).toBe(200);
    expect(session.body.data.user.fullName).toBe(identity.fullName);
  });

  it("gives the same person for the same BVN, and none for a BVN starting with 000", async () => {
    const bvn = newBvn();
    expect(await stepOne(new Browser(), bvn)).toEqual(await stepOne(new Browser(), bvn));
    const missing = await new Browser().call(verifyBvn, { body: { bvn: "00012345678" } });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(MESSAGES.bvnNotFound);
  });

  it("answers step 1 for a BVN that has an account as for a new one, and refuses it at the wallet step", async () => {
    const bvn = newBvn();
    const fresh = await new Browser().call(verifyBvn, { body: { bvn } });
    await onboard({ bvn });
    const browser = new Browser();
    const again = await browser.call(verifyBvn, { body: { bvn } });
    expect(again.status).toBe(fresh.status);
    expect(again.body).toEqual(fresh.body);
    await browser.call(verifyBiometric, { body: selfie });
    const { fullName, dateOfBirth, address } = again.body.data;
    await browser.call(verifyComplete, { body: { fullName, dateOfBirth, address } });
    const before = await userCount();
    const refused = await browser.call(createWallet, { body: wallet("second-bvn@example.com") });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(MESSAGES.bvnTaken);
    expect(await userCount()).toBe(before);
  });

  it("matches the name ignoring case, extra spaces and word order, and refuses another name or birth date", async () => {
    const browser = new Browser();
    const identity = await stepOne(browser);
    await browser.call(verifyBiometric, { body: selfie });
    const words = identity.fullName.toUpperCase().split(" ").reverse().join("   ");
    const wrongName = await browser.call(verifyComplete, {
      body: { ...identity, phoneNumber: undefined, fullName: "Somebody Else" },
    });
    expect(wrongName.status).toBe(422);
    expect(wrongName.body.message).toBe(MESSAGES.detailsMismatch);
    const wrongDate = await browser.call(verifyComplete, {
      body: { fullName: identity.fullName, dateOfBirth: "1999-12-31", address: identity.address },
    });
    expect(wrongDate.status).toBe(422);
    const right = await browser.call(verifyComplete, {
      body: { fullName: ` ${words} `, dateOfBirth: identity.dateOfBirth, address: identity.address },
    });
    expect(right.status).toBe(200);
  });
});

describe("onboarding by phone number", () => {
  it("accepts 0803..., 803... and +234803... as the same number, and signs up with it", async () => {
    const answers = await Promise.all(
      ["08035551234", "8035551234", "+2348035551234"].map((phoneNumber) =>
        new Browser().call(verifyPhone, { body: { phoneNumber } }),
      ),
    );
    expect(new Set(answers.map((answer) => JSON.stringify(answer.body)))).toHaveProperty("size", 1);
    const { wallet: created } = await onboard({ phoneNumber: "0803 555 1234" });
    expect(created.body.data.user.phoneNumber).toBe("+2348035551234");
    // A number that has an account is answered as any other: step 1 tells nobody who uses Veil.
    const browser = new Browser();
    const again = await browser.call(verifyPhone, { body: { phoneNumber: "8035551234" } });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(answers[0]!.body);
    await browser.call(verifyBiometric, { body: selfie });
    const { fullName, dateOfBirth, address } = again.body.data;
    await browser.call(verifyComplete, { body: { fullName, dateOfBirth, address } });
    const refused = await browser.call(createWallet, { body: wallet("second-phone@example.com") });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(MESSAGES.phoneTaken);
  });

  it("does not find a number ending in 0000, and writes nothing for it", async () => {
    const before = await t.db.kycVerification.count();
    const answer = await new Browser().call(verifyPhone, { body: { phoneNumber: "8031230000" } });
    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe(MESSAGES.phoneNotFound);
    expect(await t.db.kycVerification.count()).toBe(before);
  });
});

describe("skipping a step", () => {
  it("refuses the selfie, KYC and wallet without an identity check, and creates nothing", async () => {
    const before = await userCount();
    const browser = new Browser();
    expect((await browser.call(verifyBiometric, { body: selfie })).status).toBe(409);
    const kyc = await browser.call(verifyComplete, {
      body: { fullName: "Ada Obi", dateOfBirth: "1990-01-01", address: "1 Marina, Lagos" },
    });
    expect(kyc.status).toBe(409);
    expect(kyc.body.message).toBe(MESSAGES.noOnboarding);
    expect((await browser.call(createWallet, { body: wallet("skip1@example.com") })).status).toBe(409);
    expect(await userCount()).toBe(before);
  });

  it("refuses KYC without a matched selfie, and a wallet without KYC", async () => {
    const before = await userCount();
    const browser = new Browser();
    const identity = await stepOne(browser);
    const kyc = await browser.call(verifyComplete, {
      body: { fullName: identity.fullName, dateOfBirth: identity.dateOfBirth, address: identity.address },
    });
    expect(kyc.status).toBe(409);
    expect(kyc.body.message).toBe(MESSAGES.selfieFirst);
    const mismatch = await browser.call(verifyBiometric, { body: { imageData: "data:image/jpeg;base64,AAAA" } });
    expect(mismatch.status).toBe(422);
    await browser.call(verifyBiometric, { body: selfie });
    const early = await browser.call(createWallet, { body: wallet("skip2@example.com") });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(MESSAGES.kycFirst);
    expect(await userCount()).toBe(before);
  });

  it("refuses a tampered onboarding cookie", async () => {
    const browser = new Browser();
    await stepOne(browser);
    const [name, value] = [...browser.cookies].find(([key]) => key.includes("veil-onboarding"))!;
    const [id, expires, mac] = value.split(".");
    const forged = `${id!.replace(/^./, (c) => (c === "a" ? "b" : "a"))}.${expires}.${mac}`;
    browser.cookies.set(name, forged);
    expect((await browser.call(verifyBiometric, { body: selfie })).status).toBe(409);
  });

  it("creates one wallet per onboarding, even when the last step is sent twice at once", async () => {
    const browser = await readyForWallet();
    const { identity } = browser;
    const answers = await Promise.all([
      browser.clone().call(createWallet, { body: wallet("twice-a@example.com") }),
      browser.clone().call(createWallet, { body: wallet("twice-b@example.com") }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await t.db.user.count({ where: { phoneNumber: identity.phoneNumber } })).toBe(1);
    const again = await browser.call(createWallet, { body: wallet("twice-c@example.com") });
    expect(again.status).toBe(409);
  });

  it("answers 30 copies of one finished onboarding at once with one wallet and 409s, never a 5xx", async () => {
    const browser = await readyForWallet();
    const { identity } = browser;
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        browser.clone().call(createWallet, { body: wallet(`burst-${i}@example.com`) }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status !== 200).every((status) => status === 409)).toBe(true);
    for (const answer of answers.filter((one) => one.status === 409)) {
      expect([MESSAGES.creating, MESSAGES.finished]).toContain(answer.body.message);
    }
    expect(await t.db.user.count({ where: { phoneNumber: identity.phoneNumber } })).toBe(1);
  });
});

describe("the wallet step's claim", () => {
  it("is held by one request, and taken over only once it is stale (its request died)", async () => {
    const browser = await readyForWallet();
    const { onboardingId } = await t.db.kycVerification.findFirstOrThrow({
      where: { verificationType: "BVN", userId: null },
      orderBy: { createdAt: "desc" },
    });
    const now = new Date();
    expect(await claimWalletCreation(t.db, onboardingId!, now)).toBe(true);
    expect(await claimWalletCreation(t.db, onboardingId!, now)).toBe(false);
    const busy = await browser.call(createWallet, { body: wallet("claimed@example.com") });
    expect(busy.status).toBe(409);
    expect(busy.body.message).toBe(MESSAGES.creating);
    const later = new Date(now.getTime() + CLAIM_STALE_AFTER_MS + 1_000);
    expect(await claimWalletCreation(t.db, onboardingId!, later)).toBe(true);
  });
});

describe("what step 3 refuses", () => {
  it("refuses an email another account uses", async () => {
    await onboard({ email: "taken@example.com" });
    const answer = await (await readyForWallet()).call(createWallet, { body: wallet("TAKEN@example.com") });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe(MESSAGES.emailTaken);
  });

  it("lets the person send the wallet step again with another email after a refusal", async () => {
    await onboard({ email: "taken-first@example.com" });
    const browser = await readyForWallet();
    expect((await browser.call(createWallet, { body: wallet("taken-first@example.com") })).status).toBe(409);
    const retried = await browser.call(createWallet, { body: wallet("free-second@example.com") });
    expect(retried.status).toBe(200);
  });

  it("refuses a password over 72 bytes (bcrypt would ignore the rest), and mismatched confirmation", async () => {
    const browser = await readyForWallet();
    const long = "é".repeat(37); // 37 characters, 74 bytes
    const tooLong = await browser.call(createWallet, {
      body: { email: "long@example.com", password: long, confirmPassword: long },
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toMatch(/at most 72 bytes/);
    const mismatch = await browser.call(createWallet, {
      body: { email: "long@example.com", password: "password1", confirmPassword: "password2" },
    });
    expect(mismatch.body.message).toBe("Passwords do not match");
    expect(await t.db.user.count({ where: { email: "long@example.com" } })).toBe(0);
  });

  it("refuses an unknown field by name, and a short BVN with its message", async () => {
    const answer = await new Browser().call(verifyBvn, { body: { bvn: "12345678901", admin: true } });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe("Unknown field: admin.");
    const short = await new Browser().call(verifyBvn, { body: { bvn: "1234" } });
    expect(short.body.message).toBe("BVN must be 11 digits");
  });
});

describe("data at rest", () => {
  it("holds no BVN or password in plain text in any table", async () => {
    const bvn = newBvn();
    await onboard({ bvn });
    const tables = await t.sql.query<{ tablename: string }>(
      "SELECT tablename FROM pg_tables WHERE schemaname = 'public'",
    );
    for (const { tablename } of tables.rows) {
      const dump = await t.sql.query(`SELECT row_to_json(x)::text AS row FROM "${tablename}" x`);
      const text = dump.rows.map((row) => row.row).join("\n");
      expect(text).not.toContain(bvn);
      expect(text).not.toContain(TEST_PASSWORD);
    }
    const user = await t.db.user.findFirstOrThrow({
      where: { bvnHash: { not: null } },
      orderBy: { createdAt: "desc" },
    });
    expect(user.bvnEncrypted).toMatch(/^v1\./);
    expect(user.bvnHash).toMatch(/^[0-9a-f]{64}$/);
  });
});
