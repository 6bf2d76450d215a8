// Onboarding through its route handlers on real PostgreSQL: the server, not the browser, decides each step.
import { bcryptCost } from "@/server/auth/password";
import { POST as verifyBvn } from "@/app/api/verify/bvn/route";
import { POST as verifyPhone } from "@/app/api/verify/phone/route";
import { POST as verifyCode } from "@/app/api/verify/code/route";
import { POST as resendCode } from "@/app/api/verify/code/resend/route";
import { POST as verifyBiometric } from "@/app/api/verify/biometric/route";
import { POST as verifyComplete } from "@/app/api/verify/complete/route";
import { POST as createWallet } from "@/app/api/wallet/create/route";
import { GET as me } from "@/app/api/auth/me/route";
import { GET as exportData } from "@/app/api/account/export/route";
import { CONSENT_REQUIRED } from "@/lib/schemas/onboarding";
import { CODE_USED_UP, CODE_WRONG } from "@/server/auth/one-time-codes";
import { VERIFICATION_UNAVAILABLE } from "@/server/platform/http/api-error";
import { IMAGE_MESSAGES, MAX_IMAGE_BYTES } from "@/server/platform/http/read-image";
import { SandboxIdentityProvider } from "@/server/vendors/sandbox/sandbox-identity-provider";
import { Browser, useAppDatabase } from "@/test/api-harness";
import { IDENTITY_CODES_PER_PHONE_PER_HOUR } from "@/server/identity/lookup-limits";
import { MATCHING_SELFIE, testJpeg } from "@/test/jpeg";
import {
  TEST_PASSWORD,
  UNCONFIRMED_ADDRESS,
  VERIFIED_ADDRESS,
  identityCodeSent,
  newBvn,
  onboard,
  verifyIdentity,
} from "@/test/onboard";
import type { TestDatabase } from "@/test/test-database";
import { MESSAGES } from "./onboarding-service";
import { FACE_MESSAGES } from "./face-messages";
import { IDENTITY_MESSAGES } from "./onboarding-identity";
import { openOnboarding } from "./onboarding-cookie";
import { CLAIM_STALE_AFTER_MS, claimWalletCreation } from "./wallet-claim";
import { english } from "@/test/english";
import { phrase } from "@/i18n/phrase";

/** Step 1's consent as the English screen shows it: the spec's words. */
const ENGLISH_CONSENT =
  "I agree that Veil may look up my BVN or NIN, or the identity linked to my phone number, with its identity " +
  "partner (NIBSS and NIMC records), send a code to the phone number on that record, and compare my selfie " +
  "with the photo on it, as described in the Privacy Policy.";

let t: TestDatabase;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ t, close } = await useAppDatabase());
});
afterAll(() => close());
afterEach(() => jest.restoreAllMocks());

const jpeg = (bytes: Buffer) => ({ raw: bytes, headers: { "content-type": "image/jpeg" } });
const selfie = jpeg(MATCHING_SELFIE);
const wallet = (email: string) => ({ email, password: TEST_PASSWORD, confirmPassword: TEST_PASSWORD });
const userCount = () => t.db.user.count();
let client = 0;
const newBrowser = () =>
  new Browser({ "x-forwarded-for": `203.0.113.${++client % 250}`, "user-agent": "Mozilla/5.0 (Veil tests)" });

/** Everything an onboarding can write before its wallet: what a refusal must leave untouched. */
async function written() {
  const [checks, consents, codes, messages] = await Promise.all([
    t.db.kycVerification.count(),
    t.db.identityConsent.count(),
    t.db.oneTimeCode.count(),
    t.db.outboxMessage.count(),
  ]);
  return { checks, consents, codes, messages };
}

/** Step 1 by BVN, answered: where the code went. */
async function stepOne(browser: Browser, bvn = newBvn()) {
  const answer = await browser.call(verifyBvn, { body: { bvn, consent: true } });
  expect(answer.status).toBe(200);
  return answer.body.data as { phoneEnding: string; messageId: string };
}

type Identity = { fullName: string; dateOfBirth: string; address: string; phoneNumber: string };

/** A browser that has passed steps 1 and 2, and the identity the code released. */
async function readyForWallet() {
  const browser = newBrowser();
  const identity: Identity = await verifyIdentity(browser, { bvn: newBvn() });
  expect((await browser.call(verifyBiometric, selfie)).status).toBe(200);
  const profile = await browser.call(verifyComplete, {
    body: { fullName: identity.fullName, dateOfBirth: identity.dateOfBirth, ...VERIFIED_ADDRESS },
  });
  expect(profile.status).toBe(200);
  return Object.assign(browser, { identity });
}

const userByPhone = (phoneNumber: string) =>
  t.db.user.findUniqueOrThrow({
    where: { phoneNumber },
    include: { wallet: true, kycVerifications: true, settings: true, identityConsents: true },
  });

describe("onboarding by BVN", () => {
  it("reaches tier 3 with the BVN's NIN, a matched selfie and a verified address, and signs the person in", async () => {
    const bvn = newBvn();
    const { browser, identity, wallet: created } = await onboard({ bvn, email: "Ada.Obi@Example.com" });
    expect(identity).toEqual({
      fullName: expect.any(String),
      dateOfBirth: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      phoneNumber: expect.stringMatching(/^\+234\d{10}$/),
      address: expect.any(String),
    });
    expect(created.body.data.walletId).toMatch(/^VL\d{10}$/);
    const user = await userByPhone(identity.phoneNumber);
    expect(user).toMatchObject({ kycVerified: true, email: "ada.obi@example.com", fullName: identity.fullName });
    expect(user).toMatchObject({ kycTier: 3, address: VERIFIED_ADDRESS.address });
    expect(user.kycTierReason).toBe(
      "Tier 3: BVN verified, NIN verified, selfie matched to the record's photo, address verified.",
    );
    expect(user.ninHash).toMatch(/^[0-9a-f]{64}$/);
    expect(user.ninEncrypted).toMatch(/^v1\./);
    expect(user.wallet?.balance.toFixed(2)).toBe("0.00");
    expect(user.settings).not.toBeNull();
    expect(user.kycVerifications.map((row) => row.verificationType).sort()).toEqual([
      "ADDRESS",
      "BIOMETRIC",
      "BVN",
      "KYC",
    ]);
    expect(user.identityConsents).toEqual([
      expect.objectContaining({
        purpose: "identity-lookup",
        text: ENGLISH_CONSENT,
        language: "en",
        ipAddress: null,
        userAgent: null,
      }),
    ]);
    // bcrypt at the configured cost (12 or more in production; the tests run a low one).
    expect(user.passwordHash).toMatch(new RegExp(`^\\$2[aby]\\$${String(bcryptCost()).padStart(2, "0")}\\$`));
    const session = await browser.call(me);
    expect(session.status).toBe(200);
    expect(session.body.data.user.fullName).toBe(identity.fullName);
  });

  it("keeps the language the person signed up in as their setting: the footer's choice, else the browser's", async () => {
    const french = await onboard({ browser: new Browser({ "accept-language": "fr-FR,fr;q=0.9" }) });
    const footer = new Browser({ "accept-language": "fr-FR" });
    footer.cookies.set("veil-language", "es");
    const spanish = await onboard({ browser: footer });
    const english = await onboard();
    const languageOf = async (phone: string) =>
      (await t.db.userSettings.findFirstOrThrow({ where: { user: { phoneNumber: phone } } })).language;
    expect(await languageOf(french.identity.phoneNumber)).toBe("fr");
    expect(await languageOf(spanish.identity.phoneNumber)).toBe("es");
    expect(await languageOf(english.identity.phoneNumber)).toBe("en");

    // The consent is recorded in the words and the language step 1 showed.
    const consentOf = async (phone: string) =>
      t.db.identityConsent.findFirstOrThrow({
        where: { user: { phoneNumber: phone } },
        select: { text: true, language: true },
      });
    expect(await consentOf(french.identity.phoneNumber)).toEqual({
      text: expect.stringMatching(/^J'accepte que Veil consulte mon BVN ou mon NIN.*Politique de confidentialité\.$/),
      language: "fr",
    });
    expect(await consentOf(spanish.identity.phoneNumber)).toEqual({
      text: expect.stringMatching(/^Acepto que Veil consulte mi BVN o NIN.*Política de privacidad\.$/),
      language: "es",
    });
    expect(await consentOf(english.identity.phoneNumber)).toEqual({ text: ENGLISH_CONSENT, language: "en" });
  });

  it("earns tier 2 when the address is not confirmed, and tier 1 with 'Verify my face later'", async () => {
    const second = await onboard({ tier: 2 });
    const tierTwo = await userByPhone(second.identity.phoneNumber);
    expect(tierTwo.kycTier).toBe(2);
    expect(tierTwo.kycVerifications.find((row) => row.verificationType === "ADDRESS")).toMatchObject({
      status: "FAILED",
      verificationData: expect.objectContaining({
        street: UNCONFIRMED_ADDRESS.address,
        state: "Lagos",
        reason: phrase("serverErrors.addressNotConfirmed"),
      }),
    });
    const first = await onboard({ tier: 1 });
    const tierOne = await userByPhone(first.identity.phoneNumber);
    expect(tierOne).toMatchObject({ kycTier: 1, kycTierReason: "Tier 1: BVN verified, NIN verified." });
    expect(tierOne.kycVerifications.some((row) => row.verificationType === "BIOMETRIC")).toBe(false);
  });

  it("records a pending address with its reference: tier 2 until the vendor confirms it", async () => {
    const browser = await (async () => {
      const b = newBrowser();
      const identity: Identity = await verifyIdentity(b);
      await b.call(verifyBiometric, selfie);
      const { fullName, dateOfBirth } = identity;
      const body = { fullName, dateOfBirth, address: "7 Pending Close, Ikeja", state: "Lagos" };
      expect((await b.call(verifyComplete, { body })).status).toBe(200);
      return Object.assign(b, { identity });
    })();
    expect((await browser.call(createWallet, { body: wallet("pending-address@example.com") })).status).toBe(200);
    const user = await userByPhone(browser.identity.phoneNumber);
    expect(user.kycTier).toBe(2);
    expect(user.kycVerifications.find((row) => row.verificationType === "ADDRESS")).toMatchObject({
      status: "PENDING",
      verificationData: expect.objectContaining({ reference: expect.stringMatching(/^sbx_address_/) }),
    });
  });

  it("holds the details until the right code, sent to the phone on the BVN's record", async () => {
    const browser = newBrowser();
    const bvn = newBvn();
    const before = await written();
    const answer = await browser.call(verifyBvn, { body: { bvn, consent: true } });
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body.data).sort()).toEqual(["messageId", "phoneEnding"]);
    const record = await new SandboxIdentityProvider().lookupBvn(bvn);
    if (!record.found) throw new Error("the sandbox finds it");
    expect(JSON.stringify(answer.body)).not.toContain(record.identity.fullName);
    const sms = await t.db.outboxMessage.findUniqueOrThrow({ where: { id: answer.body.data.messageId } });
    expect(sms).toMatchObject({ recipient: record.identity.phoneNumber, kind: "code:identity-lookup" });
    expect(sms.body).toMatch(/^Your Veil code to confirm your identity is \d{6}\./);
    expect(answer.body.data.phoneEnding).toBe(record.identity.phoneNumber!.slice(-2));
    expect(await written()).toEqual({
      checks: before.checks + 1,
      consents: before.consents + 1,
      codes: before.codes + 1,
      messages: before.messages + 1,
    });
    const consent = await t.db.identityConsent.findFirstOrThrow({ orderBy: { agreedAt: "desc" } });
    expect(consent).toMatchObject({
      purpose: "identity-lookup",
      text: ENGLISH_CONSENT,
      language: "en",
      ipAddress: expect.stringMatching(/^203\.0\.113\./),
      userAgent: "Mozilla/5.0 (Veil tests)",
      userId: null,
    });
    // Before the code, no later step opens.
    expect((await browser.call(verifyBiometric, selfie)).status).toBe(409);
    const early = await browser.call(verifyComplete, {
      body: { fullName: record.identity.fullName, dateOfBirth: record.identity.dateOfBirth, ...VERIFIED_ADDRESS },
    });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(english(MESSAGES.noOnboarding));

    const code = await browser.call(verifyCode, { body: { code: await identityCodeSent(answer.body.data.messageId) } });
    expect(code.status).toBe(200);
    expect(code.body.data).toEqual({
      fullName: record.identity.fullName,
      dateOfBirth: record.identity.dateOfBirth,
      address: record.identity.address,
      phoneNumber: record.identity.phoneNumber,
    });
    const row = await t.db.kycVerification.findFirstOrThrow({
      where: { onboardingId: consent.onboardingId, verificationType: "BVN" },
    });
    expect(row).toMatchObject({ verificationType: "BVN", status: "VERIFIED" });
    expect(JSON.stringify(row.verificationData)).not.toContain(record.identity.nin!);
  });

  it("refuses step 1 without the consent ticked, and writes nothing", async () => {
    const before = await written();
    for (const body of [{ bvn: newBvn() }, { bvn: newBvn(), consent: false }]) {
      const answer = await newBrowser().call(verifyBvn, { body });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(english(CONSENT_REQUIRED));
    }
    const phone = await newBrowser().call(verifyPhone, { body: { phoneNumber: "8035550001" } });
    expect(phone.body.message).toBe(english(CONSENT_REQUIRED));
    expect(await written()).toEqual(before);
  });

  it("counts five wrong codes, then refuses even the right one until a new code is sent", async () => {
    const browser = newBrowser();
    const { messageId } = await stepOne(browser);
    const code = await identityCodeSent(messageId);
    const wrong = code === "000000" ? "111111" : "000000";
    for (const left of [4, 3, 2, 1]) {
      const answer = await browser.call(verifyCode, { body: { code: wrong } });
      expect(answer.status).toBe(422);
      expect(answer.body.message).toBe(english(CODE_WRONG(left)));
    }
    expect((await browser.call(verifyCode, { body: { code: wrong } })).body.message).toBe(english(CODE_USED_UP));
    const right = await browser.call(verifyCode, { body: { code } });
    expect(right.status).toBe(422);
    expect(right.body.message).toBe(english(CODE_USED_UP));
    expect(right.body.data).toBeUndefined();
    const pending = await t.db.kycVerification.count({ where: { status: "VERIFIED", verificationType: "BVN" } });
    await t.sql.query(`UPDATE one_time_codes SET created_at = now() - interval '31 seconds'`);
    const resent = await browser.call(resendCode, { body: {} });
    expect(resent.status).toBe(200);
    const again = await browser.call(verifyCode, {
      body: { code: await identityCodeSent(resent.body.data.messageId) },
    });
    expect(again.status).toBe(200);
    expect(await t.db.kycVerification.count({ where: { status: "VERIFIED", verificationType: "BVN" } })).toBe(
      pending + 1,
    );
  });

  it("sends a new code only 30 seconds after the last, and the old code stops working", async () => {
    const browser = newBrowser();
    const sent = await stepOne(browser);
    const soon = await browser.call(resendCode, { body: {} });
    expect(soon.status).toBe(429);
    expect(soon.body.message).toMatch(/^Please wait (30|29|28) seconds before asking for another code\.$/);
    await t.sql.query(`UPDATE one_time_codes SET created_at = now() - interval '31 seconds'
                        WHERE subject IN (SELECT 'onboarding:' || onboarding_id FROM kyc_verifications
                                           WHERE status = 'PENDING')`);
    const resent = await browser.call(resendCode, { body: {} });
    expect(resent.status).toBe(200);
    expect(resent.body.data).toEqual({ phoneEnding: sent.phoneEnding, messageId: expect.any(String) });
    expect(resent.body.data.messageId).not.toBe(sent.messageId);
    const [oldCode, newCode] = [
      await identityCodeSent(sent.messageId),
      await identityCodeSent(resent.body.data.messageId),
    ];
    if (oldCode !== newCode) expect((await browser.call(verifyCode, { body: { code: oldCode } })).status).toBe(422);
    expect((await browser.call(verifyCode, { body: { code: newCode } })).status).toBe(200);
    // With nothing waiting for a code, there is nothing to resend.
    expect((await newBrowser().call(resendCode, { body: {} })).status).toBe(409);
  });

  it("refuses a BVN already linked to an account after the code, never before, and saves nothing", async () => {
    const bvn = newBvn();
    const first = await onboard({ bvn });
    // Only the BVN is shared: the account's phone and NIN are moved out of the way.
    await t.db.user.updateMany({
      where: { phoneNumber: first.identity.phoneNumber },
      data: { phoneNumber: "+2347000000001", ninHash: null, ninEncrypted: null },
    });
    const browser = newBrowser();
    const { messageId } = await stepOne(browser, bvn);
    const refused = await browser.call(verifyCode, { body: { code: await identityCodeSent(messageId) } });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(english(IDENTITY_MESSAGES.identityTaken));
    expect(refused.body.data).toBeUndefined();
    expect((await browser.call(verifyBiometric, selfie)).status).toBe(409);
  });

  it("refuses a NIN already linked to an account, reached through another BVN of the same person", async () => {
    const bvn = newBvn();
    const first = await onboard({ bvn });
    await t.db.user.updateMany({
      where: { phoneNumber: first.identity.phoneNumber },
      data: { phoneNumber: "+2347000000002" },
    });
    const browser = newBrowser();
    // The sandbox keys a person by the last ten digits: "3..." is another BVN naming the same NIN.
    const { messageId } = await stepOne(browser, `3${bvn.slice(1)}`);
    const refused = await browser.call(verifyCode, { body: { code: await identityCodeSent(messageId) } });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(english(IDENTITY_MESSAGES.identityTaken));
  });

  it("answers 404 for a BVN starting with 000 and 503 for a vendor that is down, and writes nothing", async () => {
    const before = await written();
    const missing = await newBrowser().call(verifyBvn, { body: { bvn: "00012345678", consent: true } });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(english(IDENTITY_MESSAGES.bvnNotFound));
    const down = await newBrowser().call(verifyBvn, { body: { bvn: "99912345678", consent: true } });
    expect(down.status).toBe(503);
    expect(down.body.message).toBe(english(VERIFICATION_UNAVAILABLE));
    const phoneDown = await newBrowser().call(verifyPhone, { body: { phoneNumber: "8031239999", consent: true } });
    expect(phoneDown.status).toBe(503);
    expect(phoneDown.body.message).toBe(english(VERIFICATION_UNAVAILABLE));
    expect(down.headers.get("set-cookie")).toBeNull();
    expect(await written()).toEqual(before);
  });

  it("asks for the phone number method when the BVN's record has no phone, and writes nothing", async () => {
    const real = SandboxIdentityProvider.prototype.lookupBvn;
    jest.spyOn(SandboxIdentityProvider.prototype, "lookupBvn").mockImplementation(async function (this: never, bvn) {
      const found = await real.call(this, bvn);
      return found.found ? { ...found, identity: { ...found.identity, phoneNumber: null, nin: null } } : found;
    });
    const before = await written();
    const answer = await newBrowser().call(verifyBvn, { body: { bvn: newBvn(), consent: true } });
    expect(answer.status).toBe(422);
    expect(answer.body.message).toBe(english(IDENTITY_MESSAGES.noPhoneOnRecord));
    expect(await written()).toEqual(before);
  });

  it("matches the name ignoring case, extra spaces and word order, and refuses another name or birth date", async () => {
    const browser = newBrowser();
    const identity: Identity = await verifyIdentity(browser);
    await browser.call(verifyBiometric, selfie);
    const words = identity.fullName.toUpperCase().split(" ").reverse().join("   ");
    const wrongName = await browser.call(verifyComplete, {
      body: { fullName: "Somebody Else", dateOfBirth: identity.dateOfBirth, ...VERIFIED_ADDRESS },
    });
    expect(wrongName.status).toBe(422);
    expect(wrongName.body.message).toBe(english(MESSAGES.detailsMismatch));
    const wrongDate = await browser.call(verifyComplete, {
      body: { fullName: identity.fullName, dateOfBirth: "1999-12-31", ...VERIFIED_ADDRESS },
    });
    expect(wrongDate.status).toBe(422);
    expect(
      await t.db.kycVerification.count({
        where: { verificationType: { in: ["KYC", "ADDRESS"] }, userId: null, onboardingId: onboardingOf(browser) },
      }),
    ).toBe(0);
    const right = await browser.call(verifyComplete, {
      body: { fullName: ` ${words} `, dateOfBirth: identity.dateOfBirth, ...VERIFIED_ADDRESS },
    });
    expect(right.status).toBe(200);
  });
});

/** The onboarding this browser's cookie names. */
function onboardingOf(browser: Browser): string {
  const [, value] = [...browser.cookies].find(([key]) => key.includes("veil-onboarding"))!;
  return openOnboarding(value)!;
}

describe("the selfie", () => {
  it("explains each face the sandbox refuses, keeps the outcome and score but never the image", async () => {
    const browser = newBrowser();
    const identity: Identity = await verifyIdentity(browser);
    const cases: [number, keyof typeof FACE_MESSAGES][] = [
      [200, "no-face"],
      [301, "many-faces"],
      [303, "not-same-person"],
      [307, "not-live"],
    ];
    for (const [side, reason] of cases) {
      const answer = await browser.call(verifyBiometric, jpeg(testJpeg(side)));
      expect(answer.status).toBe(422);
      expect(answer.body.message).toBe(english(FACE_MESSAGES[reason]));
    }
    const failed = await t.db.kycVerification.findMany({
      where: { verificationType: "BIOMETRIC", status: "FAILED", onboardingId: onboardingOf(browser) },
      orderBy: { createdAt: "asc" },
    });
    expect(failed.map((row) => (row.verificationData as { reason: string }).reason)).toEqual(
      cases.map(([, reason]) => reason),
    );
    expect((failed[2]!.verificationData as { score: number }).score).toBe(0.31);
    const refused = await browser.call(verifyComplete, {
      body: { fullName: identity.fullName, dateOfBirth: identity.dateOfBirth, ...VERIFIED_ADDRESS },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(english(MESSAGES.selfieFirst));
    const matched = await browser.call(verifyBiometric, selfie);
    expect(matched.body).toEqual({ data: { verified: true, score: 0.97 } });
    const rows = await t.sql.query(
      `SELECT verification_data::text AS data FROM kyc_verifications WHERE verification_type = 'BIOMETRIC'`,
    );
    expect(rows.rows.every((row) => row.data.length < 300)).toBe(true);
  });

  it("refuses a photo that is not a JPEG, too large or empty with a message, and writes nothing", async () => {
    const browser = newBrowser();
    await verifyIdentity(browser);
    const before = await written();
    const png = await browser.call(verifyBiometric, {
      raw: MATCHING_SELFIE,
      headers: { "content-type": "image/png" },
    });
    expect(png.body.message).toBe(english(IMAGE_MESSAGES.notJpeg));
    const notJpeg = await browser.call(verifyBiometric, jpeg(Buffer.from("not a photo at all")));
    expect(notJpeg.status).toBe(400);
    expect(notJpeg.body.message).toBe(english(IMAGE_MESSAGES.notJpeg));
    const large = await browser.call(
      verifyBiometric,
      jpeg(Buffer.concat([MATCHING_SELFIE, Buffer.alloc(MAX_IMAGE_BYTES)])),
    );
    expect(large.status).toBe(413);
    expect(large.body.message).toBe(english(IMAGE_MESSAGES.tooLarge));
    const empty = await browser.call(verifyBiometric, jpeg(Buffer.alloc(0)));
    expect(empty.body.message).toBe(english(IMAGE_MESSAGES.empty));
    expect(await written()).toEqual(before);
  });
});

describe("onboarding by phone number", () => {
  it("accepts 0803..., 803... and +234803... as the same number, sends the code to it, and signs up at tier 1", async () => {
    const answers = await Promise.all(
      ["08035551234", "8035551234", "+2348035551234"].map((phoneNumber) =>
        newBrowser().call(verifyPhone, { body: { phoneNumber, consent: true } }),
      ),
    );
    for (const answer of answers) {
      expect(answer.body.data.phoneEnding).toBe("34");
      const sms = await t.db.outboxMessage.findUniqueOrThrow({ where: { id: answer.body.data.messageId } });
      expect(sms.recipient).toBe("+2348035551234");
    }
    const { wallet: created, identity } = await onboard({ phoneNumber: "0803 555 1234" });
    expect(created.body.data.user.phoneNumber).toBe("+2348035551234");
    expect(identity.phoneNumber).toBe("+2348035551234");
    const user = await userByPhone("+2348035551234");
    expect(user).toMatchObject({ kycTier: 1, bvnHash: null, kycTierReason: "Tier 1: NIN verified." });
    expect(user.ninHash).toMatch(/^[0-9a-f]{64}$/);
    // A number that has an account is refused only after its code: step 1 tells nobody who uses Veil.
    const browser = newBrowser();
    const again = await browser.call(verifyPhone, { body: { phoneNumber: "8035551234", consent: true } });
    expect(again.status).toBe(200);
    const refused = await browser.call(verifyCode, {
      body: { code: await identityCodeSent(again.body.data.messageId) },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(english(IDENTITY_MESSAGES.identityTaken));
  });

  it("reaches tier 2 with a selfie matched against the NIN's photo", async () => {
    const { identity } = await onboard({ phoneNumber: `+23481${String(Date.now()).slice(-8)}`, tier: 2 });
    const user = await userByPhone(identity.phoneNumber);
    expect(user.kycTier).toBe(2);
    const face = user.kycVerifications.find((row) => row.verificationType === "BIOMETRIC");
    expect(face?.verificationData).toMatchObject({ reference: expect.stringMatching(/^sbx_selfie_/), score: 0.97 });
  });

  it("does not find a number ending in 0000, and writes nothing for it", async () => {
    const before = await written();
    const answer = await newBrowser().call(verifyPhone, { body: { phoneNumber: "8031230000", consent: true } });
    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe(english(IDENTITY_MESSAGES.phoneNotFound));
    expect(await written()).toEqual(before);
  });
});

describe("skipping a step", () => {
  it("refuses the selfie, KYC and wallet without an identity check, and creates nothing", async () => {
    const before = await userCount();
    const browser = newBrowser();
    expect((await browser.call(verifyBiometric, selfie)).status).toBe(409);
    const kyc = await browser.call(verifyComplete, {
      body: { fullName: "Ada Obi", dateOfBirth: "1990-01-01", ...VERIFIED_ADDRESS },
    });
    expect(kyc.status).toBe(409);
    expect(kyc.body.message).toBe(english(MESSAGES.noOnboarding));
    expect((await browser.call(verifyCode, { body: { code: "123456" } })).status).toBe(409);
    expect((await browser.call(createWallet, { body: wallet("skip1@example.com") })).status).toBe(409);
    expect(await userCount()).toBe(before);
  });

  it("refuses a wallet without KYC", async () => {
    const before = await userCount();
    const browser = newBrowser();
    await verifyIdentity(browser);
    await browser.call(verifyBiometric, selfie);
    const early = await browser.call(createWallet, { body: wallet("skip2@example.com") });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(english(MESSAGES.kycFirst));
    expect(await userCount()).toBe(before);
  });

  it("refuses a tampered onboarding cookie", async () => {
    const browser = newBrowser();
    await verifyIdentity(browser);
    const [name, value] = [...browser.cookies].find(([key]) => key.includes("veil-onboarding"))!;
    const [id, expires, mac] = value.split(".");
    const forged = `${id!.replace(/^./, (c) => (c === "a" ? "b" : "a"))}.${expires}.${mac}`;
    browser.cookies.set(name, forged);
    expect((await browser.call(verifyBiometric, selfie)).status).toBe(409);
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
      expect([MESSAGES.creating, MESSAGES.finished].map(english)).toContain(answer.body.message);
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
    expect(busy.body.message).toBe(english(MESSAGES.creating));
    const later = new Date(now.getTime() + CLAIM_STALE_AFTER_MS + 1_000);
    expect(await claimWalletCreation(t.db, onboardingId!, later)).toBe(true);
  });
});

describe("what step 3 refuses", () => {
  it("refuses an email another account uses", async () => {
    await onboard({ email: "taken@example.com" });
    const answer = await (await readyForWallet()).call(createWallet, { body: wallet("TAKEN@example.com") });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe(english(MESSAGES.emailTaken));
  });

  it("refuses an identity that another onboarding linked after this one's code", async () => {
    const browser = await readyForWallet();
    // The same person finished another onboarding in the meantime.
    await t.db.user.updateMany({
      where: { phoneNumber: (await onboard()).identity.phoneNumber },
      data: { phoneNumber: browser.identity.phoneNumber },
    });
    const before = await userCount();
    const refused = await browser.call(createWallet, { body: wallet("raced@example.com") });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(english(MESSAGES.identityTaken));
    expect(await userCount()).toBe(before);
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
    const answer = await newBrowser().call(verifyBvn, { body: { bvn: "12345678901", consent: true, admin: true } });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe("Unknown field: admin.");
    const short = await newBrowser().call(verifyBvn, { body: { bvn: "1234", consent: true } });
    expect(short.body.message).toBe("BVN must be 11 digits");
  });
});

describe("data at rest and the export", () => {
  it("holds no BVN, NIN or password in plain text in any table", async () => {
    const bvn = newBvn();
    const nin = `7${bvn.slice(1)}`;
    await onboard({ bvn });
    const tables = await t.sql.query<{ tablename: string }>(
      "SELECT tablename FROM pg_tables WHERE schemaname = 'public'",
    );
    for (const { tablename } of tables.rows) {
      const dump = await t.sql.query(`SELECT row_to_json(x)::text AS row FROM "${tablename}" x`);
      const text = dump.rows.map((row) => row.row).join("\n");
      expect(text).not.toContain(bvn);
      expect(text).not.toContain(nin);
      expect(text).not.toContain(TEST_PASSWORD);
    }
    const user = await t.db.user.findFirstOrThrow({
      where: { bvnHash: { not: null } },
      orderBy: { createdAt: "desc" },
    });
    expect(user.bvnEncrypted).toMatch(/^v1\./);
    expect(user.bvnHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("lists the consents, the tier and why, and withholds the BVN and NIN", async () => {
    const { browser } = await onboard({ browser: newBrowser() });
    const answer = await browser.call(exportData);
    expect(answer.status).toBe(200);
    expect(answer.body.identityConsents).toEqual([
      {
        purpose: "identity-lookup",
        text: ENGLISH_CONSENT,
        language: "en",
        agreedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        ipAddress: expect.stringMatching(/^203\.0\.113\./),
        userAgent: "Mozilla/5.0 (Veil tests)",
      },
    ]);
    expect(answer.body.identityTier).toEqual({ tier: 3, reason: expect.stringMatching(/^Tier 3: /) });
    expect(answer.body.profile.bvn).toMatch(/stored encrypted/);
    expect(answer.body.profile.nin).toMatch(/stored encrypted/);
    expect(JSON.stringify(answer.body)).not.toMatch(/bvnHash|bvnEncrypted|ninHash|ninEncrypted|v1\.[\w-]+\./);
  });
});

describe("what one person or one client can spend", () => {
  it("sends at most 5 identity codes an hour to one phone number, whoever asks", async () => {
    const phoneNumber = "+2348035550001";
    const asks = [];
    for (let n = 0; n < IDENTITY_CODES_PER_PHONE_PER_HOUR + 1; n++) {
      asks.push(await newBrowser().call(verifyPhone, { body: { phoneNumber, consent: true } }));
    }
    expect(asks.map((answer) => answer.status)).toEqual([...Array(IDENTITY_CODES_PER_PHONE_PER_HOUR).fill(200), 429]);
    expect(await t.db.outboxMessage.count({ where: { recipient: phoneNumber } })).toBe(
      IDENTITY_CODES_PER_PHONE_PER_HOUR,
    );
  });

  it("never spends the sign-ups' shared allowance on a selfie with no onboarding behind it", async () => {
    const shared = () => t.db.rateLimitCount.findMany({ where: { bucket: "verify:all" } });
    const before = await shared();
    const answers = await Promise.all(Array.from({ length: 20 }, () => newBrowser().call(verifyBiometric, selfie)));
    expect(answers.every((answer) => answer.status === 409)).toBe(true);
    expect(await shared()).toEqual(before);
  });
});
