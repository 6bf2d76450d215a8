import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import { ApiError } from "@/server/platform";
import { phrase } from "@/i18n/phrase";

// bcrypt is meant to be slow: a quarter of a second of a core at cost 12. On the server's one JavaScript thread
// every hash in progress delayed every other request, a transfer included. So hashes run in worker threads, and
// the request thread only queues them and waits. docs/decisions/password-worker-pool.md says why and how much.

/** Who is waiting for a hash: the owner's own browser (its device cookie, or a signed-in person), or anyone. */
export type Lane = "known" | "stranger";

export type PoolSize = {
  /** Worker threads for strangers' hashes, each hashing one password at a time, at a low CPU priority. */
  workers: number;
  /** Strangers waiting for a worker; past that they are refused at once. */
  strangersWaiting: number;
  /** Known browsers waiting for a worker, served before any stranger. */
  knownWaiting: number;
};

export const PASSWORD_CHECKS_BUSY = phrase("serverErrors.passwordChecksBusy");

/** The refusal for a full pool: before any hashing, so the caller must never count it as a wrong password. */
export function passwordChecksBusy(): ApiError {
  return new ApiError("too_many_requests", PASSWORD_CHECKS_BUSY, { "Retry-After": "5" });
}

/**
 * The niceness of a stranger's hash: when the cores are busy, the scheduler gives it about a tenth of the time a
 * request's thread gets, so a flood of wrong passwords slows logins rather than transfers; on an idle machine it
 * runs at full speed. Raising a thread's niceness needs no privilege; lowering it again would, so the known
 * lane has a worker of its own at the process's priority.
 */
export const STRANGER_NICENESS = 10;

/** One core is left to the request thread; more than four hashing at once would only starve it. */
export function workersForThisMachine(parallelism = availableParallelism()): number {
  return Math.min(4, Math.max(1, parallelism - 1));
}

/**
 * A burst of real logins waits its turn rather than being turned away: at cost 12 a stranger waits at most
 * 32 hashes per worker (about eight seconds) before a 429.
 */
export function poolSizeForThisMachine(): PoolSize {
  const workers = workersForThisMachine();
  return { workers, strangersWaiting: 32 * workers, knownWaiting: 16 };
}

// The worker is source text, not a file: a bundled server (next build) has no file beside it to start, and the
// text needs no compiling under Jest or tsx. bcryptjs is resolved from the app's directory when the worker
// starts, so no bundler rewrites it (next.config.ts traces it into the deployment). On Linux a thread is its
// own scheduling entity: the worker finds its thread id and lowers its own priority, then says which it has.
const WORKER_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
const { createRequire } = require("node:module");
const { readlinkSync } = require("node:fs");
const os = require("node:os");
const path = require("node:path");
let thread = null;
try {
  thread = Number(readlinkSync("/proc/thread-self").split("/").pop());
  if (workerData.niceness > 0) os.setPriority(thread, workerData.niceness);
} catch {}
let niceness = null;
try { niceness = thread === null ? null : os.getPriority(thread); } catch {}
parentPort.postMessage({ started: { thread, niceness } });
const bcrypt = createRequire(path.join(process.cwd(), "package.json"))("bcryptjs");
parentPort.on("message", (job) => {
  try {
    const result = job.op === "hash" ? bcrypt.hashSync(job.password, job.cost) : bcrypt.compareSync(job.password, job.hash);
    parentPort.postMessage({ result });
  } catch (error) {
    parentPort.postMessage({ error: String((error && error.message) || error) });
  }
});
`;

type Work = { op: "hash"; password: string; cost: number } | { op: "compare"; password: string; hash: string };
type Job = { work: Work; lane: Lane; resolve: (result: unknown) => void; reject: (error: Error) => void };
/** A worker and whose it is: the known lane's own, or the strangers' (which a known browser may borrow when idle). */
type Slot = {
  worker: Worker;
  lane: Lane;
  job: Job | null;
  started?: { thread: number | null; niceness: number | null };
};
type Answer = { result?: unknown; error?: string; started?: Slot["started"] };

export class PasswordPool {
  private readonly slots: Slot[] = [];
  private readonly waiting: Record<Lane, Job[]> = { known: [], stranger: [] };
  private closed = false;

  constructor(private readonly size: PoolSize = poolSizeForThisMachine()) {}

  hash(password: string, cost: number, lane: Lane = "stranger"): Promise<string> {
    return this.submit({ op: "hash", password, cost }, lane) as Promise<string>;
  }

  compare(password: string, hash: string, lane: Lane = "stranger"): Promise<boolean> {
    return this.submit({ op: "compare", password, hash }, lane) as Promise<boolean>;
  }

  /** Hashes queued and running, for tests and logs. */
  get load(): { running: number; known: number; strangers: number } {
    return {
      running: this.slots.filter((slot) => slot.job).length,
      known: this.waiting.known.length,
      strangers: this.waiting.stranger.length,
    };
  }

  /**
   * Whether a hash for this lane would be started or queued now, rather than refused: a caller with work to do
   * before its hash (the login's throttle and lookup) asks first, so a refusal under a flood costs it nothing.
   */
  hasRoom(lane: Lane): boolean {
    return !this.closed && (this.startsNow(lane) || this.queueHasRoom(lane));
  }

  /** The workers started so far: whose each is, its thread id and its niceness as the thread read them. */
  get threads(): { lane: Lane; thread: number | null; niceness: number | null }[] {
    return this.slots.flatMap((slot) => (slot.started ? [{ lane: slot.lane, ...slot.started }] : []));
  }

  /** Stops every worker; hashes still waiting or running are refused. */
  async close(): Promise<void> {
    this.closed = true;
    const gone = new Error("The password pool was closed.");
    for (const lane of ["known", "stranger"] as const) this.waiting[lane].splice(0).forEach((job) => job.reject(gone));
    await Promise.all(this.slots.splice(0).map((slot) => (slot.job?.reject(gone), slot.worker.terminate())));
  }

  private submit(work: Work, lane: Lane): Promise<unknown> {
    if (this.closed) return Promise.reject(new Error("The password pool was closed."));
    return new Promise((resolve, reject) => {
      const job: Job = { work, lane, resolve, reject };
      const slot = this.freeSlot(lane);
      if (slot) return this.start(slot, job);
      // Refused before any hashing: the caller must not count it as a wrong password (login-throttle.ts).
      if (!this.queueHasRoom(lane)) return reject(passwordChecksBusy());
      this.waiting[lane].push(job);
    });
  }

  private idleSlot(of: Lane): Slot | undefined {
    return this.slots.find((slot) => !slot.job && slot.lane === of);
  }

  /** Whether a lane may start one more worker: the known lane has one of its own, strangers `workers`. */
  private mayAddWorker(of: Lane): boolean {
    const limit = of === "known" ? 1 : this.size.workers;
    return this.slots.filter((slot) => slot.lane === of).length < limit;
  }

  /** Whether freeSlot would find or start a worker for the lane now. */
  private startsNow(lane: Lane): boolean {
    if (this.idleSlot(lane) || this.mayAddWorker(lane)) return true;
    return lane === "known" && this.idleSlot("stranger") !== undefined;
  }

  private queueHasRoom(lane: Lane): boolean {
    const room = lane === "known" ? this.size.knownWaiting : this.size.strangersWaiting;
    return this.waiting[lane].length < room;
  }

  /**
   * An idle worker for a lane, started on first need so that a process which never hashes starts none. A known
   * browser takes its own worker, or an idle stranger's one; a stranger never takes the known lane's.
   */
  private freeSlot(lane: Lane): Slot | undefined {
    const own = this.idleSlot(lane) ?? (this.mayAddWorker(lane) ? this.startWorker(lane) : undefined);
    return own ?? (lane === "known" ? this.idleSlot("stranger") : undefined);
  }

  private startWorker(lane: Lane): Slot {
    const niceness = lane === "stranger" ? STRANGER_NICENESS : 0;
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { niceness } });
    const slot: Slot = { worker, lane, job: null };
    worker.on("message", (answer: Answer) => {
      if (answer.started) {
        slot.started = answer.started;
        return;
      }
      const job = this.finish(slot);
      if (answer.error === undefined) job?.resolve(answer.result);
      else job?.reject(new Error(`bcrypt failed: ${answer.error}`));
      this.next(slot);
    });
    worker.on("error", (error) => this.lose(slot, error));
    worker.on("exit", (code) => this.lose(slot, new Error(`A password worker stopped (exit code ${code}).`)));
    this.slots.push(slot);
    return slot;
  }

  private start(slot: Slot, job: Job): void {
    slot.job = job;
    // A worker keeps the process alive only while it hashes: a script that awaits a hash is not cut short,
    // and an idle pool never holds a finished script or test open.
    slot.worker.ref();
    slot.worker.postMessage(job.work);
  }

  private finish(slot: Slot): Job | null {
    const { job } = slot;
    slot.job = null;
    slot.worker.unref();
    return job;
  }

  /** A known browser first; a stranger only on a stranger's worker. */
  private next(slot: Slot): void {
    const job = this.waiting.known.shift() ?? (slot.lane === "stranger" ? this.waiting.stranger.shift() : undefined);
    if (job) this.start(slot, job);
  }

  /** A worker that died fails only its own hash; the next one waiting gets a new worker. */
  private lose(slot: Slot, error: Error): void {
    const index = this.slots.indexOf(slot);
    if (index < 0) return;
    this.slots.splice(index, 1);
    this.finish(slot)?.reject(error);
    if (this.closed) return;
    const lane = this.waiting.known.length ? "known" : this.waiting.stranger.length ? "stranger" : undefined;
    const fresh = lane && this.freeSlot(lane);
    if (fresh) this.next(fresh);
  }
}
