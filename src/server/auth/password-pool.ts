import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import { ApiError } from "@/server/platform";
import { phrase } from "@/i18n/phrase";

// bcrypt is meant to be slow: a quarter of a second of a core at cost 12. On the server's one JavaScript thread
// every hash in progress delayed every other request, a transfer included. So hashes run in worker threads, and
// the request thread only queues them and waits. docs/decisions/password-worker-pool.md says why and how much.

/** Who is waiting for a hash: the owner's own browser (its device cookie, or a signed-in session), or anyone. */
export type Lane = "known" | "stranger";

export type PoolSize = {
  /** Worker threads, each hashing one password at a time. */
  workers: number;
  /** Strangers waiting for a worker; past that they are refused at once. */
  strangersWaiting: number;
  /** Known browsers waiting for a worker, served before any stranger. */
  knownWaiting: number;
};

export const PASSWORD_CHECKS_BUSY = phrase("serverErrors.passwordChecksBusy");

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
// starts, so no bundler rewrites it (next.config.ts traces it into the deployment).
const WORKER_SOURCE = `
const { parentPort } = require("node:worker_threads");
const { createRequire } = require("node:module");
const path = require("node:path");
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
type Slot = { worker: Worker; job: Job | null };

export class PasswordPool {
  private readonly slots: Slot[] = [];
  private readonly waiting: Record<Lane, Job[]> = { known: [], stranger: [] };
  private strangersRunning = 0;
  private closed = false;

  constructor(private readonly size: PoolSize = poolSizeForThisMachine()) {}

  /** Strangers never hold every worker when there are two or more: one is kept for a known browser. */
  private get strangersAtOnce(): number {
    return Math.max(1, this.size.workers - 1);
  }

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
      const slot = this.mayStart(lane) ? this.freeSlot() : undefined;
      if (slot) return this.start(slot, job);
      const queue = this.waiting[lane];
      const room = lane === "known" ? this.size.knownWaiting : this.size.strangersWaiting;
      if (queue.length >= room) {
        // Refused before any hashing: the caller must not count it as a wrong password (login-throttle.ts).
        return reject(new ApiError("too_many_requests", PASSWORD_CHECKS_BUSY, { "Retry-After": "5" }));
      }
      queue.push(job);
    });
  }

  private mayStart(lane: Lane): boolean {
    return lane === "known" || this.strangersRunning < this.strangersAtOnce;
  }

  /** An idle worker, started on first need so that a process which never hashes starts none. */
  private freeSlot(): Slot | undefined {
    const idle = this.slots.find((slot) => !slot.job);
    if (idle || this.slots.length >= this.size.workers) return idle;
    const slot: Slot = { worker: new Worker(WORKER_SOURCE, { eval: true }), job: null };
    slot.worker.on("message", (answer: { result?: unknown; error?: string }) => {
      const job = this.finish(slot);
      if (answer.error === undefined) job?.resolve(answer.result);
      else job?.reject(new Error(`bcrypt failed: ${answer.error}`));
      this.next(slot);
    });
    slot.worker.on("error", (error) => this.lose(slot, error));
    slot.worker.on("exit", (code) => this.lose(slot, new Error(`A password worker stopped (exit code ${code}).`)));
    this.slots.push(slot);
    return slot;
  }

  private start(slot: Slot, job: Job): void {
    slot.job = job;
    if (job.lane === "stranger") this.strangersRunning += 1;
    // A worker keeps the process alive only while it hashes: a script that awaits a hash is not cut short,
    // and an idle pool never holds a finished script or test open.
    slot.worker.ref();
    slot.worker.postMessage(job.work);
  }

  private finish(slot: Slot): Job | null {
    const { job } = slot;
    slot.job = null;
    if (job?.lane === "stranger") this.strangersRunning -= 1;
    slot.worker.unref();
    return job;
  }

  /** A known browser first; a stranger when strangers may take this worker. */
  private next(slot: Slot): void {
    const job = this.waiting.known.shift() ?? (this.mayStart("stranger") ? this.waiting.stranger.shift() : undefined);
    if (job) this.start(slot, job);
  }

  /** A worker that died fails only its own hash; the next one waiting gets a new worker. */
  private lose(slot: Slot, error: Error): void {
    const index = this.slots.indexOf(slot);
    if (index < 0) return;
    this.slots.splice(index, 1);
    this.finish(slot)?.reject(error);
    if (this.closed) return;
    const fresh = this.waiting.known.length || this.waiting.stranger.length ? this.freeSlot() : undefined;
    if (fresh) this.next(fresh);
  }
}
