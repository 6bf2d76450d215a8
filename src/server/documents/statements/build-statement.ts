import "server-only";
import type { Database, JobContext } from "@/server/platform";
import { DEFAULT_LANGUAGE, type Language } from "@/i18n/locales";
import { translator } from "@/i18n/translator";
import { enqueueMessage } from "@/server/notify";
import { statementData } from "./statement-data";
import { statementCsv } from "./statement-csv";
import { statementPdf } from "./statement-pdf";

/** How long a claimed statement is held by its builder before another may take it over (the builder died). */
const CLAIM_MS = 5 * 60_000;
/** Built statements are kept this long, then swept: long enough to download from the email. */
export const KEEP_DAYS = 7;

type StatementRow = { id: string; userId: string; format: "pdf" | "csv"; fromDay: Date; toDay: Date; origin: string };

const day = (at: Date) => at.toISOString().slice(0, 10);

/** The owner's language, and their email when they have one and email is on (Transaction receipts). */
export async function ownerOf(db: Database, userId: string) {
  const user = await db.user.findUnique({
    where: { id: userId },
    select: { email: true, settings: { select: { language: true, emailReceipts: true } } },
  });
  const language: Language = user?.settings?.language ?? DEFAULT_LANGUAGE;
  return { language, email: user?.settings?.emailReceipts === false ? null : (user?.email ?? null) };
}

/**
 * Builds one statement and stores its file, writing progress (0-100) as it goes: reading the ledger is the
 * first 80, drawing the file the rest. `email` sends the owner a link once it is ready (the job's path).
 */
export async function buildStatement(
  db: Database,
  row: StatementRow,
  options: { email: boolean; observe?: (progress: number) => void } = { email: false },
): Promise<void> {
  const owner = await ownerOf(db, row.userId);
  const period = { from: day(row.fromDay), to: day(row.toDay) };
  const report = async (progress: number) => {
    const value = Math.min(99, Math.max(1, Math.floor(progress)));
    options.observe?.(value);
    await db.statement.update({ where: { id: row.id }, data: { progress: value } });
  };
  const data = await statementData(db, row.userId, period, (read, total) => report(total ? (read / total) * 80 : 80));
  if (!data) throw new Error("The statement's wallet is gone.");
  const file =
    row.format === "csv"
      ? Buffer.from(statementCsv(data, owner.language), "utf8")
      : Buffer.from(await statementPdf(data, owner.language, (fraction) => report(80 + fraction * 20)));
  await db.$transaction(async (tx) => {
    await tx.statement.update({
      where: { id: row.id },
      data: { status: "ready", progress: 100, file, readyAt: new Date(), claimedUntil: null },
    });
    if (options.email && owner.email) {
      const t = translator(owner.language);
      await enqueueMessage(tx, {
        userId: row.userId,
        channel: "email",
        to: owner.email,
        subject: t("statements.email.subject"),
        text: t("statements.email.body", {
          from: period.from,
          to: period.to,
          link: `${row.origin}/transactions?statement=${row.id}`,
        }),
        kind: "statement:ready",
      });
    }
  });
  options.observe?.(100);
}

/** Takes the oldest waiting statement (or one whose builder died), or null: two builders never take the same. */
async function claimNext(db: Database): Promise<StatementRow | null> {
  const [row] = await db.$queryRaw<StatementRow[]>`
    UPDATE statements SET status = 'building', claimed_until = now() + make_interval(secs => ${CLAIM_MS / 1000}::float8)
     WHERE id = (SELECT id FROM statements
                  WHERE status = 'queued' OR (status = 'building' AND claimed_until < now())
                  ORDER BY created_at LIMIT 1 FOR UPDATE SKIP LOCKED)
    RETURNING id, user_id AS "userId", format::text AS format, from_day AS "fromDay", to_day AS "toDay", origin`;
  return row ?? null;
}

/**
 * The build-statements job: builds waiting statements until the deadline, then sweeps the expired ones. A
 * statement that fails is marked failed (the screen says so) and never retried in a loop.
 */
export async function buildQueuedStatements(
  db: Database,
  context: JobContext,
  observe?: (id: string, progress: number) => void,
): Promise<{ built: number; failed: number; swept: number }> {
  let built = 0;
  let failed = 0;
  while (Date.now() < context.deadline) {
    const row = await claimNext(db);
    if (!row) break;
    try {
      await buildStatement(db, row, { email: true, observe: (progress) => observe?.(row.id, progress) });
      built += 1;
    } catch (error) {
      failed += 1;
      console.error("Statement failed:", error instanceof Error ? error.message : "unknown failure");
      await db.statement.update({ where: { id: row.id }, data: { status: "failed", claimedUntil: null } });
    }
  }
  const { count: swept } = await db.statement.deleteMany({
    where: { createdAt: { lt: new Date(Date.now() - KEEP_DAYS * 86_400_000) } },
  });
  return { built, failed, swept };
}
