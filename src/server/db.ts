import "server-only";
import { createPrismaClient, isPooled, type Database, whenJobsMayRun } from "@/server/platform";
import { env } from "@/env";
import { whenMessagesQueued } from "@/server/notify";

// One client per server process: hot reload in development would otherwise open a pool per edit.
const globalForPrisma = globalThis as unknown as { veilPrisma?: Database };

function client(): Database {
  const {
    DATABASE_URL,
    DATABASE_URL_UNPOOLED,
    DATABASE_POOL_SIZE,
    DATABASE_CONNECT_TIMEOUT_MS,
    DATABASE_STATEMENT_TIMEOUT_MS,
  } = env();
  globalForPrisma.veilPrisma ??= createPrismaClient(
    DATABASE_URL,
    DATABASE_POOL_SIZE,
    { connectMs: DATABASE_CONNECT_TIMEOUT_MS, statementMs: DATABASE_STATEMENT_TIMEOUT_MS },
    isPooled(DATABASE_URL, DATABASE_URL_UNPOOLED),
  );
  return globalForPrisma.veilPrisma;
}

/**
 * The database, connected on first use rather than on import: `next build` imports route modules to read
 * their configuration, and a build needs no database (nor its URL).
 */
export const db: Database = new Proxy({} as Database, {
  get(_target, property) {
    const target = client();
    const value = Reflect.get(target, property, target);
    return typeof value === "function" ? value.bind(target) : value;
  },
});

// A code or an alert queued by a request is delivered as soon as that request has answered.
whenMessagesQueued(async () => {
  const { deliverDueMessages } = await import("@/server/notify/messages/deliver-outbox");
  await deliverDueMessages(db, { deadline: Date.now() + 10_000 });
});

// Where no process outlives a request (Vercel), due jobs are drained after responses (jobs/after-response.ts).
// Loaded when first needed: the jobs reach every provider, which no route should pay for at import.
whenJobsMayRun(async (budgetMs) => {
  const [{ drainDueJobs }, { JOBS }] = await Promise.all([
    import("@/server/platform/jobs/drain"),
    import("@/server/jobs"),
  ]);
  await drainDueJobs(db, JOBS, { budgetMs });
});
