// Anonymous requests that send a text, through their route handlers on real PostgreSQL: limited by what they
// spend, and above the usual rate paid for with a proof of work instead of a wall for everyone.
import { createHash } from "node:crypto";
import { POST as verifyBvn } from "@/app/api/verify/bvn/route";
import { POST as verifyPhone } from "@/app/api/verify/phone/route";
import { POST as verifyCode } from "@/app/api/verify/code/route";
import { POST as resetStart } from "@/app/api/auth/password-reset/start/route";
import { Browser, useAppDatabase, type Answer } from "@/test/api-harness";
import { identityCodeSent, newBvn, onboard } from "@/test/onboard";
import type { TestDatabase } from "@/test/test-database";
import { leadingZeroBits, proofValue, readChallenge } from "@/lib/proof-of-work/challenge";
import { ALARM_DIFFICULTY, TEXTS_BUSY } from "./text-budget";
import { english } from "@/test/english";

jest.setTimeout(120_000);

// The usual rate, for everyone together, in this file: 10 texts a minute.
const USUAL = 10;
process.env.ANONYMOUS_TEXTS_USUAL_PER_MINUTE = String(USUAL);

let t: TestDatabase;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ t, close } = await useAppDatabase());
});
afterAll(() => close());

// Each test starts at a quiet moment: nobody else asked for a text this minute or this hour.
beforeEach(() => t.db.rateLimitCount.deleteMany({ where: { bucket: { in: ["anonymous-texts:rate", "verify:all"] } } }));

const identityTexts = () => t.db.outboxMessage.count({ where: { kind: "code:identity-lookup" } });

let address = 0;
const client = () => new Browser({ "x-forwarded-for": `198.51.100.${++address}` });

/** What a person's browser does when asked: find the number (postJsonWithProof does it with crypto.subtle). */
function solve(answer: Answer): string {
  const token = answer.headers.get("veil-challenge")!;
  const { salt, difficulty } = readChallenge(token)!;
  for (let n = 0; ; n += 1) {
    if (leadingZeroBits(createHash("sha256").update(`${salt}${n}`).digest()) >= difficulty) {
      return proofValue(token, n);
    }
  }
}

/** A request as the app's page sends it: with a proof of work when, and only when, the server asks for one. */
async function stepOne(browser: Browser, body: object, handler = verifyBvn): Promise<Answer> {
  const first = await browser.call(handler, { body });
  if (!first.headers.get("veil-challenge")) return first;
  return browser.call(handler, { body, headers: { "veil-proof": solve(first) } });
}

/** Says the last minute was this busy, as that many requests would have. */
async function busyMinute(count: number) {
  const minute = new Date(Math.floor(Date.now() / 60_000) * 60_000);
  await t.db.rateLimitCount.upsert({
    where: { bucket_windowStart: { bucket: "anonymous-texts:rate", windowStart: minute } },
    create: { bucket: "anonymous-texts:rate", windowStart: minute, count },
    update: { count },
  });
}

describe("at the usual rate", () => {
  it("asks a person for no work: sign-ups and password resets answer at once", async () => {
    for (let i = 0; i < USUAL / 2; i += 1) {
      const signUp = await client().call(verifyBvn, { body: { bvn: newBvn(), consent: true } });
      expect(signUp.status).toBe(200);
      expect(signUp.headers.get("veil-challenge")).toBeNull();
      const reset = await client().call(resetStart, { body: { phoneNumber: `80355501${String(i).padStart(2, "0")}` } });
      expect(reset.status).toBe(200);
      expect(reset.headers.get("veil-challenge")).toBeNull();
    }
  });
});

describe("a burst from one address of new random identities, from a script that does not do the work", () => {
  it("queues a few texts, not a thousand, and the next person still gets their code", async () => {
    const before = await identityTexts();
    // Everyone behind one proxy: no per-client count can tell the script from the people.
    const bot = new Browser();
    const until = Date.now() + 4_000;
    const answers: number[] = [];
    await Promise.all(
      Array.from({ length: 12 }, async () => {
        while (Date.now() < until) {
          answers.push((await bot.call(verifyBvn, { body: { bvn: newBvn(), consent: true } })).status);
        }
      }),
    );
    const queued = (await identityTexts()) - before;
    expect(answers.length).toBeGreaterThan(100);
    expect(queued).toBeLessThanOrEqual(2 * USUAL);
    expect(answers.filter((status) => status === 200)).toHaveLength(queued);
    expect(answers.filter((status) => status === 429).length).toBe(answers.length - queued);

    // A person behind the same address, right after: asked for work (which the page does), then their code.
    const person = new Browser();
    const asked = await person.call(verifyBvn, { body: { bvn: newBvn(), consent: true } });
    expect(asked.status).toBe(429);
    expect(asked.body.message).toBe(english(TEXTS_BUSY));
    const answered = await person.call(verifyBvn, {
      body: { bvn: newBvn(), consent: true },
      headers: { "veil-proof": solve(asked) },
    });
    expect(answered.status).toBe(200);
    const code = await identityCodeSent(answered.body.data.messageId);
    expect((await person.call(verifyCode, { body: { code } })).status).toBe(200);
  });
});

describe("a destination number", () => {
  it("is limited whatever client asks, by BVN or by phone number", async () => {
    const bvn = newBvn();
    const first = await stepOne(client(), { bvn, consent: true });
    expect(first.status).toBe(200);
    const phone = await t.db.outboxMessage.findUniqueOrThrow({ where: { id: first.body.data.messageId } });
    const answers = [];
    for (let i = 0; i < 6; i += 1) answers.push((await stepOne(client(), { bvn, consent: true })).status);
    expect(answers).toEqual([200, 200, 200, 200, 429, 429]);
    // The same number typed by yet another client, by phone number this time.
    const byPhone = await stepOne(client(), { phoneNumber: phone.recipient, consent: true }, verifyPhone);
    expect(byPhone.status).toBe(429);
    expect(byPhone.body.message).toMatch(/too many requests\. Please wait \d+ minutes? and try again\./);
    expect(
      await t.db.outboxMessage.count({ where: { recipient: phone.recipient, kind: "code:identity-lookup" } }),
    ).toBe(5);
  });

  it("gets at most 5 reset codes an hour, whatever client asks", async () => {
    const { identity } = await onboard({ browser: client() });
    const answers = [];
    for (let i = 0; i < 7; i += 1) {
      answers.push((await stepOne(client(), { phoneNumber: identity.phoneNumber }, resetStart)).status);
    }
    expect(answers).toEqual([200, 200, 200, 200, 200, 429, 429]);
    expect(
      await t.db.outboxMessage.count({ where: { recipient: identity.phoneNumber, kind: "code:password-reset" } }),
    ).toBe(5);
  });
});

describe("a proof of work", () => {
  it("is asked above the usual rate, and a spent one is refused", async () => {
    await busyMinute(10 * USUAL);
    const browser = client();
    const asked = await browser.call(resetStart, { body: { phoneNumber: "8035550177" } });
    expect(asked.status).toBe(429);
    expect(Number(asked.headers.get("retry-after"))).toBeGreaterThan(0);
    const proof = solve(asked);
    const used = await browser.call(verifyBvn, {
      body: { bvn: newBvn(), consent: true },
      headers: { "veil-proof": proof },
    });
    expect(used.status).toBe(200);
    const before = await identityTexts();
    const again = await client().call(verifyBvn, {
      body: { bvn: newBvn(), consent: true },
      headers: { "veil-proof": proof },
    });
    expect(again.status).toBe(429);
    expect(again.body.message).toBe(english(TEXTS_BUSY));
    expect(again.headers.get("veil-challenge")).not.toBeNull();
    expect(await identityTexts()).toBe(before);
  });
});

describe("the hour's total of identity lookups", () => {
  it("raises an alarm once and asks everyone for work, turning nobody away", async () => {
    const total = Number(process.env.VERIFY_LIMIT_TOTAL_PER_HOUR);
    const hour = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000);
    await t.db.rateLimitCount.create({ data: { bucket: "verify:all", windowStart: hour, count: total } });
    const warn = jest.spyOn(console, "warn").mockImplementation(() => {});
    try {
      for (let i = 0; i < 3; i += 1) {
        const asked = await client().call(verifyBvn, { body: { bvn: newBvn(), consent: true } });
        expect(asked.status).toBe(429);
        expect(readChallenge(asked.headers.get("veil-challenge")!)!.difficulty).toBeGreaterThanOrEqual(
          ALARM_DIFFICULTY,
        );
        expect((await stepOne(client(), { bvn: newBvn(), consent: true })).status).toBe(200);
      }
      expect(warn.mock.calls.filter(([line]) => String(line).includes("verify:all"))).toHaveLength(1);
    } finally {
      warn.mockRestore();
    }
  });
});
