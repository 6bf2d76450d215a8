// "Raise your limits" against PostgreSQL and the identity sandbox: each upgrade through its route handler, the
// limits the server then enforces, what is stored (and what never is), and upgrades racing each other.
import { UPGRADE_CHECKS_PER_HOUR } from "@/server/identity/lookup-limits";
import { NUMBER_MESSAGES } from "./identity-number-upgrade";
import { VERIFICATION_UNAVAILABLE } from "@/server/platform/http/api-error";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { GET as statusRoute } from "@/app/api/identity/route";
import { POST as bvnRoute } from "@/app/api/identity/bvn/route";
import { POST as ninRoute } from "@/app/api/identity/nin/route";
import { POST as selfieRoute } from "@/app/api/identity/selfie/route";
import { POST as addressRoute } from "@/app/api/identity/address/route";
import { GET as balanceRoute } from "@/app/api/wallet/balance/route";
import { recomputeTier } from "@/server/identity/identity-tier";
import { refreshAddressChecks } from "@/server/identity/upgrades/refresh-address-checks";
import { sandboxPerson } from "@/server/vendors/sandbox/sandbox-people";
import { identityProvider } from "@/server/vendors/identity";
import { IdentityProviderUnavailableError } from "@/server/identity/ports/identity-provider";
import { IMAGE_MESSAGES } from "@/server/platform/http/read-image";
import { Browser, useAppDatabase, type Answer } from "@/test/api-harness";
import { newBvn, onboard } from "@/test/onboard";
import { addMoney, transfer, trustRecipient } from "@/test/money";
import { MATCHING_SELFIE, testJpeg } from "@/test/jpeg";
import type { TestDatabase } from "@/test/test-database";
import { english } from "@/test/english";

let t: TestDatabase;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ t, close } = await useAppDatabase());
}, 60_000);
afterAll(async () => {
  await close();
});
afterEach(() => {
  jest.restoreAllMocks();
});

const VENDOR_DOWN = english(VERIFICATION_UNAVAILABLE);
/** The consents the upgrades wrote: onboarding's own ("identity-lookup") came with the account. */
const upgradeConsents = (userId: string) => ({ userId, purpose: { not: "identity-lookup" } });
const TAKEN = "This identity is already linked to a Veil account.";

const PREFIXES = ["80", "81", "70", "90", "91"];
let people = 0;

type Person = { browser: Browser; userId: string; digits: string };

/**
 * A tier-1 account whose only proof is the one asked for: onboarded (by BVN, or by phone number), then left in
 * the database with nothing else proved, whatever onboarding proved on the way.
 */
async function tierOne(proof: "bvn" | "none"): Promise<Person> {
  people += 1;
  const browser = new Browser({ "user-agent": "Jest test browser", "x-forwarded-for": `10.9.0.${people}` });
  let digits: string;
  if (proof === "bvn") {
    const bvn = newBvn();
    digits = bvn.slice(1);
    await onboard({ bvn, browser });
  } else {
    digits = `${PREFIXES[people % PREFIXES.length]}${String(Date.now() + people).slice(-8)}`;
    await onboard({ phoneNumber: `+234${digits}`, browser });
  }
  const { id: userId } = await t.db.user.findFirstOrThrow({ orderBy: { createdAt: "desc" }, select: { id: true } });
  await t.db.$executeRaw`DELETE FROM kyc_verifications
    WHERE user_id = ${userId}::uuid AND verification_type IN ('BIOMETRIC', 'ADDRESS', 'NIN')`;
  await t.db.user.update({
    where: { id: userId },
    data: {
      kycTier: 1,
      kycTierReason: "Tier 1: set up by the test.",
      ninHash: null,
      ninEncrypted: null,
      ...(proof === "none" ? { bvnHash: null, bvnEncrypted: null } : {}),
    },
  });
  return { browser, userId, digits };
}

const ninOf = (person: Person) => `7${person.digits}`;
const bvnOf = (person: Person) => `2${person.digits}`;

function status(person: Person): Promise<Answer> {
  return person.browser.call(statusRoute, { path: "/api/identity" });
}
function addNin(person: Person, nin: string, consent: unknown = true) {
  return person.browser.call(ninRoute, { path: "/api/identity/nin", body: { nin, consent } });
}
function addBvn(person: Person, bvn: string) {
  return person.browser.call(bvnRoute, { path: "/api/identity/bvn", body: { bvn, consent: true } });
}
function selfie(person: Person, image: Buffer = MATCHING_SELFIE, type = "image/jpeg") {
  return person.browser.call(selfieRoute, {
    path: "/api/identity/selfie",
    raw: image,
    headers: { "content-type": type },
  });
}
async function address(
  person: Person,
  fields: { street: string; city?: string; state?: string; consent?: string },
  bill?: Buffer,
) {
  const form = new FormData();
  form.set("street", fields.street);
  form.set("city", fields.city ?? "Lekki");
  form.set("state", fields.state ?? "Lagos");
  form.set("consent", fields.consent ?? "true");
  if (bill) form.set("utilityBill", new Blob([new Uint8Array(bill)], { type: "image/jpeg" }), "bill.jpg");
  const encoded = new Request("http://localhost/", { method: "POST", body: form });
  return person.browser.call(addressRoute, {
    path: "/api/identity/address",
    raw: Buffer.from(await encoded.arrayBuffer()),
    headers: { "content-type": encoded.headers.get("content-type")! },
  });
}

async function balance(person: Person): Promise<string> {
  return (await person.browser.call(balanceRoute, { path: "/api/wallet/balance" })).body.data.balance;
}

async function rows(userId: string, type: "NIN" | "BVN" | "BIOMETRIC" | "ADDRESS") {
  return t.db.kycVerification.findMany({ where: { userId, verificationType: type }, orderBy: { createdAt: "asc" } });
}

function dailyLimit(limit: string, left: string): string {
  return `This transfer is above your daily limit. You can send up to ${limit} a day, and ${left} is left today.`;
}

describe("the limits follow the tier at once", () => {
  it("refuses ₦60,000 at tier 1, and after a NIN and a selfie (tier 2) sends ₦150,000; the cap follows", async () => {
    const person = await tierOne("none");
    expect((await addMoney(person.browser, "250000")).status).toBe(200);
    const overCap = await addMoney(person.browser, "60000");
    expect(overCap.status).toBe(422);
    expect(overCap.body.message).toContain("above ₦300,000.00");
    const refused = await transfer(person.browser, "60000");
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(dailyLimit("₦50,000.00", "₦50,000.00"));

    const withNin = await addNin(person, ninOf(person));
    expect(withNin.status).toBe(200);
    expect(withNin.body.data).toMatchObject({
      level: 1,
      proofs: { bvn: false, nin: true, selfie: false, address: { status: "none" } },
      nextTier: { level: 2, needs: ["selfie"], dailySend: "200000.00", maxBalance: "500000.00" },
    });
    const withSelfie = await selfie(person);
    expect(withSelfie.status).toBe(200);
    expect(withSelfie.body.data).toMatchObject({ level: 2, dailySend: "200000.00", maxBalance: "500000.00" });

    // To someone paid for years: a first ₦150,000 to a new account would wait, and be counted as still pending.
    await trustRecipient(t.db, person.browser);
    expect((await transfer(person.browser, "150000")).status).toBe(200);
    expect((await addMoney(person.browser, "60000")).status).toBe(200);
    expect(await balance(person)).toBe("160000.00");
    const overTierTwoCap = await addMoney(person.browser, "350000");
    expect(overTierTwoCap.status).toBe(422);
    expect(overTierTwoCap.body.message).toContain("above ₦500,000.00");
    expect(overTierTwoCap.body.message).toContain("You can add up to ₦340,000.00 more.");
    const second = await transfer(person.browser, "60000");
    expect(second.status).toBe(422);
    expect(second.body.message).toBe(dailyLimit("₦200,000.00", "₦50,000.00"));

    const now = (await status(person)).body.data;
    expect(now).toMatchObject({ sentToday: "150000.00", leftToday: "50000.00", balanceRoom: "340000.00" });
  });
});

describe("1 → 2 → 3", () => {
  it("raises a BVN account by selfie, NIN and address, storing outcomes and never a number or an image", async () => {
    const person = await tierOne("bvn");
    const before = await status(person);
    expect(before.status).toBe(200);
    expect(before.body.data).toEqual({
      level: 1,
      reason: "Tier 1: set up by the test.",
      dailySend: "50000.00",
      maxBalance: "300000.00",
      sentToday: "0.00",
      leftToday: "50000.00",
      balanceRoom: "300000.00",
      proofs: { bvn: true, nin: false, selfie: false, address: { status: "none" } },
      nextTier: { level: 2, needs: ["selfie"], dailySend: "200000.00", maxBalance: "500000.00" },
    });

    const two = await selfie(person);
    expect(two.body.data).toMatchObject({
      level: 2,
      reason: "Tier 2: BVN verified, selfie matched to the record's photo.",
      nextTier: { level: 3, needs: ["nin", "address"], dailySend: "5000000.00", maxBalance: null },
    });
    const [face] = await rows(person.userId, "BIOMETRIC");
    expect(face).toMatchObject({ status: "VERIFIED", verificationData: { score: 0.97, against: "bvn" } });
    expect((face!.verificationData as { checkedAt: string }).checkedAt).toMatch(/^\d{4}-\d\d-\d\dT/);

    expect((await addNin(person, ninOf(person))).body.data).toMatchObject({
      level: 2,
      nextTier: { needs: ["address"] },
    });
    const three = await address(person, { street: "12 Admiralty Way", city: "Lekki", state: "FCT" });
    expect(three.status).toBe(200);
    expect(three.body.data).toMatchObject({
      level: 3,
      maxBalance: null,
      balanceRoom: null,
      proofs: { bvn: true, nin: true, selfie: true, address: { status: "verified" } },
      nextTier: null,
    });

    const user = await t.db.user.findUniqueOrThrow({ where: { id: person.userId } });
    expect(user.address).toBe("12 Admiralty Way, Lekki, Federal Capital Territory (Abuja)");
    expect(user.ninHash).toMatch(/^[0-9a-f]{64}$/);
    const consents = await t.db.identityConsent.findMany({ where: upgradeConsents(person.userId) });
    expect(consents.map((consent) => consent.purpose).sort()).toEqual(["address", "nin-lookup"]);
    expect(consents.every((consent) => consent.userAgent === "Jest test browser")).toBe(true);
    expect(consents.every((consent) => consent.ipAddress === `10.9.0.${people}`)).toBe(true);
    expect(consents.find((consent) => consent.purpose === "nin-lookup")).toMatchObject({
      text: "I agree that Veil may look up my NIN at NIMC and compare its name, date of birth and photo with my account.",
      language: "en",
    });
    // What the upgrades wrote (onboarding's own rows are onboarding's).
    const upgrades = await t.db.kycVerification.findMany({ where: { userId: person.userId, onboardingId: null } });
    expect(upgrades.map((row) => row.verificationType).sort()).toEqual(["ADDRESS", "BIOMETRIC", "NIN"]);
    const stored = JSON.stringify([user, upgrades]);
    expect(stored).not.toContain(ninOf(person));
    expect(stored).not.toContain(bvnOf(person));
    expect(stored).not.toContain(MATCHING_SELFIE.toString("base64"));

    // Tier 3: no cap and ₦5,000,000.00 a day.
    expect((await addMoney(person.browser, "400000")).status).toBe(200);
    expect((await transfer(person.browser, "350000")).status).toBe(200);
  });

  it("adds a BVN to a NIN account, with its own consent", async () => {
    const person = await tierOne("none");
    expect((await addNin(person, ninOf(person))).status).toBe(200);
    const both = await addBvn(person, bvnOf(person));
    expect(both.status).toBe(200);
    expect(both.body.data.proofs).toMatchObject({ bvn: true, nin: true });
    expect(await rows(person.userId, "BVN")).toHaveLength(1);
    const purposes = (await t.db.identityConsent.findMany({ where: upgradeConsents(person.userId) })).map(
      (c) => c.purpose,
    );
    expect(purposes.sort()).toEqual(["bvn-lookup", "nin-lookup"]);
    const again = await addBvn(person, bvnOf(person));
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("Your account already has a verified BVN.");
  });

  it("records the consent in the words and language the account's screens show (its setting, not the browser's)", async () => {
    const person = await tierOne("none");
    await t.db.userSettings.update({ where: { userId: person.userId }, data: { language: "fr" } });
    person.browser.headers["accept-language"] = "es-NG,es;q=0.9";
    expect((await addNin(person, ninOf(person))).status).toBe(200);
    expect((await address(person, { street: "12 Admiralty Way" })).status).toBe(200);
    const consents = await t.db.identityConsent.findMany({
      where: upgradeConsents(person.userId),
      orderBy: { agreedAt: "asc" },
      select: { purpose: true, text: true, language: true },
    });
    expect(consents).toEqual([
      {
        purpose: "nin-lookup",
        text: "J'accepte que Veil consulte mon NIN auprès du NIMC et compare le nom, la date de naissance et la photo qui y figurent avec mon compte.",
        language: "fr",
      },
      { purpose: "address", text: expect.stringMatching(/^J'accepte que Veil envoie cette adresse/), language: "fr" },
    ]);
  });

  it("records the language the form says it showed, over the account's setting, and refuses one Veil does not have", async () => {
    // A French account whose page was still in Spanish (the language changed meanwhile in another tab).
    const person = await tierOne("none");
    await t.db.userSettings.update({ where: { userId: person.userId }, data: { language: "fr" } });
    const before = await t.db.identityConsent.count({ where: upgradeConsents(person.userId) });
    const unknown = await person.browser.call(ninRoute, {
      path: "/api/identity/nin",
      body: { nin: ninOf(person), consent: true, consentLanguage: "de" },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe("Choisissez l'anglais, le français ou l'espagnol.");
    expect(await t.db.identityConsent.count({ where: upgradeConsents(person.userId) })).toBe(before);

    const shown = await person.browser.call(ninRoute, {
      path: "/api/identity/nin",
      body: { nin: ninOf(person), consent: true, consentLanguage: "es" },
    });
    expect(shown.status).toBe(200);
    expect(await t.db.identityConsent.findFirstOrThrow({ where: upgradeConsents(person.userId) })).toMatchObject({
      text: "Acepto que Veil consulte mi NIN en NIMC y compare su nombre, fecha de nacimiento y foto con mi cuenta.",
      language: "es",
    });
  });

  it("keeps a pending address pending until the job hears it was confirmed, then raises the tier", async () => {
    const person = await tierOne("bvn");
    expect((await addNin(person, ninOf(person))).status).toBe(200);
    expect((await selfie(person)).status).toBe(200);
    const pending = await address(person, { street: "5 Pending Close", city: "Wuse II", state: "FCT" });
    expect(pending.status).toBe(200);
    expect(pending.body.data.level).toBe(2);
    expect(pending.body.data.proofs.address).toEqual({
      status: "pending",
      reason: "Our partner is still checking your address. We'll update your tier when they confirm it.",
    });
    const again = await address(person, { street: "6 Other Street" });
    expect(again.status).toBe(409);

    expect(await refreshAddressChecks(t.db, { deadline: Date.now() + 10_000 })).toMatchObject({ verified: 1 });
    const after = (await status(person)).body.data;
    expect(after).toMatchObject({ level: 3, proofs: { address: { status: "verified" } }, nextTier: null });
    expect((await rows(person.userId, "ADDRESS")).map((row) => row.status)).toEqual(["VERIFIED"]);
    const user = await t.db.user.findUniqueOrThrow({ where: { id: person.userId } });
    expect(user.address).toBe("5 Pending Close, Wuse II, Federal Capital Territory (Abuja)");
    // Nothing left to ask: a second run decides nothing.
    expect(await refreshAddressChecks(t.db, { deadline: Date.now() + 10_000 })).toMatchObject({ asked: 0 });
  });
});

describe("refusals", () => {
  it("refuses a NIN of someone else (422), one not found (404) and a vendor down (503), storing nothing", async () => {
    const person = await tierOne("none");
    const stranger = `7${String(9_000_000_000 - people)}`;
    expect(sandboxPerson(stranger.slice(1)).fullName).not.toBe(sandboxPerson(person.digits).fullName);
    const mismatch = await addNin(person, stranger);
    expect(mismatch.status).toBe(422);
    expect(mismatch.body.message).toBe(
      "The name and date of birth on this NIN don't match your account's. Check the number, or contact support.",
    );
    const missing = await addNin(person, "00012345678");
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe("We couldn't find this NIN. Check the 11 digits and try again.");
    const consents = await t.db.identityConsent.count({ where: upgradeConsents(person.userId) });
    const down = await addNin(person, "99912345678");
    expect(down.status).toBe(503);
    expect(down.body.message).toBe(VENDOR_DOWN);
    expect(await t.db.identityConsent.count({ where: upgradeConsents(person.userId) })).toBe(consents);

    const user = await t.db.user.findUniqueOrThrow({ where: { id: person.userId } });
    expect([user.ninHash, user.ninEncrypted, user.kycTier]).toEqual([null, null, 1]);
    expect(await rows(person.userId, "NIN")).toHaveLength(0);
  });

  it("refuses a namesake's BVN or NIN, registered to another phone number, storing nothing", async () => {
    // Two sandbox people with one name and one date of birth: only the phone on their records tells them apart.
    const browser = new Browser({ "user-agent": "Jest test browser", "x-forwarded-for": "10.9.1.1" });
    await onboard({ phoneNumber: "+2348040003396", browser });
    const { id: userId } = await t.db.user.findUniqueOrThrow({
      where: { phoneNumber: "+2348040003396" },
      select: { id: true },
    });
    const person = { browser, userId, digits: "8040003396" };
    const before = await t.db.user.findUniqueOrThrow({ where: { id: userId } });
    const theirBvn = await addBvn(person, "28040015532");
    expect(theirBvn.status).toBe(422);
    expect(theirBvn.body.message).toBe(english(NUMBER_MESSAGES.bvn.otherPhone));
    expect(await t.db.user.findUniqueOrThrow({ where: { id: userId } })).toEqual(before);
    // The namesake can still sign up with their own BVN.
    await onboard({ bvn: "28040015532" });
  });

  it("refuses a NIN already linked to another account (409), and a second NIN on one account", async () => {
    const first = await tierOne("none");
    expect((await addNin(first, ninOf(first))).status).toBe(200);
    const again = await addNin(first, ninOf(first));
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("Your account already has a verified NIN.");

    // Someone whose name and date of birth are the same as the first person's, on another phone: refused.
    const second = await tierOne("none");
    const record = sandboxPerson(first.digits);
    await t.db.user.update({
      where: { id: second.userId },
      data: { fullName: record.fullName, dateOfBirth: new Date(`${record.dateOfBirth}T00:00:00Z`) },
    });
    const namesake = await addNin(second, ninOf(first));
    expect([namesake.status, namesake.body.message]).toEqual([422, english(NUMBER_MESSAGES.nin.otherPhone)]);
    // The NIN's phone number moved to the second account (the first changed its number): still the first's NIN.
    await t.db.user.update({ where: { id: first.userId }, data: { phoneNumber: "+2349099990001" } });
    await t.db.user.update({ where: { id: second.userId }, data: { phoneNumber: `+234${first.digits}` } });
    const taken = await addNin(second, ninOf(first));
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe(TAKEN);
    expect((await t.db.user.findUniqueOrThrow({ where: { id: second.userId } })).ninHash).toBeNull();
  });

  it("refuses malformed numbers and a missing consent with the form's words", async () => {
    const person = await tierOne("none");
    const short = await addNin(person, "123");
    expect(short.status).toBe(400);
    expect(short.body.message).toBe("NIN must be 11 digits");
    const noConsent = await addNin(person, ninOf(person), false);
    expect(noConsent.status).toBe(400);
    expect(noConsent.body.message).toBe("Please tick the box to agree before we check.");
    const badBvn = await person.browser.call(bvnRoute, { body: { bvn: "2234567890a", consent: true } });
    expect(badBvn.body.message).toBe("BVN must be 11 digits");
    expect(await t.db.identityConsent.count({ where: upgradeConsents(person.userId) })).toBe(0);
  });

  it("asks for a NIN or BVN before a selfie, and fails faces with the reason, keeping the tier", async () => {
    const person = await tierOne("none");
    const first = await selfie(person);
    expect(first.status).toBe(409);
    expect(first.body.message).toBe("Add your NIN or BVN first.");
    expect((await addNin(person, ninOf(person))).status).toBe(200);

    const faces: [number, string][] = [
      [200, "We couldn't see a face in the photo. Face the camera in good light and try again."],
      [481, "There is more than one face in the photo. Make sure only you are in it."],
      [483, "The face in the photo doesn't match the photo on your identity record."],
      [487, "We couldn't confirm a live person. Take the photo yourself, not a photo of a photo or a screen."],
    ];
    for (const [side, message] of faces) {
      const failed = await selfie(person, testJpeg(side));
      expect([failed.status, failed.body.message]).toEqual([422, message]);
    }
    const checks = await rows(person.userId, "BIOMETRIC");
    expect(checks.map((row) => row.status)).toEqual(["FAILED", "FAILED", "FAILED", "FAILED"]);
    expect(checks[2]!.verificationData).toMatchObject({ score: 0.31, against: "nin", reason: "not-same-person" });

    const notImage = await selfie(person, Buffer.from("not a photo at all"));
    expect([notImage.status, notImage.body.message]).toEqual([400, english(IMAGE_MESSAGES.notJpeg)]);
    const empty = await selfie(person, Buffer.alloc(0));
    expect([empty.status, empty.body.message]).toEqual([400, english(IMAGE_MESSAGES.empty)]);
    const huge = await selfie(person, Buffer.concat([MATCHING_SELFIE, Buffer.alloc(1024 * 1024)]));
    expect([huge.status, huge.body.message]).toEqual([413, english(IMAGE_MESSAGES.tooLarge)]);
    const png = await selfie(person, MATCHING_SELFIE, "image/png");
    expect(png.status).toBe(400);

    expect(await rows(person.userId, "BIOMETRIC")).toHaveLength(4);
    expect((await status(person)).body.data.level).toBe(1);
  });

  it("fails an address the vendor cannot confirm, and an unreadable bill, with the reason; a bad form writes nothing", async () => {
    const person = await tierOne("bvn");
    const failed = await address(person, { street: "13 Broad Street" });
    expect(failed.status).toBe(422);
    expect(failed.body.message).toBe("We couldn't confirm this address. Check it and try again.");
    expect((await status(person)).body.data.proofs.address).toEqual({
      status: "failed",
      reason: "We couldn't confirm this address. Check it and try again.",
    });
    const blurry = await address(person, { street: "12 Admiralty Way" }, testJpeg(200));
    expect(blurry.status).toBe(422);
    expect(blurry.body.message).toBe("We couldn't read the utility bill. Take a clearer photo.");
    const written = await rows(person.userId, "ADDRESS");
    expect(written.map((row) => row.status)).toEqual(["FAILED", "FAILED"]);

    const notJpeg = await address(person, { street: "12 Admiralty Way" }, Buffer.from("a PDF, say"));
    expect([notJpeg.status, notJpeg.body.message]).toEqual([400, english(IMAGE_MESSAGES.notJpeg)]);
    const noState = await address(person, { street: "12 Admiralty Way", state: "Atlantis" });
    expect([noState.status, noState.body.message]).toEqual([400, "Choose your state"]);
    const noConsent = await address(person, { street: "12 Admiralty Way", consent: "false" });
    expect([noConsent.status, noConsent.body.message]).toEqual([400, "Please tick the box to agree before we check."]);
    const json = await person.browser.call(addressRoute, { body: { street: "12 Admiralty Way" } });
    expect(json.status).toBe(400);
    expect(await rows(person.userId, "ADDRESS")).toHaveLength(2);

    const withBill = await address(person, { street: "12 Admiralty Way" }, testJpeg(640, 480));
    expect(withBill.status).toBe(200);
    expect(withBill.body.data.proofs.address).toEqual({ status: "verified" });
  });

  it("answers a vendor that is down during a selfie, an address or the job with 503 or a retry, writing nothing", async () => {
    const person = await tierOne("bvn");
    const down = () => Promise.reject(new IdentityProviderUnavailableError("timed out"));
    jest.spyOn(identityProvider(), "matchSelfie").mockImplementation(down);
    jest.spyOn(identityProvider(), "verifyAddress").mockImplementation(down);
    for (const answer of [await selfie(person), await address(person, { street: "12 Admiralty Way" })]) {
      expect([answer.status, answer.body.message]).toEqual([503, VENDOR_DOWN]);
    }
    expect(await t.db.kycVerification.count({ where: { userId: person.userId, onboardingId: null } })).toBe(0);
    expect(await t.db.identityConsent.count({ where: upgradeConsents(person.userId) })).toBe(0);
    jest.restoreAllMocks();

    expect((await address(person, { street: "7 Pending Lane" })).status).toBe(200);
    jest.spyOn(identityProvider(), "addressStatus").mockImplementation(down);
    await refreshAddressChecks(t.db, { deadline: Date.now() + 10_000 });
    expect((await rows(person.userId, "ADDRESS")).map((row) => row.status)).toEqual(["PENDING"]);
  });

  it("answers 401 without a session", async () => {
    const answer = await new Browser().call(statusRoute, { path: "/api/identity" });
    expect(answer.status).toBe(401);
  });
});

describe("upgrades at once", () => {
  it("stores one NIN, one selfie and one address under 10 parallel requests each, never skipping a tier", async () => {
    const person = await tierOne("bvn");
    const levels = (answers: Answer[]) => answers.filter((a) => a.status === 200).map((a) => a.body.data.level);
    // Each burst is the most vendor checks one account may ask for in an hour; each starts a new hour.
    const newHour = () => t.db.$executeRaw`DELETE FROM rate_limit_counts WHERE bucket LIKE 'identity-upgrade:%'`;

    const mixed = await Promise.all(
      Array.from({ length: UPGRADE_CHECKS_PER_HOUR }, (_, i) =>
        i % 2 === 0 ? addNin(person, ninOf(person)) : selfie(person),
      ),
    );
    expect(mixed.every((answer) => answer.status === 200 || answer.status === 409)).toBe(true);
    expect(levels(mixed).every((level) => level === 1 || level === 2)).toBe(true);
    expect(await rows(person.userId, "NIN")).toHaveLength(1);
    expect((await rows(person.userId, "BIOMETRIC")).filter((row) => row.status === "VERIFIED")).toHaveLength(1);
    expect((await status(person)).body.data.level).toBe(2);

    await newHour();
    const addresses = await Promise.all(
      Array.from({ length: UPGRADE_CHECKS_PER_HOUR }, () => address(person, { street: "12 Admiralty Way" })),
    );
    expect(addresses.every((answer) => answer.status === 200 || answer.status === 409)).toBe(true);
    expect(levels(addresses).every((level) => level === 3)).toBe(true);
    expect(await rows(person.userId, "ADDRESS")).toHaveLength(1);
    expect((await status(person)).body.data.level).toBe(3);
  });

  it("asks the vendor at most 10 times an hour for one account: the 11th check waits, with nothing written", async () => {
    const person = await tierOne("none");
    const wrong = Array.from({ length: UPGRADE_CHECKS_PER_HOUR }, () => addNin(person, "00012345678"));
    expect((await Promise.all(wrong)).map((answer) => answer.status)).toEqual(Array(UPGRADE_CHECKS_PER_HOUR).fill(404));
    const eleventh = await addNin(person, ninOf(person));
    expect(eleventh.status).toBe(429);
    expect(eleventh.body.message).toMatch(/^You've made too many requests\. Please wait \d+ minutes?/);
    expect((await t.db.user.findUniqueOrThrow({ where: { id: person.userId } })).ninHash).toBeNull();
  });

  it("gives one of two accounts racing for the same NIN, and the other 409", async () => {
    const first = await tierOne("none");
    const second = await tierOne("none");
    const record = sandboxPerson(first.digits);
    await t.db.user.update({
      where: { id: second.userId },
      data: { fullName: record.fullName, dateOfBirth: new Date(`${record.dateOfBirth}T00:00:00Z`) },
    });
    const answers = await Promise.all([first, second, first, second].map((person) => addNin(person, ninOf(first))));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(
      await t.db.user.count({ where: { id: { in: [first.userId, second.userId] }, ninHash: { not: null } } }),
    ).toBe(1);
  });
});

describe("the tiers granted before, and send_money", () => {
  it("keeps tier 3 for a BVN account from before (and a phone one at 1); a recompute never lowers it", async () => {
    const byBvn = await tierOne("bvn");
    const byPhone = await tierOne("none");
    const ids = [byBvn.userId, byPhone.userId];
    await t.db.user.updateMany({ where: { id: { in: ids } }, data: { kycTier: 1, kycTierReason: "" } });
    // The migration's own statement, on these two accounts only.
    const migration = readFileSync(
      join(process.cwd(), "prisma/migrations/20261126120000_identity_tiers/migration.sql"),
      "utf8",
    );
    const grant = /UPDATE "users" SET\s+"kyc_tier"[\s\S]*?END;/.exec(migration)![0];
    await t.db.$executeRawUnsafe(`${grant.slice(0, -1)} WHERE "id" IN ('${ids.join("','")}')`);

    expect((await status(byBvn)).body.data).toMatchObject({ level: 3, reason: expect.stringContaining("Tier 3 kept") });
    expect((await status(byPhone)).body.data).toMatchObject({
      level: 1,
      reason: expect.stringContaining("Tier 1 kept"),
    });
    expect((await recomputeTier(t.db, byBvn.userId)).level).toBe(3);
    expect((await status(byBvn)).body.data.level).toBe(3);

    // send_money reads the kept tier: ₦60,000 in one go.
    expect((await addMoney(byBvn.browser, "100000")).status).toBe(200);
    expect((await transfer(byBvn.browser, "60000")).status).toBe(200);
  });
});
