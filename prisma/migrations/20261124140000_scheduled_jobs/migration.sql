-- The jobs that settle pending payouts and charges and sweep expired data: one row per job, claimed with
-- FOR UPDATE SKIP LOCKED and a lease (src/server/jobs/job-store.ts, docs/decisions/jobs-on-postgresql.md).
CREATE TABLE "scheduled_jobs" (
    "name" TEXT NOT NULL,
    "run_after" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "locked_until" TIMESTAMPTZ(3),
    "last_started_at" TIMESTAMPTZ(3),
    "last_finished_at" TIMESTAMPTZ(3),
    "last_error" TEXT,

    CONSTRAINT "scheduled_jobs_pkey" PRIMARY KEY ("name")
);
