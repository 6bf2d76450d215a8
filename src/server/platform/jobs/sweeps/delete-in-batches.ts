import type { JobContext } from "../job";

/** Rows a sweep deletes per statement: each statement stays short, so it never holds locks for long. */
export const SWEEP_BATCH = 5_000;

/** Runs `deleteBatch` until it deletes less than a full batch or the deadline passes; returns the rows deleted. */
export async function deleteInBatches(
  context: JobContext,
  deleteBatch: (limit: number) => Promise<number>,
): Promise<number> {
  let total = 0;
  while (Date.now() < context.deadline) {
    const deleted = await deleteBatch(SWEEP_BATCH);
    total += deleted;
    if (deleted < SWEEP_BATCH) break;
  }
  return total;
}
