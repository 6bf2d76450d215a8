// Hourly limits on lookups that show a person's details, through their route handlers on real PostgreSQL.
import { POST as verifyPhone } from "@/app/api/verify/phone/route";
import { POST as verifyBvn } from "@/app/api/verify/bvn/route";
import { POST as recipientRoute } from "@/app/api/transfer/recipient/route";
import { Browser, useAppDatabase } from "@/test/api-harness";
import { newBvn, onboard } from "@/test/onboard";
import { account } from "@/test/money";
import type { TestDatabase } from "@/test/test-database";
import { spendHourly } from "./rate-limit";

jest.setTimeout(60_000);

let t: TestDatabase;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ t, close } = await useAppDatabase());
});
afterAll(() => close());

const HOUR_MS = 60 * 60 * 1000;
const thisHour = () => new Date(Math.floor(Date.now() / HOUR_MS) * HOUR_MS);

/** Spends a bucket's whole hour, as that many earlier requests would have. */
async function exhaust(bucket: string, limit: string) {
  await t.db.rateLimitCount.upsert({
    where: { bucket_windowStart: { bucket, windowStart: thisHour() } },
    create: { bucket, windowStart: thisHour(), count: Number(limit) },
    update: { count: Number(limit) },
  });
}

let address = 0;
const client = () => `192.0.2.${++address}`;

describe("wallet creation", () => {
  it("refuses a client over its hourly limit with 429 before any account is written", async () => {
    const ip = client();
    await exhaust(`wallet-create:client:${ip}`, process.env.WALLET_CREATE_LIMIT_PER_HOUR!);
    const before = await t.db.user.count();
    const refused = await onboard({ browser: new Browser({ "x-forwarded-for": ip }) }).catch((error: Error) => error);
    expect(String(refused)).toMatch(/wallet answered 429: .*too many requests/);
    expect(await t.db.user.count()).toBe(before);
  });
});

describe("identity lookups", () => {
  it("refuses a client over its hourly limit with 429, Retry-After and a message, and asks no vendor", async () => {
    const ip = client();
    await exhaust(`verify:client:${ip}`, process.env.VERIFY_LIMIT_PER_HOUR!);
    const before = await t.db.kycVerification.count();
    const answer = await new Browser({ "x-forwarded-for": ip }).call(verifyPhone, {
      body: { phoneNumber: "8035550101", consent: true },
    });
    expect(answer.status).toBe(429);
    expect(Number(answer.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(Number(answer.headers.get("retry-after"))).toBeLessThanOrEqual(3600);
    expect(answer.body.message).toMatch(/too many requests\. Please wait \d+ minutes? and try again\./);
    expect(await t.db.kycVerification.count()).toBe(before);
    // Another client is not held up by it.
    const other = await new Browser({ "x-forwarded-for": client() }).call(verifyPhone, {
      body: { phoneNumber: "8035550101", consent: true },
    });
    expect(other.status).toBe(200);
  });

  it("asks everyone for a proof of work once the hour's total is spent, instead of turning them away", async () => {
    await exhaust("verify:all", process.env.VERIFY_LIMIT_TOTAL_PER_HOUR!);
    try {
      const answer = await new Browser({ "x-forwarded-for": client() }).call(verifyBvn, {
        body: { bvn: newBvn(), consent: true },
      });
      expect(answer.status).toBe(429);
      expect(answer.headers.get("veil-challenge")).not.toBeNull();
    } finally {
      await t.db.rateLimitCount.deleteMany({ where: { bucket: "verify:all" } });
    }
  });

  it("writes nothing for a lookup that found nothing", async () => {
    const before = await t.db.kycVerification.count();
    const answer = await new Browser({ "x-forwarded-for": client() }).call(verifyPhone, {
      body: { phoneNumber: "8031230000", consent: true },
    });
    expect(answer.status).toBe(404);
    expect(await t.db.kycVerification.count()).toBe(before);
  });
});

describe("name enquiry", () => {
  it("refuses an account over its hourly limit, and not another account", async () => {
    const { browser: over, identity } = await onboard({ browser: new Browser({ "x-forwarded-for": client() }) });
    const { browser: other } = await onboard({ browser: new Browser({ "x-forwarded-for": client() }) });
    const user = await t.db.user.findUniqueOrThrow({ where: { phoneNumber: identity.phoneNumber } });
    await exhaust(`name-enquiry:user:${user.id}`, process.env.NAME_ENQUIRY_LIMIT_PER_HOUR!);
    const refused = await over.call(recipientRoute, { body: account() });
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    expect((await other.call(recipientRoute, { body: account() })).status).toBe(200);
  });

  it("refuses a client over its hourly limit, whichever account asks", async () => {
    const ip = client();
    const { browser } = await onboard({ browser: new Browser({ "x-forwarded-for": ip }) });
    await exhaust(`name-enquiry:client:${ip}`, process.env.NAME_ENQUIRY_CLIENT_LIMIT_PER_HOUR!);
    expect((await browser.call(recipientRoute, { body: account() })).status).toBe(429);
  });
});

describe("spendHourly", () => {
  it("lets exactly the limit through when requests arrive together", async () => {
    const answers = await Promise.allSettled(
      Array.from({ length: 30 }, () => spendHourly(t.db, [{ bucket: "test:burst", max: 20 }])),
    );
    expect(answers.filter((answer) => answer.status === "fulfilled")).toHaveLength(20);
  });

  it("starts counting again in a new hour", async () => {
    const hour = thisHour().getTime();
    await spendHourly(t.db, [{ bucket: "test:hour", max: 1 }], new Date(hour + 1000));
    await expect(spendHourly(t.db, [{ bucket: "test:hour", max: 1 }], new Date(hour + 2000))).rejects.toThrow();
    await expect(spendHourly(t.db, [{ bucket: "test:hour", max: 1 }], new Date(hour + HOUR_MS + 1000))).resolves.toBe(
      undefined,
    );
  });
});

describe("a deployment with no trusted client address", () => {
  // Without VERCEL or TRUSTED_PROXY (or, as here, with no forwarding header), every client is one and the
  // same: a per-client limit there would let one person spend everybody's allowance.
  it("applies no per-client limit to clients it cannot tell apart, and keeps the total's alarm", async () => {
    await exhaust("verify:client:unknown", process.env.VERIFY_LIMIT_PER_HOUR!);
    const answer = await new Browser().call(verifyPhone, { body: { phoneNumber: "8035550199", consent: true } });
    expect(answer.status).toBe(200);

    await exhaust("verify:all", process.env.VERIFY_LIMIT_TOTAL_PER_HOUR ?? "1000");
    const refused = await new Browser().call(verifyPhone, { body: { phoneNumber: "8035550198", consent: true } });
    expect(refused.status).toBe(429);
    expect(refused.headers.get("veil-challenge")).not.toBeNull();
    await t.db.rateLimitCount.deleteMany({ where: { bucket: "verify:all" } });
  });
});
