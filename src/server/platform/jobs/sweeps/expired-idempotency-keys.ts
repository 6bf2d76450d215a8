import "server-only";
import type { Database } from "@/server/platform/database/prisma-client";
import { deleteExpiredKeys } from "@/server/platform/idempotency/idempotency";
import type { JobContext } from "../job";
import { deleteInBatches } from "./delete-in-batches";

/** The "sweep-idempotency-keys" job: keys past their 24 hours, through idempotency.ts, which owns the table. */
export function sweepExpiredIdempotencyKeys(db: Database, context: JobContext): Promise<number> {
  return deleteInBatches(context, (limit) => deleteExpiredKeys(db, limit));
}
