import * as z from "./zod";
import { phraseText } from "@/i18n/phrase";
import { dayNumber, periodInstants } from "./statement";
import { walletNumber } from "../account-number";

/** The history filters: `type` maps to the screen's tabs, `order` to its sort select. */
export const TRANSACTION_FILTERS = { sent: "SEND", received: "RECEIVE", added: "ADD_MONEY" } as const;
export type TransactionFilter = keyof typeof TRANSACTION_FILTERS;

export const PAGE_SIZE = 20;

/** The longest search the history box takes: more than any name, account number or reference. */
export const SEARCH_MAX = 100;

/** A day from 1900 to 2999: beyond that no transaction is, and PostgreSQL has no year 0. */
const DAY = /^(19|2\d)\d{2}-\d{2}-\d{2}$/;
const HISTORY_DATE = phraseText("validation.historyDate");

/** GET /api/transactions?type=&order=&cursor=&limit=&q=&from=&to= */
export const transactionsQuerySchema = z.strictObject({
  type: z.optional(z.enum(["sent", "received", "added"], { error: phraseText("validation.typeFilter") })),
  order: z._default(z.enum(["newest", "oldest"], { error: phraseText("validation.orderFilter") }), "newest"),
  cursor: z.optional(z.string().check(z.maxLength(200, { error: phraseText("validation.cursorNotValid") }))),
  limit: z.optional(
    z.pipe(
      z.pipe(
        z.string().check(z.regex(/^[0-9]{1,3}$/, { error: phraseText("validation.limitFilter") })),
        z.transform(Number),
      ),
      z
        .number()
        .check(z.refine((value) => value >= 1 && value <= 100, { error: phraseText("validation.limitFilter") })),
    ),
  ),
  // A search longer than the box allows is cut, never refused: a search finds what it finds.
  q: z.optional(
    z.pipe(
      z.string(),
      z.transform((value) => value.slice(0, SEARCH_MAX)),
    ),
  ),
  from: z.optional(z.string().check(z.regex(DAY, { error: HISTORY_DATE }))),
  to: z.optional(z.string().check(z.regex(DAY, { error: HISTORY_DATE }))),
});

export type TransactionsQuery = z.infer<typeof transactionsQuerySchema>;

/** Why a history date range cannot be searched: a key of the transactions texts. */
export type RangeError = "dateNotValid" | "endBeforeStart";

/**
 * The instants a history range of Lagos days spans, either end open, or why not: the one rule for the screen's
 * date fields and the handler. Unlike a statement's period, a search may reach back any length of time.
 */
export function historyRange(range: {
  from?: string;
  to?: string;
}): { start?: Date; end?: Date } | { error: RangeError } {
  const valid = (day: string | undefined) => day === undefined || (DAY.test(day) && !Number.isNaN(dayNumber(day)));
  if (!valid(range.from) || !valid(range.to)) return { error: "dateNotValid" };
  if (range.from && range.to && range.to < range.from) return { error: "endBeforeStart" };
  return {
    ...(range.from ? { start: periodInstants({ from: range.from, to: range.from }).start } : {}),
    ...(range.to ? { end: periodInstants({ from: range.to, to: range.to }).end } : {}),
  };
}

/**
 * What a search may mean, read once: words for names, banks, descriptions and references (as typed, trimmed),
 * the digits of an account or phone number (its 0 or +234 dropped too, as wallets keep them), and an amount in
 * kobo-exact naira ("5,000", "₦5000.50"). Characters no field holds simply find nothing.
 */
export type HistorySearch = { text: string; digits: string[]; amount: string | null };

export function readSearch(q: string | undefined): HistorySearch | null {
  // Control characters cannot be stored in any field (and PostgreSQL refuses a NUL): drop them.
  const text = (q ?? "")
    .replace(/[\u0000-\u001f\u007f]/g, "")
    .trim()
    .slice(0, SEARCH_MAX);
  if (!text) return null;
  const compact = text.replace(/[\s-]/g, "");
  const digits: string[] = [];
  if (/^\+?[0-9]{3,}$/.test(compact)) {
    const plain = compact.replace(/^\+/, "");
    digits.push(plain);
    // A phone number as written (0803..., +234 803...) also finds the wallet it numbers (803...).
    const wallet = walletNumber(plain);
    if (wallet && wallet !== plain) digits.push(wallet);
  }
  const money = /^(?:₦|NGN|N)?\s*([0-9]{1,3}(?:,[0-9]{3})+|[0-9]+)(\.[0-9]{1,2})?$/i.exec(text);
  const whole = money?.[1]?.replace(/,/g, "");
  const amount = money && whole && whole.length <= 8 ? `${Number(whole)}${money[2] ?? ""}` : null;
  return { text, digits, amount };
}
