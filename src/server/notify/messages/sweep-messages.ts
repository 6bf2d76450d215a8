import "server-only";
import { type Database, type JobContext, deleteInBatches } from "@/server/platform";

/** The sandbox inbox keeps a week: enough to review a deployment, not a store of everyone's codes. */
export const SANDBOX_KEPT_MS = 7 * 24 * 60 * 60 * 1000;
/** A spent code or challenge (used or expired) is kept a day, then it is only a hash nobody needs. */
export const SPENT_KEPT_MS = 24 * 60 * 60 * 1000;
/** An SMS that carried a code keeps its text until the code has expired (10 minutes), then only its kind. */
export const CODE_TEXT_KEPT_MS = 60 * 60 * 1000;
export const CODE_TEXT_REMOVED = "(a one-time code; its text was removed once the code expired)";

/**
 * The "sweep-messages" job: deletes sandbox messages older than a week, and one-time codes, passkey challenges
 * and login challenges spent (used, completed or expired) more than a day ago. A live code or challenge is
 * never touched, however old its row. The text of a code's SMS is blanked an hour after it was queued, once
 * delivered or given up: the outbox is no store of codes.
 */
export async function sweepMessages(db: Database, context: JobContext): Promise<number> {
  const sandboxBefore = new Date(Date.now() - SANDBOX_KEPT_MS);
  const spentBefore = new Date(Date.now() - SPENT_KEPT_MS);
  const codeTextBefore = new Date(Date.now() - CODE_TEXT_KEPT_MS);
  const counts = [
    await deleteInBatches(
      context,
      (limit) => db.$executeRaw`
        UPDATE outbox_messages SET body = ${CODE_TEXT_REMOVED} WHERE id IN
          (SELECT id FROM outbox_messages
            WHERE kind LIKE 'code:%' AND status <> 'pending' AND created_at < ${codeTextBefore}
              AND body <> ${CODE_TEXT_REMOVED} LIMIT ${limit})`,
    ),
    await deleteInBatches(
      context,
      (limit) => db.$executeRaw`
        DELETE FROM sandbox_messages WHERE id IN
          (SELECT id FROM sandbox_messages WHERE sent_at < ${sandboxBefore} LIMIT ${limit})`,
    ),
    await deleteInBatches(
      context,
      (limit) => db.$executeRaw`
        DELETE FROM one_time_codes WHERE id IN
          (SELECT id FROM one_time_codes
            WHERE expires_at < ${spentBefore} OR used_at < ${spentBefore} LIMIT ${limit})`,
    ),
    await deleteInBatches(
      context,
      (limit) => db.$executeRaw`
        DELETE FROM passkey_challenges WHERE id IN
          (SELECT id FROM passkey_challenges
            WHERE expires_at < ${spentBefore} OR used_at < ${spentBefore} LIMIT ${limit})`,
    ),
    await deleteInBatches(
      context,
      (limit) => db.$executeRaw`
        DELETE FROM login_challenges WHERE id IN
          (SELECT id FROM login_challenges
            WHERE expires_at < ${spentBefore} OR completed_at < ${spentBefore} LIMIT ${limit})`,
    ),
  ];
  return counts.reduce((sum, count) => sum + count, 0);
}
