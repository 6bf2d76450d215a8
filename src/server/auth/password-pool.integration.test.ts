// Password hashing under load, through the login route on real PostgreSQL: a refusal because too many are
// waiting is said in a person's words and never counts as a wrong password; the owner's browser has a lane.
import { POST as login } from "@/app/api/auth/login/route";
import { Browser, useAppDatabase } from "@/test/api-harness";
import { TEST_PASSWORD, onboard } from "@/test/onboard";
import type { TestDatabase } from "@/test/test-database";
import { BUSY_REFUSAL_DELAY_MS, setPasswordPoolForTests } from "./password";
import { PASSWORD_CHECKS_BUSY, PasswordPool } from "./password-pool";
import { MAX_FAILURES_PER_PHONE } from "./login-throttle";
import { english } from "@/test/english";
import { ApiError, type Database } from "@/server/platform";
import { authenticate } from "./authenticate";

jest.setTimeout(120_000);

let t: TestDatabase;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ t, close } = await useAppDatabase());
});
afterAll(async () => {
  await setPasswordPoolForTests(undefined);
  await close();
});

let ip = 0;
const newBrowser = () => new Browser({ "x-forwarded-for": `198.51.100.${++ip}` });

async function signUp() {
  const { identity } = await onboard({ browser: newBrowser() });
  return { phone: identity.phoneNumber as string, digits: (identity.phoneNumber as string).slice(4) };
}

/** One worker, hashing at cost 13 (seconds here) for a stranger, with one more stranger waiting: full. */
async function floodedPool() {
  const pool = new PasswordPool({ workers: 1, strangersWaiting: 1, knownWaiting: 2 });
  await setPasswordPoolForTests(pool);
  const running = pool.hash("stranger 1", 13);
  const waiting = pool.hash("stranger 2", 13);
  expect(pool.load).toEqual({ running: 1, known: 0, strangers: 1 });
  return { pool, waiting, flood: Promise.all([running, waiting]) };
}

describe("password checks under load", () => {
  it("refuse a login with 429, Retry-After and a sentence for a person, and never count it as a wrong password", async () => {
    const { phone, digits } = await signUp();
    const { flood } = await floodedPool();
    const started = Date.now();
    const answers = await Promise.all(
      Array.from({ length: MAX_FAILURES_PER_PHONE + 2 }, () =>
        newBrowser().call(login, { body: { phoneNumber: digits, password: "a wrong guess" } }),
      ),
    );
    for (const refused of answers) {
      expect(refused.status).toBe(429);
      expect(refused.headers.get("retry-after")).toBe("5");
      expect(refused.body.message).toBe(english(PASSWORD_CHECKS_BUSY));
    }
    // Held for a second: a script looping on refusals sends a few a second, not hundreds.
    expect(Date.now() - started).toBeGreaterThanOrEqual(BUSY_REFUSAL_DELAY_MS - 50);
    expect(await t.db.loginAttempt.count({ where: { phoneNumber: phone } })).toBe(0);
    await flood;
    // Once the flood has passed, the owner signs in: none of the refusals used up the number's tries.
    expect((await newBrowser().call(login, { body: { phoneNumber: digits, password: TEST_PASSWORD } })).status).toBe(
      200,
    );
  });

  it("refuse a flood's logins before the throttle or any lookup, so a refusal costs the database nothing", async () => {
    const { flood } = await floodedPool();
    const untouchable = new Proxy({} as Database, {
      get: (_, key) => {
        throw new Error(`the database was touched (${String(key)})`);
      },
    });
    const origin = { ip: "198.51.100.250", cookie: () => undefined };
    const refused = await authenticate(untouchable, { phoneNumber: "08031234567", password: "a guess" }, origin).catch(
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).status).toBe(429);
    expect((refused as ApiError).message).toBe(english(PASSWORD_CHECKS_BUSY));
    await flood;
  });

  it("serve the owner's browser (its device cookie) while strangers are refused, ahead of those waiting", async () => {
    const { digits } = await signUp();
    await setPasswordPoolForTests(undefined);
    const owner = newBrowser();
    expect((await owner.call(login, { body: { phoneNumber: digits, password: TEST_PASSWORD } })).status).toBe(200);

    const { pool, waiting } = await floodedPool();
    const stranger = await newBrowser().call(login, { body: { phoneNumber: digits, password: TEST_PASSWORD } });
    expect(stranger.status).toBe(429);
    const finished: string[] = [];
    const signedIn = owner.call(login, { body: { phoneNumber: digits, password: TEST_PASSWORD } });
    void signedIn.then(() => finished.push("owner"));
    void waiting.then(() => finished.push("waiting stranger"));
    expect((await signedIn).status).toBe(200);
    await waiting;
    expect(finished).toEqual(["owner", "waiting stranger"]);
    expect(pool.load).toEqual({ running: 0, known: 0, strangers: 0 });
  });
});
