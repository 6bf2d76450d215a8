import bcrypt from "bcryptjs";
import { ApiError } from "@/server/platform/http/api-error";
import { readFileSync } from "node:fs";
import os from "node:os";
import { PASSWORD_CHECKS_BUSY, PasswordPool, STRANGER_NICENESS, workersForThisMachine } from "./password-pool";
import { english } from "@/test/english";

// Real hashes in real worker threads: a shared two-core machine needs some time.
jest.setTimeout(60_000);

const pools: PasswordPool[] = [];
function pool(...args: ConstructorParameters<typeof PasswordPool>): PasswordPool {
  const made = new PasswordPool(...args);
  pools.push(made);
  return made;
}
afterEach(async () => {
  await Promise.all(pools.splice(0).map((made) => made.close()));
});

/** What a refused hash answers, or the value it resolved to. */
const outcome = (promise: Promise<unknown>) => promise.catch((error: unknown) => error);

/** Settles every promise, noting the order in which they finished. */
function finishingOrder(named: Record<string, Promise<unknown>>): Promise<string[]> {
  const order: string[] = [];
  return Promise.all(Object.entries(named).map(([name, p]) => p.finally(() => order.push(name)))).then(() => order);
}

describe("the password pool", () => {
  it("sizes itself to the machine: one core left to requests, at least one worker, at most four", () => {
    expect([1, 2, 3, 8, 64].map((cores) => workersForThisMachine(cores))).toEqual([1, 1, 2, 4, 4]);
  });

  it("hashes in worker threads: the request thread keeps answering while eight hashes run", async () => {
    const hashes = pool();
    await hashes.hash("warm-up", 4); // the worker's start is not what is measured
    const gaps: number[] = [];
    let last = performance.now();
    const ticker = setInterval(() => {
      const now = performance.now();
      gaps.push(now - last);
      last = now;
    }, 2);
    const made = await Promise.all(Array.from({ length: 8 }, (_, i) => hashes.hash(`password ${i}`, 11)));
    clearInterval(ticker);
    gaps.sort((a, b) => a - b);
    // On the request thread bcryptjs would hold it for a whole hash at a time (over 100 ms at cost 11); here
    // the timer ticks on. The bounds leave room for a machine other work shares.
    expect(gaps.length).toBeGreaterThan(50);
    expect(gaps[Math.floor(gaps.length * 0.95)]).toBeLessThan(15);
    expect(gaps.at(-1)).toBeLessThan(60);
    expect(made.every((hash) => hash.startsWith("$2b$11$"))).toBe(true);
    expect(bcrypt.compareSync("password 3", made[3]!)).toBe(true);
  });

  it("checks a hash of any cost, right and wrong", async () => {
    const hashes = pool();
    const old = bcrypt.hashSync("correct horse", 5);
    await expect(hashes.compare("correct horse", old)).resolves.toBe(true);
    await expect(hashes.compare("wrong horse", old)).resolves.toBe(false);
  });

  it("lets strangers wait their turn up to the queue's size and refuses the next at once, with Retry-After", async () => {
    const hashes = pool({ workers: 1, strangersWaiting: 2, knownWaiting: 1 });
    const admitted = [0, 1, 2].map((i) => hashes.hash(`stranger ${i}`, 8));
    const refused = await outcome(hashes.compare("flood", "$2b$08$abcdefghijklmnopqrstuu"));
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).status).toBe(429);
    expect((refused as ApiError).message).toBe(english(PASSWORD_CHECKS_BUSY));
    expect((refused as ApiError).headers["Retry-After"]).toBe("5");
    // Every admitted hash is still made.
    expect((await Promise.all(admitted)).every((hash) => hash.startsWith("$2b$08$"))).toBe(true);
  });

  it("serves a known browser at once on its own worker while the strangers' queue is full", async () => {
    const hashes = pool({ workers: 1, strangersWaiting: 3, knownWaiting: 2 });
    // Both workers started first: how long a thread takes to start on a busy machine is not what is measured.
    await Promise.all([hashes.hash("warm stranger", 4), hashes.hash("warm known", 4, "known")]);
    // A stranger's hash takes far longer than the owner's, so the owner finishes first only if it did not queue.
    const strangers = [0, 1, 2, 3].map((i) => hashes.hash(`stranger ${i}`, 12));
    expect(await outcome(hashes.hash("one more stranger", 12))).toBeInstanceOf(ApiError);
    const owner = hashes.hash("the owner", 4, "known");
    expect(hashes.load).toEqual({ running: 2, known: 0, strangers: 3 });
    const order = await finishingOrder({ owner, stranger0: strangers[0]! });
    expect(order[0]).toBe("owner");
    expect(bcrypt.compareSync("the owner", await owner)).toBe(true);
    await Promise.all(strangers);
  });

  it("never lets strangers take the known lane's worker, however many wait", async () => {
    const hashes = pool({ workers: 1, strangersWaiting: 8, knownWaiting: 2 });
    // Both workers started first: a worker's start on a busy machine is not what is measured.
    await Promise.all([hashes.hash("warm stranger", 4), hashes.hash("warm known", 4, "known")]);
    expect(hashes.threads.map((thread) => thread.lane).sort()).toEqual(["known", "stranger"]);
    // The stranger's hash takes far longer than the owner's, so the owner finishes first only with a worker free.
    const strangers = [0, 1, 2].map((i) => hashes.hash(`stranger ${i}`, 12));
    await new Promise((resolve) => setImmediate(resolve));
    expect(hashes.load).toEqual({ running: 1, known: 0, strangers: 2 });
    const owner = hashes.hash("the owner", 4, "known");
    expect(hashes.load.running).toBe(2);
    const order = await finishingOrder({ owner, stranger0: strangers[0]! });
    expect(order[0]).toBe("owner");
    await Promise.all(strangers);
  });

  const linux = process.platform === "linux" ? it : it.skip;
  linux(
    "hashes a stranger's password on a thread the scheduler puts behind requests, the owner's on one that is not",
    async () => {
      const hashes = pool({ workers: 1, strangersWaiting: 1, knownWaiting: 1 });
      await Promise.all([hashes.hash("a stranger", 4), hashes.hash("the owner", 4, "known")]);
      const own = os.getPriority();
      const byLane = Object.fromEntries(hashes.threads.map((thread) => [thread.lane, thread]));
      // What the kernel says of each thread (the 19th field of its stat), not only what the worker reported.
      const niceness = (thread: number | null) =>
        Number(readFileSync(`/proc/self/task/${thread}/stat`, "utf8").split(") ")[1]!.split(" ")[16]);
      expect(niceness(byLane.stranger!.thread)).toBe(Math.min(19, own + STRANGER_NICENESS));
      expect(byLane.stranger!.niceness).toBe(Math.min(19, own + STRANGER_NICENESS));
      expect(niceness(byLane.known!.thread)).toBe(own);
    },
  );

  it("bounds the known lane too", async () => {
    const hashes = pool({ workers: 1, strangersWaiting: 0, knownWaiting: 1 });
    const admitted = [hashes.hash("a", 8, "known"), hashes.hash("b", 8, "known")];
    const refused = await outcome(hashes.hash("c", 8, "known"));
    expect((refused as ApiError).message).toBe(english(PASSWORD_CHECKS_BUSY));
    await Promise.all(admitted);
  });
});
