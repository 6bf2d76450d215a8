// The Dojah identity adapter against the local contract server (Dojah's document, corrected by the overlay,
// answering by the sandbox's rules): every call keeps to the document, and the adapter gives the same answers
// the sandbox gives for the same numbers, faces and streets, so a flow passes against either.
import { testJpeg } from "@/test/jpeg";
import { IdentityProviderUnavailableError } from "@/server/identity/ports/identity-provider";
import { SandboxIdentityProvider } from "@/server/vendors/sandbox/sandbox-identity-provider";
import { dojahIdentity } from "@/server/vendors/dojah/identity/dojah-identity";
import { type FakeDojah, TEST_APP_ID, TEST_SECRET_KEY, startFakeDojah } from "./contract-server";
import { phrase } from "@/i18n/phrase";

let fake: FakeDojah;
const sandbox = new SandboxIdentityProvider();

beforeEach(async () => {
  fake = await startFakeDojah();
});
afterEach(async () => {
  await fake.close();
  expect(fake.violations).toEqual([]);
});

// Generous: the first request compiles the document's validator, on a loaded machine.
const dojah = (overrides: { timeoutMs?: number; secretKey?: string } = {}) =>
  dojahIdentity({ appId: TEST_APP_ID, secretKey: TEST_SECRET_KEY, baseUrl: fake.url, timeoutMs: 5_000, ...overrides });

const image = (side: number) => {
  const jpeg = testJpeg(side);
  return { jpeg, width: side, height: side };
};
const address = (street: string) => ({
  street,
  city: "Wuse II",
  state: "FCT",
  fullName: "Aisha Funmilayo Balogun",
  phoneNumber: "+2349069374465",
  dateOfBirth: "2004-10-21",
});

describe("the Dojah identity adapter", () => {
  it("finds the same people the sandbox finds, by BVN, NIN and phone number", async () => {
    const adapter = dojah();
    for (const [method, number] of [
      ["lookupBvn", "22345678901"],
      ["lookupBvn", "18031234567"],
      ["lookupNin", "78031234567"],
      ["lookupPhone", "+2348031234567"],
      ["lookupPhone", "+2349061112233"],
    ] as const) {
      const answer = await adapter[method](number);
      const expected = await sandbox[method](number);
      expect(answer).toEqual({
        found: true,
        reference: expect.any(String),
        identity: expected.found && expected.identity,
      });
    }
    expect(await adapter.lookupBvn("22345678901")).toMatchObject({
      identity: { nin: "72345678901", phoneNumber: expect.stringMatching(/^\+234\d{10}$/) },
    });
    expect(await adapter.lookupBvn("18031234567")).toMatchObject({ identity: { nin: null } });
    expect(fake.calls).toContain("NigeriaKyc_getPhoneNumber");
  });

  it("answers not found for a number the registry does not know", async () => {
    const adapter = dojah();
    expect(await adapter.lookupBvn("00012345678")).toEqual({ found: false, reference: expect.any(String) });
    expect(await adapter.lookupNin("00012345678")).toMatchObject({ found: false });
    expect(await adapter.lookupPhone("+2348031230000")).toMatchObject({ found: false });
  });

  it("calls Dojah unavailable when it answers 5xx, refuses the keys, hangs, drops the line or answers garbage", async () => {
    const unavailable = expect.any(IdentityProviderUnavailableError);
    await expect(dojah().lookupBvn("99912345678")).rejects.toEqual(unavailable);
    await expect(dojah().lookupNin("99912345678")).rejects.toEqual(unavailable);
    await expect(dojah().lookupPhone("+2348031239999")).rejects.toEqual(unavailable);
    await expect(dojah({ secretKey: "test_sk_wrong" }).lookupBvn("22345678901")).rejects.toEqual(unavailable);
    fake.fault("hang");
    const started = Date.now();
    await expect(dojah({ timeoutMs: 300 }).lookupNin("78031234567")).rejects.toThrow(/did not answer in time/);
    expect(Date.now() - started).toBeLessThan(3_000);
    for (const fault of ["refuse", "garbage", "server_error"] as const) {
      fake.fault(fault);
      const error = await dojah()
        .lookupBvn("22345678901")
        .catch((e: Error) => e);
      expect(error).toBeInstanceOf(IdentityProviderUnavailableError);
      // The number never travels in an error (they reach logs).
      expect((error as Error).message).not.toMatch(/2234567890|test_sk/);
    }
  });

  it("checks liveness first, then compares the face with the BVN's or the NIN's photo", async () => {
    const adapter = dojah();
    const bvn = { kind: "bvn" as const, number: "22345678901" };
    const nin = { kind: "nin" as const, number: "72345678901" };
    expect(await adapter.matchSelfie({ image: image(480), against: bvn })).toMatchObject({ passed: true, score: 0.97 });
    expect(fake.calls.splice(0)).toEqual(["Kyc_checkLiveness", "Verifications_verifySelfieBvn"]);
    expect(await adapter.matchSelfie({ image: image(480), against: nin })).toMatchObject({ passed: true, score: 0.97 });
    expect(fake.calls.splice(0)).toEqual(["Kyc_checkLiveness", "Verifications_verifySelfieNin"]);
    expect(await adapter.matchSelfie({ image: image(483), against: nin })).toMatchObject({
      passed: false,
      reason: "not-same-person",
      score: 0.31,
    });
    for (const [side, reason] of [
      [200, "no-face"],
      [481, "many-faces"],
      [487, "not-live"],
    ] as const) {
      fake.calls.splice(0);
      expect(await adapter.matchSelfie({ image: image(side), against: bvn })).toMatchObject({ passed: false, reason });
      // A face that fails the liveness check is never compared with anyone's photo.
      expect(fake.calls).toEqual(["Kyc_checkLiveness"]);
    }
    for (const side of [200, 480, 481, 483, 487]) {
      const [ours, theirs] = [
        await adapter.matchSelfie({ image: image(side), against: bvn }),
        await sandbox.matchSelfie({ image: image(side), against: bvn }),
      ];
      expect(ours.passed).toBe(theirs.passed);
      if (!ours.passed && !theirs.passed) expect(ours.reason).toBe(theirs.reason);
    }
  });

  it("calls a selfie check that does not answer unavailable", async () => {
    const against = { kind: "bvn" as const, number: "99912345678" };
    await expect(dojah().matchSelfie({ image: image(480), against })).rejects.toBeInstanceOf(
      IdentityProviderUnavailableError,
    );
    fake.fault("hang");
    await expect(
      dojah({ timeoutMs: 300 }).matchSelfie({ image: image(480), against: { ...against, number: "22345678901" } }),
    ).rejects.toBeInstanceOf(IdentityProviderUnavailableError);
  });

  it("submits an address: verified, failed, or pending and then verified when asked again", async () => {
    const adapter = dojah();
    expect(await adapter.verifyAddress(address("12 Admiralty Way"))).toMatchObject({ status: "verified" });
    expect(await adapter.verifyAddress(address("13 Admiralty Way"))).toMatchObject({
      status: "failed",
      reason: phrase("serverErrors.addressNotConfirmed"),
    });
    const pending = await adapter.verifyAddress(address("5 Pending Close"));
    expect(pending).toEqual({ status: "pending", reference: expect.any(String) });
    expect(await adapter.addressStatus(pending.reference)).toEqual({
      status: "verified",
      reference: pending.reference,
    });
    // The bill is not sent: Dojah's document has no utility-bill check (see the adapter).
    expect(await adapter.verifyAddress({ ...address("12 Admiralty Way"), utilityBill: image(480) })).toMatchObject({
      status: "verified",
    });
    fake.fault("server_error");
    await expect(adapter.addressStatus(pending.reference)).rejects.toBeInstanceOf(IdentityProviderUnavailableError);
  });

  it("would be caught sending what the document does not allow", async () => {
    const send = (path: string, init: RequestInit = {}) =>
      fetch(`${fake.url}${path}`, {
        ...init,
        headers: { AppId: TEST_APP_ID, Authorization: TEST_SECRET_KEY, "Content-Type": "application/json" },
      });
    expect((await send("/api/v1/kyc/bvn/full?bvn=2234567890")).status).toBe(400);
    expect((await send("/api/v1/kyc/nin")).status).toBe(400);
    const liveness = await send("/api/v1/ml/liveness", { method: "POST", body: JSON.stringify({ picture: "abc" }) });
    expect(liveness.status).toBe(400);
    const selfie = { bvn: "22345678901", selfie_image: "data:image/jpeg;base64,/9j/" };
    expect((await send("/v1/kyc/bvn/verify", { method: "POST", body: JSON.stringify(selfie) })).status).toBe(400);
    expect(fake.violations.splice(0)).toEqual([
      expect.stringMatching(/^NigeriaKyc_getNormalBvn: .*bvn/),
      expect.stringMatching(/^NigeriaKyc_getNin: .*nin/),
      expect.stringMatching(/^Kyc_checkLiveness: .*image/),
      expect.stringMatching(/^Verifications_verifySelfieBvn: .*selfie_image/),
    ]);
  });
});
