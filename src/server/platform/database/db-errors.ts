import { Prisma } from "@/generated/prisma/client";
import { ApiError, SIGN_IN_REQUIRED } from "@/server/platform/http/api-error";
import { dailyLimitMessage } from "@/lib/limits";
import { decimalStringToKobo } from "@/lib/money";
import { INSUFFICIENT_BALANCE } from "@/lib/schemas/transfer-rules";
import { phrase } from "@/i18n/phrase";

/**
 * A unique constraint refused the write; with `field`, one whose columns include it ("email", "phone_number").
 * The driver adapter reports the constraint's columns in the error's metadata, in snake_case.
 */
export function isUniqueViolation(error: unknown, field?: string): boolean {
  if (!(error instanceof Prisma.PrismaClientKnownRequestError) || error.code !== "P2002") return false;
  return field === undefined || JSON.stringify(error.meta ?? {}).includes(field);
}

/** Two transactions met on the same rows (Prisma's P2034, or PostgreSQL's serialization failure or deadlock). */
export function isWriteConflict(error: unknown): boolean {
  if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2034") return true;
  const code = sqlState(error);
  if (code === "40001" || code === "40P01") return true;
  // Prisma's interactive transaction may say it in words only.
  return error instanceof Error && /write conflict|deadlock/i.test(error.message);
}

/** The SQLSTATE our SQL functions raise when the key a request carries is held by another request. */
export const KEY_HELD = "VL003";

type SqlError = { code?: string; detail?: string };

/**
 * Every SQLSTATE the migrations' functions raise, and what a person is told. A test reads the codes from the
 * migration files, so a new one cannot be raised without a message here.
 */
export const SQL_REFUSALS: Record<string, (error: SqlError) => ApiError> = {
  VL001: () => new ApiError("unprocessable", INSUFFICIENT_BALANCE),
  // DETAIL carries the limit the database applied and what is left, so the message repeats its numbers.
  VL002: (error) => {
    const { limit, left } = JSON.parse(error.detail ?? "{}") as { limit: string; left: string };
    return new ApiError(
      "unprocessable",
      dailyLimitMessage({ dailySendKobo: decimalStringToKobo(limit) }, decimalStringToKobo(left)),
    );
  },
  // idempotency.ts answers a held key before this is reached; a request that still meets one waits.
  VL003: () =>
    new ApiError("conflict", phrase("serverErrors.paymentStillProcessing"), {
      "Retry-After": "2",
    }),
  VL004: () => new ApiError("unauthorized", SIGN_IN_REQUIRED),
  // An unbalanced entry is a bug in the caller, never the person's doing.
  VL005: () => new ApiError("unprocessable", phrase("serverErrors.paymentNotRecorded")),
  // A Card to Account send already sent (or refused) by whoever saw its charge approved first.
  VL006: () => new ApiError("conflict", phrase("serverErrors.paymentStillProcessing")),
  VL007: () => new ApiError("unprocessable", phrase("serverErrors.accountFrozen")),
  // A Card to Account send whose session ended before its card was approved: refused, its money kept in the wallet.
  VL008: () => new ApiError("unprocessable", phrase("serverErrors.cardSendSignedOut")),
};

/** A PostgreSQL error's SQLSTATE and DETAIL, as pg reports it or inside Prisma's driver adapter error. */
function sqlError(error: unknown): SqlError | undefined {
  if (error instanceof Prisma.PrismaClientKnownRequestError) {
    const cause = (error.meta?.driverAdapterError as { cause?: { originalCode?: string; detail?: string } })?.cause;
    return cause?.originalCode ? { code: cause.originalCode, detail: cause.detail } : undefined;
  }
  const code = (error as SqlError | null)?.code;
  return typeof code === "string" ? (error as SqlError) : undefined;
}

/** The SQLSTATE of a database error; undefined for anything else. */
export function sqlState(error: unknown): string | undefined {
  return sqlError(error)?.code;
}

/**
 * The error a person is shown for one of our SQL refusals; any other error is returned as it is. A held key
 * is left as it is too: idempotent() decides what its request is answered.
 */
export function fromSql(error: unknown): unknown {
  const sql = sqlError(error);
  const refusal = sql?.code && sql.code !== KEY_HELD ? SQL_REFUSALS[sql.code] : undefined;
  return refusal ? refusal(sql!) : error;
}
