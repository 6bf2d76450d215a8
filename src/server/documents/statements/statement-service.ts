import "server-only";
import { after } from "next/server";
import { type Database, ApiError, spendHourly } from "@/server/platform";
import type { AuthUser } from "@/server/auth";
import { translator } from "@/i18n/translator";
import { statementPeriod, type StatementRequest, type StatementState } from "@/lib/schemas/statement";
import { statementSubject } from "./statement-data";
import { buildQueuedStatements, buildStatement, ownerOf } from "./build-statement";
import { phrase } from "@/i18n/phrase";

/**
 * A preset month with at most this many ledger movements is built while the person waits; anything larger, and
 * every custom period (up to a year of a busy wallet), goes to the build-statements job with a progress bar.
 */
export const BUILD_NOW_LIMIT = 500;

/** Statements one account may ask for in an hour: each is a file stored for a week, and an email. */
export const STATEMENTS_PER_HOUR = 20;

/** Asks for a statement: built at once when small (answers "ready"), else queued for the job (answers "queued"). */
export async function requestStatement(
  db: Database,
  user: AuthUser,
  request: StatementRequest,
  origin: string,
): Promise<StatementState> {
  const period = statementPeriod(request);
  if ("error" in period) throw new ApiError("bad_request", phrase(`statements.error.${period.error}`));
  await spendHourly(db, [{ bucket: `statements:user:${user.id}`, max: STATEMENTS_PER_HOUR }]);
  const subject = await statementSubject(db, user.id, period);
  if (!subject) throw new ApiError("not_found", phrase("statements.error.notFound"));
  const now = request.range !== "custom" && subject.count <= BUILD_NOW_LIMIT;
  const row = await db.statement.create({
    data: {
      userId: user.id,
      format: request.format,
      fromDay: new Date(`${period.from}T00:00:00Z`),
      toDay: new Date(`${period.to}T00:00:00Z`),
      origin,
      status: now ? "building" : "queued",
    },
    select: { id: true, userId: true, format: true, fromDay: true, toDay: true, origin: true },
  });
  if (now) {
    try {
      await buildStatement(db, row);
    } catch (error) {
      await db.statement.update({ where: { id: row.id }, data: { status: "failed" } }).catch(() => undefined);
      throw error;
    }
    return { id: row.id, status: "ready", progress: 100 };
  }
  startBuildingSoon(db);
  return { id: row.id, status: "queued", progress: 0, willEmail: (await ownerOf(db, user.id)).email !== null };
}

/** Starts the job's work once the answer has gone, so the bar moves at once; the job picks up anything missed. */
function startBuildingSoon(db: Database): void {
  try {
    after(() => buildQueuedStatements(db, { deadline: Date.now() + 50_000 }).catch(() => undefined));
  } catch {
    // Outside a request (a test): the job builds it.
  }
}

/** A statement's state for its owner's screen; 404 for anyone else's. */
export async function statementState(db: Database, user: AuthUser, id: string): Promise<StatementState> {
  const row = await findOwn(db, user, id, { id: true, status: true, progress: true });
  return row;
}

/** A ready statement's file for its owner. */
export async function statementFile(db: Database, user: AuthUser, id: string) {
  const row = await findOwn(db, user, id, { status: true, file: true, format: true, fromDay: true, toDay: true });
  if (row.status !== "ready" || !row.file) throw new ApiError("not_found", phrase("statements.error.notFound"));
  const t = translator(user.appearance.language);
  const name = t("statements.file.fileName", {
    from: row.fromDay.toISOString().slice(0, 10),
    to: row.toDay.toISOString().slice(0, 10),
  });
  return { bytes: row.file, format: row.format, name: `${name}.${row.format}` };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

async function findOwn<S extends Record<string, true>>(db: Database, user: AuthUser, id: string, select: S) {
  const row = UUID.test(id) ? await db.statement.findFirst({ where: { id, userId: user.id }, select }) : null;
  if (!row) throw new ApiError("not_found", phrase("statements.error.notFound"));
  return row as NonNullable<typeof row>;
}
