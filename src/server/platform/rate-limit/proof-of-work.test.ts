import { createHash } from "node:crypto";
import { leadingZeroBits, proofValue, readChallenge } from "@/lib/proof-of-work/challenge";
import { solveChallenge } from "@/lib/proof-of-work/solve";
import { CHALLENGE_TTL_MS, checkProof, issueChallenge } from "./proof-of-work";
import { ALARM_DIFFICULTY, BASE_DIFFICULTY, MAX_DIFFICULTY, difficultyFor } from "./text-budget";

beforeAll(() => {
  process.env.DATABASE_URL = "postgresql://unused@127.0.0.1:1/unused"; // env() validates it; nothing connects
  process.env.NEXTAUTH_SECRET = "unit-test-secret-unit-test-secret-unit-test";
});

/** The number a challenge asks for, found the slow plain way. */
function solve(token: string): number {
  const { salt, difficulty } = readChallenge(token)!;
  for (let n = 0; ; n += 1) {
    if (leadingZeroBits(createHash("sha256").update(`${salt}${n}`).digest()) >= difficulty) return n;
  }
}

/** A record of spent challenges, as PostgreSQL keeps it. */
function spentRecord() {
  const spent = new Set<string>();
  return async ({ salt }: { salt: string }) => !spent.has(salt) && Boolean(spent.add(salt));
}

describe("proof of work", () => {
  it("accepts the work the challenge asked for", async () => {
    const token = issueChallenge(8);
    expect(await checkProof(proofValue(token, solve(token)), spentRecord())).toMatchObject({ ok: true });
  });

  it("refuses a number that does not do the work", async () => {
    const token = issueChallenge(16);
    const right = solve(token);
    const { salt } = readChallenge(token)!;
    let wrong = right + 1;
    while (leadingZeroBits(createHash("sha256").update(`${salt}${wrong}`).digest()) >= 16) wrong += 1;
    expect(await checkProof(proofValue(token, wrong), spentRecord())).toEqual({ ok: false, reason: "wrong" });
  });

  it("refuses an answer after the challenge expired", async () => {
    const issued = Date.now();
    const token = issueChallenge(8, issued);
    const proof = proofValue(token, solve(token));
    expect(await checkProof(proof, spentRecord(), { now: issued + CHALLENGE_TTL_MS })).toEqual({
      ok: false,
      reason: "expired",
    });
  });

  it("refuses a challenge made easier or made up in the browser", async () => {
    const token = issueChallenge(20);
    const [payload, signed] = token.split(".");
    const eased = Buffer.from(
      JSON.stringify({ ...readChallenge(token), difficulty: 0, expiresAt: Date.now() + 60_000 }),
    ).toString("base64url");
    const easedToken = `${eased}.${signed}`;
    expect(await checkProof(proofValue(easedToken, 0), spentRecord())).toEqual({ ok: false, reason: "forged" });
    expect(await checkProof(proofValue(`${payload}.AAAA`, 0), spentRecord())).toEqual({ ok: false, reason: "forged" });
    expect(await checkProof("not a proof", spentRecord())).toEqual({ ok: false, reason: "malformed" });
  });

  it("accepts each challenge once", async () => {
    const spend = spentRecord();
    const token = issueChallenge(8);
    const proof = proofValue(token, solve(token));
    expect(await checkProof(proof, spend)).toMatchObject({ ok: true });
    expect(await checkProof(proof, spend)).toEqual({ ok: false, reason: "spent" });
  });

  it("refuses a challenge easier than the work asked now, and takes one that is enough", async () => {
    // Harvested at 8 bits while few asked, spent when a burst asks 12: refused before it is spent.
    const easy = issueChallenge(8);
    const spend = spentRecord();
    const proof = proofValue(easy, solve(easy));
    expect(await checkProof(proof, spend, { atLeast: 11 })).toEqual({ ok: false, reason: "too-easy" });
    expect(await checkProof(proof, spend, { atLeast: 8 })).toMatchObject({ ok: true });
  });

  it("is solved by the browser's solver (crypto.subtle)", async () => {
    const token = issueChallenge(10);
    const proof = await solveChallenge(token);
    expect(await checkProof(proof!, spentRecord())).toMatchObject({ ok: true });
  });
});

describe("difficultyFor", () => {
  it("asks nothing at the usual rate, more as the rate doubles, and caps it", () => {
    expect(difficultyFor(10, 10, false)).toBe(0);
    expect(difficultyFor(11, 10, false)).toBe(BASE_DIFFICULTY);
    expect(difficultyFor(20, 10, false)).toBe(BASE_DIFFICULTY + 1);
    expect(difficultyFor(80, 10, false)).toBe(BASE_DIFFICULTY + 3);
    expect(difficultyFor(100_000, 10, false)).toBe(MAX_DIFFICULTY);
  });

  it("asks everyone past the hour's total, at least the alarm's difficulty", () => {
    expect(difficultyFor(1, 10, true)).toBe(ALARM_DIFFICULTY);
    expect(difficultyFor(100_000, 10, true)).toBe(MAX_DIFFICULTY);
  });
});
