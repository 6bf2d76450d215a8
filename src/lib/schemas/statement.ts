import * as z from "./zod";
import { LAGOS_OFFSET_MS, lagosDay } from "../limits";
import { phraseText } from "@/i18n/phrase";

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const STATEMENT_DATE = phraseText("validation.statementDate");

/** POST /api/statements: a period (this month, last month, or two Lagos days) and a file format. */
export const statementRequestSchema = z.strictObject({
  range: z.enum(["this-month", "last-month", "custom"], { error: phraseText("validation.statementRange") }),
  format: z.enum(["pdf", "csv"], { error: phraseText("validation.statementFormat") }),
  from: z.optional(z.string().check(z.regex(DAY, { error: STATEMENT_DATE }))),
  to: z.optional(z.string().check(z.regex(DAY, { error: STATEMENT_DATE }))),
});

export type StatementRequest = z.infer<typeof statementRequestSchema>;

/** A statement being built, as the server answers and the screen follows it. */
export type StatementState = {
  id: string;
  status: "queued" | "building" | "ready" | "failed";
  progress: number;
  /** Said when it was asked for: a link will be emailed once it is ready. */
  willEmail?: boolean;
};

/** Why a period is refused: a key of the statements texts' `error` group. */
export type PeriodError = "datesRequired" | "endBeforeStart" | "tooLong" | "future";

/** At most one year: from a day to the same day a year later, leap years included. */
export const MAX_PERIOD_DAYS = 366;

const DAY_MS = 86_400_000;

/** A "YYYY-MM-DD" day as a UTC midnight, for day arithmetic; NaN for a day that does not exist (2026-02-30). */
export function dayNumber(day: string): number {
  const at = Date.parse(`${day}T00:00:00Z`);
  return Number.isNaN(at) || new Date(at).toISOString().slice(0, 10) !== day ? Number.NaN : at / DAY_MS;
}

function dayString(number: number): string {
  return new Date(number * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The Lagos days a request covers, both included, or why not. The one rule for the form and the handler: this
 * month runs to today, last month is whole, a custom period is at most a year and ends today at the latest.
 */
export function statementPeriod(
  request: Pick<StatementRequest, "range" | "from" | "to">,
  now = new Date(),
): { from: string; to: string } | { error: PeriodError } {
  const today = lagosDay(now);
  const [year, month] = today.split("-").map(Number) as [number, number];
  if (request.range === "this-month") return { from: `${today.slice(0, 7)}-01`, to: today };
  if (request.range === "last-month") {
    const first = Date.UTC(year, month - 2, 1) / DAY_MS;
    const last = Date.UTC(year, month - 1, 1) / DAY_MS - 1;
    return { from: dayString(first), to: dayString(last) };
  }
  const from = request.from ? dayNumber(request.from) : Number.NaN;
  const to = request.to ? dayNumber(request.to) : Number.NaN;
  if (Number.isNaN(from) || Number.isNaN(to)) return { error: "datesRequired" };
  if (to < from) return { error: "endBeforeStart" };
  if (to > dayNumber(today)) return { error: "future" };
  if (to - from + 1 > MAX_PERIOD_DAYS) return { error: "tooLong" };
  return { from: request.from!, to: request.to! };
}

/** The instants a period of Lagos days spans: [start, end). */
export function periodInstants(period: { from: string; to: string }): { start: Date; end: Date } {
  return {
    start: new Date(dayNumber(period.from) * DAY_MS - LAGOS_OFFSET_MS),
    end: new Date((dayNumber(period.to) + 1) * DAY_MS - LAGOS_OFFSET_MS),
  };
}
