// The job runner, the sweeps and the cron route against PostgreSQL: what is drained, what is deleted and what
// is kept, and who may start a drain.
import { randomUUID } from "node:crypto";
import { drainDueJobs } from "@/server/platform/jobs/drain";
import type { Job } from "@/server/platform/jobs/job";
import { JOBS } from "@/server/jobs";
import { sweepExpiredIdempotencyKeys } from "@/server/platform/jobs/sweeps/expired-idempotency-keys";
import { sweepLoginAttempts } from "@/server/auth/sweep-login-attempts";
import { sweepAbandonedOnboardings } from "@/server/identity/sweep-abandoned-onboardings";
import { Browser, useAppDatabase } from "@/test/api-harness";
import { newBvn, onboard } from "@/test/onboard";
import { POST as verifyBvn } from "@/app/api/verify/bvn/route";
import type { TestDatabase } from "@/test/test-database";

let t: TestDatabase;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ t, close } = await useAppDatabase());
});
afterAll(async () => {
  await close();
});
afterEach(() => {
  jest.restoreAllMocks();
});

const soon = () => ({ deadline: Date.now() + 10_000 });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A job that works in 20 ms steps until its deadline, as the settle jobs do with their batches. */
function busyJob(
  name: string,
  everyMs = 60_000,
): Job & { steps: number; startedAt: number; endedAt: number; deadline: number } {
  const job = {
    name,
    everyMs,
    steps: 0,
    startedAt: 0,
    endedAt: 0,
    deadline: 0,
    async run(_db: unknown, context: { deadline: number }) {
      job.startedAt = Date.now();
      job.deadline = context.deadline;
      while (Date.now() < context.deadline) {
        await sleep(20);
        job.steps += 1;
      }
      job.endedAt = Date.now();
      return job.steps;
    },
  };
  return job;
}

describe("a drain", () => {
  it("runs the due jobs side by side and returns within its budget", async () => {
    const [one, two] = [busyJob("busy-a"), busyJob("busy-b")];
    const started = Date.now();
    const report = await drainDueJobs(t.db, [one!, two!], { budgetMs: 600 });
    const took = Date.now() - started;
    expect(report.jobs.map((job) => job.name).sort()).toEqual(["busy-a", "busy-b"]);
    // Each was given the budget's deadline and stopped at its first step past it (a 20 ms step, late by as
    // much as a busy machine's timers are), and they ran at the same time, not one after the other.
    for (const job of [one!, two!]) {
      expect(job.deadline - started).toBeGreaterThanOrEqual(600);
      expect(job.deadline - started).toBeLessThanOrEqual(700);
      expect(job.endedAt).toBeGreaterThanOrEqual(job.deadline);
      expect(job.endedAt).toBeLessThanOrEqual(job.deadline + 1_000);
    }
    expect(one!.startedAt).toBeLessThan(two!.endedAt);
    expect(two!.startedAt).toBeLessThan(one!.endedAt);
    // What is left is a few statements: claiming the jobs and giving them back.
    expect(took).toBeLessThan(600 + 2_000);
  });

  it("leaves a job that ran alone until its interval has passed", async () => {
    const job = busyJob("hourly");
    await drainDueJobs(t.db, [job], { budgetMs: 50 });
    const again = await drainDueJobs(t.db, [job], { budgetMs: 50 });
    expect(again.jobs).toEqual([]);
    await t.sql.query(`UPDATE scheduled_jobs SET run_after = now() - interval '1 second' WHERE name = 'hourly'`);
    expect((await drainDueJobs(t.db, [job], { budgetMs: 50 })).jobs.map((ran) => ran.name)).toEqual(["hourly"]);
  });

  it("reports a failed job by its message, keeps it, and runs the other jobs", async () => {
    jest.spyOn(console, "error").mockImplementation(() => {});
    const failing: Job = {
      name: "failing",
      everyMs: 60_000,
      run: async () => {
        throw new Error("the bank is not responding");
      },
    };
    const report = await drainDueJobs(t.db, [failing, busyJob("fine")], { budgetMs: 100 });
    expect(report.jobs.find((job) => job.name === "failing")).toMatchObject({ error: "the bank is not responding" });
    expect(report.jobs.find((job) => job.name === "fine")?.error).toBeUndefined();
    const { rows } = await t.sql.query(`SELECT last_error, locked_until FROM scheduled_jobs WHERE name = 'failing'`);
    expect(rows[0]).toEqual({ last_error: "the bank is not responding", locked_until: null });
  });

  it("lets another worker take a job whose worker died once its lease has run out", async () => {
    const job = busyJob("orphaned");
    await drainDueJobs(t.db, [job], { budgetMs: 10 });
    // A worker claimed it and died: the row is held, then its lease ends.
    await t.sql.query(
      `UPDATE scheduled_jobs SET run_after = now() - interval '1 minute', locked_until = now() + interval '1 minute'
        WHERE name = 'orphaned'`,
    );
    expect((await drainDueJobs(t.db, [job], { budgetMs: 10 })).jobs).toEqual([]);
    await t.sql.query(`UPDATE scheduled_jobs SET locked_until = now() - interval '1 second' WHERE name = 'orphaned'`);
    expect((await drainDueJobs(t.db, [job], { budgetMs: 10 })).jobs.map((ran) => ran.name)).toEqual(["orphaned"]);
  });
});

describe("the sweeps", () => {
  it("delete expired idempotency keys and keep live ones", async () => {
    await onboard();
    const { rows } = await t.sql.query(`SELECT id FROM users LIMIT 1`);
    const userId = rows[0].id;
    const key = (name: string, expires: string) =>
      t.sql.query(
        `INSERT INTO idempotency_keys (id, user_id, key, request_path, request_hash, status, expires_at)
         VALUES ($1, $2, $3, '/api/transfer', 'h', 'COMPLETED', now() + $4::interval)`,
        [randomUUID(), userId, name, expires],
      );
    await key("expired-yesterday", "-1 day");
    await key("expired-a-second-ago", "-1 second");
    await key("live-for-an-hour", "1 hour");
    expect(await sweepExpiredIdempotencyKeys(t.db, soon())).toBe(2);
    const left = await t.sql.query(`SELECT key FROM idempotency_keys WHERE user_id = $1 ORDER BY key`, [userId]);
    expect(left.rows.map((row) => row.key)).toEqual(["live-for-an-hour"]);
  });

  it("delete failed sign-ins older than a day and ended rate-limit windows, and keep the recent ones", async () => {
    await t.sql.query(`DELETE FROM login_attempts; DELETE FROM rate_limit_counts`);
    await t.sql.query(
      `INSERT INTO login_attempts (phone_number, ip_address, created_at) VALUES
         ('+2348000000001', '10.0.0.1', now() - interval '2 days'),
         ('+2348000000002', '10.0.0.2', now() - interval '10 minutes');
       INSERT INTO rate_limit_counts (bucket, window_start, count) VALUES
         ('verify:client:10.0.0.1', date_trunc('hour', now()) - interval '3 hours', 4),
         ('verify:client:10.0.0.1', date_trunc('hour', now()), 2)`,
    );
    expect(await sweepLoginAttempts(t.db, soon())).toBe(2);
    const attempts = await t.sql.query(`SELECT phone_number FROM login_attempts`);
    expect(attempts.rows).toEqual([{ phone_number: "+2348000000002" }]);
    const counts = await t.sql.query(`SELECT count FROM rate_limit_counts`);
    expect(counts.rows).toEqual([{ count: 2 }]);
  });

  it("delete onboardings abandoned for a day with their codes and consents, and keep finished ones and ones still going", async () => {
    await onboard();
    // Two more people stop after the first step.
    for (const browser of [new Browser(), new Browser()]) {
      expect((await browser.call(verifyBvn, { body: { bvn: newBvn(), consent: true } })).status).toBe(200);
    }
    const everyRow = await t.sql.query(`SELECT onboarding_id, user_id FROM kyc_verifications`);
    const finishedIds = [...new Set(everyRow.rows.filter((row) => row.user_id).map((row) => row.onboarding_id))];
    const openIds = [...new Set(everyRow.rows.filter((row) => !row.user_id).map((row) => row.onboarding_id))];
    expect(finishedIds.length).toBeGreaterThan(0);
    expect(openIds).toHaveLength(2);
    // Everything is two days old, except one step of the onboarding still going, taken an hour ago.
    await t.sql.query(`UPDATE kyc_verifications SET created_at = now() - interval '2 days'`);
    await t.sql.query(`UPDATE identity_consents SET agreed_at = now() - interval '2 days'`);
    await t.sql.query(`UPDATE one_time_codes SET created_at = now() - interval '2 days'`);
    const [goingId, abandonedId] = openIds;
    await t.sql.query(
      `INSERT INTO kyc_verifications (id, onboarding_id, verification_type, status, created_at)
       VALUES ($1, $2, 'BIOMETRIC', 'VERIFIED', now() - interval '1 hour')`,
      [randomUUID(), goingId],
    );

    const deleted = await sweepAbandonedOnboardings(t.db, soon());

    const left = await t.sql.query(`SELECT DISTINCT onboarding_id FROM kyc_verifications`);
    const leftIds = left.rows.map((row) => row.onboarding_id).sort();
    expect(leftIds).toEqual([...finishedIds, goingId].sort());
    expect(leftIds).not.toContain(abandonedId);
    const consents = await t.sql.query(`SELECT onboarding_id, user_id FROM identity_consents`);
    expect(consents.rows.map((row) => row.onboarding_id).sort()).toEqual([...finishedIds, goingId].sort());
    expect(consents.rows.filter((row) => row.user_id)).toHaveLength(finishedIds.length);
    const codes = await t.sql.query(`SELECT subject FROM one_time_codes WHERE subject LIKE 'onboarding:%'`);
    expect(codes.rows).toEqual([]);
    expect(deleted).toBeGreaterThan(0);
  });
});

describe("GET /api/cron/jobs", () => {
  const call = async (secret: string | undefined, authorization: string | null) => {
    jest.resetModules();
    if (secret === undefined) delete process.env.CRON_SECRET;
    else process.env.CRON_SECRET = secret;
    const { GET } = await import("@/app/api/cron/jobs/route");
    return new Browser().call(GET, {
      method: "GET",
      path: "/api/cron/jobs",
      headers: { authorization, origin: null, "sec-fetch-site": null },
    });
  };
  const SECRET = "cron-secret-for-the-integration-tests";

  it("answers 503 with a plain sentence when no CRON_SECRET is set, and runs nothing", async () => {
    const answer = await call(undefined, `Bearer ${SECRET}`);
    expect(answer.status).toBe(503);
    expect(answer.body.message).toMatch(/^Scheduled jobs are switched off/);
  });

  it("refuses a request without the secret, or with a wrong one", async () => {
    for (const authorization of [null, "Bearer", `Bearer ${SECRET}x`, SECRET, `Basic ${SECRET}`]) {
      const answer = await call(SECRET, authorization);
      expect(answer.status).toBe(401);
      expect(answer.body.data).toBeUndefined();
    }
  });

  it("runs the due jobs for the scheduler and says what each did", async () => {
    await t.sql.query(`DELETE FROM scheduled_jobs`);
    const answer = await call(SECRET, `Bearer ${SECRET}`);
    expect(answer.status).toBe(200);
    const ran = answer.body.data.jobs.map((job: { name: string }) => job.name).sort();
    expect(ran).toEqual(JOBS.map((job) => job.name).sort());
    expect(ran).toEqual(expect.arrayContaining(["settle-payouts", "settle-card-charges", "sweep-idempotency-keys"]));
    expect(answer.body.data.jobs.filter((job: { error?: string }) => job.error)).toEqual([]);
    // Called again at once, it finds nothing due.
    expect((await call(SECRET, `Bearer ${SECRET}`)).body.data.jobs).toEqual([]);
  });
});

describe("draining after responses, where no Cron runs (Vercel previews)", () => {
  const { drainJobsAfterResponse, forgetDrainsForTests } = jest.requireActual<
    typeof import("@/server/platform/jobs/after-response")
  >("@/server/platform/jobs/after-response");
  const vercel = process.env.VERCEL;
  afterEach(() => {
    if (vercel === undefined) delete process.env.VERCEL;
    else process.env.VERCEL = vercel;
    forgetDrainsForTests();
  });

  function capture() {
    const tasks: (() => Promise<void>)[] = [];
    return { tasks, schedule: (task: () => Promise<void>) => void tasks.push(task) };
  }

  it("runs the due jobs after a response on Vercel, at most once in ten seconds per instance", async () => {
    process.env.VERCEL = "1";
    forgetDrainsForTests();
    await t.sql.query(`DELETE FROM scheduled_jobs`);
    const { tasks, schedule } = capture();
    drainJobsAfterResponse({ schedule });
    drainJobsAfterResponse({ schedule });
    expect(tasks).toHaveLength(1);
    await tasks[0]!();
    const { rows } = await t.sql.query(`SELECT name FROM scheduled_jobs WHERE last_finished_at IS NOT NULL`);
    expect(rows.map((row) => row.name).sort()).toEqual(JOBS.map((job) => job.name).sort());
  });

  it("leaves a job to one worker when two instances drain at once", async () => {
    process.env.VERCEL = "1";
    await t.sql.query(`DELETE FROM scheduled_jobs`);
    const first = capture();
    const second = capture();
    drainJobsAfterResponse(first);
    forgetDrainsForTests(); // another instance: its own clock
    drainJobsAfterResponse(second);
    const started: string[] = [];
    const spy = jest.spyOn(console, "error").mockImplementation(() => undefined);
    await Promise.all([first.tasks[0]!(), second.tasks[0]!()]);
    spy.mockRestore();
    const { rows } = await t.sql.query(`SELECT name, last_started_at FROM scheduled_jobs`);
    for (const row of rows) started.push(row.name);
    // Each job ran once: its interval has not passed, so neither a third drain nor the cron finds it due.
    expect(started.sort()).toEqual(JOBS.map((job) => job.name).sort());
    expect((await drainDueJobs(t.db, JOBS, { budgetMs: 1_000 })).jobs).toEqual([]);
  });

  it("does nothing on a long-running server, whose own timer drains", () => {
    delete process.env.VERCEL;
    const { tasks, schedule } = capture();
    drainJobsAfterResponse({ schedule });
    expect(tasks).toHaveLength(0);
  });
});
