// Logins while the database stalls: an attempt whose password was never checked is no failure, even when the
// stalled statement that recorded it commits after the request answered 503 (a stranger's attack: five such
// logins locked the owner's own browser out for 15 minutes once the database woke).
import { useAppDatabase } from "@/test/api-harness";
import type { TestDatabase } from "@/test/test-database";
import type { Database } from "@/server/platform";
import {
  LATE_ADMISSION_CHECKS_MS,
  MAX_FAILURES_PER_DEVICE,
  admitLoginAttempt,
  countedLikeALogin,
  discardAttempt,
  type LoginAttemptFrom,
} from "./login-throttle";

let t: TestDatabase;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ t, close } = await useAppDatabase());
});
afterAll(() => close());

const CHECKS = [300, 600, 900, 1_200];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const timedOut = () => new Error("Query read timeout");
let devices = 0;
const someone = (): LoginAttemptFrom => ({ phoneKey: "+2348030000001", ip: "198.51.100.7", deviceId: `d${++devices}` });
const rowsOf = (from: LoginAttemptFrom) => t.db.loginAttempt.count({ where: { deviceId: from.deviceId } });

/** The database as a server sees it during a stall: the statement times out, then runs once it wakes. */
function stalledAdmissions(): Database {
  return new Proxy(t.db, {
    get(target, property, receiver) {
      if (property !== "$queryRaw") return Reflect.get(target, property, receiver);
      return (...args: Parameters<Database["$queryRaw"]>) => {
        // A Prisma query runs only once awaited.
        setTimeout(
          () =>
            target.$queryRaw(...args).then(
              () => undefined,
              () => undefined,
            ),
          100,
        );
        return Promise.reject(timedOut());
      };
    },
  });
}

/** The database as a stall leaves it for deletes: the first `refusals` time out, the later ones run. */
function deletesTimingOut(refusals: number): Database {
  return new Proxy(t.db, {
    get(target, property, receiver) {
      if (property !== "loginAttempt") return Reflect.get(target, property, receiver);
      return {
        deleteMany: (args: Parameters<Database["loginAttempt"]["deleteMany"]>[0]) =>
          refusals-- > 0 ? Promise.reject(timedOut()) : target.loginAttempt.deleteMany(args),
      };
    },
  }) as Database;
}

describe("a login admitted by a stalled database", () => {
  it("is deleted once the database answers again, so the owner is not locked out by attempts never checked", async () => {
    const from = someone();
    for (let i = 0; i < MAX_FAILURES_PER_DEVICE; i++) {
      await expect(admitLoginAttempt(stalledAdmissions(), from, new Date(Date.now() + i), CHECKS)).rejects.toThrow(
        /read timeout/,
      );
    }
    // The stalled statements commit after the answers: as they stand, the owner's browser would be refused.
    await sleep(250);
    expect(await rowsOf(from)).toBe(MAX_FAILURES_PER_DEVICE);
    expect((await admitLoginAttempt(t.db, from, new Date(), [])).allowed).toBe(false);
    await sleep(CHECKS[1]! + 400);
    expect(await rowsOf(from)).toBe(0);
    const next = await admitLoginAttempt(t.db, from, new Date(), []);
    expect(next.allowed).toBe(true);
  });

  it("is discarded later when the discard itself meets the stalled database", async () => {
    const from = someone();
    const admitted = await admitLoginAttempt(t.db, from, new Date(), []);
    if (!admitted.allowed) throw new Error("admitted");
    const away = deletesTimingOut(1);
    await expect(discardAttempt(away, admitted.attemptId, CHECKS)).rejects.toThrow(/read timeout/);
    expect(await rowsOf(from)).toBe(1);
    await sleep(CHECKS[1]! + 400);
    expect(await rowsOf(from)).toBe(0);
  });

  it("leaves no failure for a right answer whose forgiving met the stalled database", async () => {
    const from = someone();
    const away = deletesTimingOut(2); // forgiving it, then discarding it at once
    await expect(countedLikeALogin(away, from, async () => true)).rejects.toThrow(/read timeout/);
    expect(await rowsOf(from)).toBe(1);
    await sleep(LATE_ADMISSION_CHECKS_MS[0] + 1_000);
    expect(await rowsOf(from)).toBe(0);
  }, 30_000);
});
