import "server-only";
import type { Language } from "@/i18n/locales";
import { type Database, ApiError } from "@/server/platform";
import { Prisma } from "@/generated/prisma/client";
import {
  historyRange,
  PAGE_SIZE,
  readSearch,
  TRANSACTION_FILTERS,
  type HistorySearch,
  type TransactionsQuery,
} from "@/lib/schemas/transactions-query";
import {
  presentTransaction,
  scheduledFor,
  TRANSACTION_DETAIL_FIELDS,
  TRANSACTION_FIELDS,
  type PresentedTransaction,
} from "./present-transaction";
import { phrase } from "@/i18n/phrase";

type Cursor = { date: Date; id: number };

/** The cursor is the last row's (date, id), opaque to the client. */
export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(`${cursor.date.toISOString()}|${cursor.id}`).toString("base64url");
}

/** The shape encodeCursor writes: a four-digit year (PostgreSQL's range) and an id within int4. */
const CURSOR = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)\|(\d{1,10})$/;
const MAX_ID = 2_147_483_647;

function decodeCursor(value: string): Cursor {
  const match = CURSOR.exec(Buffer.from(value, "base64url").toString("utf8"));
  const date = new Date(match?.[1] ?? "");
  const id = Number(match?.[2]);
  // A year before Veil is no cursor it made (and year 0 is none PostgreSQL reads).
  if (!match || Number.isNaN(date.getTime()) || date.getUTCFullYear() < 2000 || id > MAX_ID)
    throw new ApiError("bad_request", phrase("validation.cursorNotValid"));
  return { date, id };
}

const RANGE_ERRORS = {
  dateNotValid: "validation.historyDate",
  endBeforeStart: "validation.historyEndBeforeStart",
} as const;

/** LIKE's own characters in a search mean themselves: "50%" finds "50%", never everything. */
function likeEscaped(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** The shortest part of a reference a search looks for. */
const REFERENCE_PART = 6;

/** A row matches when any field a person sees holds the words, the account holds the digits, or the amount is it. */
function searchCondition(search: HistorySearch): Prisma.Sql {
  const words = likeEscaped(search.text);
  const either = [
    Prisma.sql`"recipient_name" ILIKE ${words}`,
    Prisma.sql`"recipient_bank" ILIKE ${words}`,
    Prisma.sql`"description" ILIKE ${words}`,
    // A reference is 24 random letters and digits: a short search would find one by chance.
    ...(search.text.length >= REFERENCE_PART ? [Prisma.sql`"transaction_reference" ILIKE ${words}`] : []),
    ...search.digits.map((digits) => Prisma.sql`"recipient_account_number" LIKE ${likeEscaped(digits)}`),
    ...(search.amount ? [Prisma.sql`"amount" = ${search.amount}::numeric`] : []),
  ];
  return Prisma.sql`AND (${Prisma.join(either, " OR ")})`;
}

/**
 * One page of a user's history. Keyset pagination on (transaction_date, id): the row comparison is a range
 * on the (user_id[, transaction_type], transaction_date, id) index, so a deep page costs what the first does.
 */
export async function listTransactions(
  db: Database,
  userId: string,
  query: TransactionsQuery,
  language: Language = "en",
): Promise<{ transactions: PresentedTransaction[]; nextCursor: string | null }> {
  const limit = query.limit ?? PAGE_SIZE;
  const newest = query.order === "newest";
  const cursor = query.cursor ? decodeCursor(query.cursor) : null;
  const type = query.type ? TRANSACTION_FILTERS[query.type] : null;
  const search = readSearch(query.q);
  const range = historyRange(query);
  if ("error" in range) throw new ApiError("bad_request", phrase(RANGE_ERRORS[range.error]));
  const ids = await db.$queryRaw<{ id: number }[]>`
    SELECT "id" FROM "transactions"
     WHERE "user_id" = ${userId}::uuid
       -- A card payment that became a transfer is listed as that transfer (Card to Account), unless the
       -- transfer came back: then the money is in the wallet, and the card payment says where it came from.
       AND NOT EXISTS (SELECT 1 FROM "card_sends" c JOIN "transactions" s ON s."id" = c."send_id"
                        WHERE c."top_up_id" = "transactions"."id" AND s."status" NOT IN ('FAILED', 'REVERSED'))
       ${type ? Prisma.sql`AND "transaction_type" = ${type}::"TransactionType"` : Prisma.empty}
       ${search ? searchCondition(search) : Prisma.empty}
       ${range.start ? Prisma.sql`AND "transaction_date" >= ${range.start}` : Prisma.empty}
       ${range.end ? Prisma.sql`AND "transaction_date" < ${range.end}` : Prisma.empty}
       ${
         cursor
           ? newest
             ? Prisma.sql`AND ("transaction_date", "id") < (${cursor.date}::timestamptz, ${cursor.id})`
             : Prisma.sql`AND ("transaction_date", "id") > (${cursor.date}::timestamptz, ${cursor.id})`
           : Prisma.empty
       }
     ORDER BY ${newest ? Prisma.sql`"transaction_date" DESC, "id" DESC` : Prisma.sql`"transaction_date" ASC, "id" ASC`}
     LIMIT ${limit + 1}`;
  const page = ids.slice(0, limit).map((row) => row.id);
  const rows = await db.transaction.findMany({ where: { id: { in: page } }, select: TRANSACTION_FIELDS });
  const byId = new Map(rows.map((row) => [row.id, row]));
  const ordered = page.map((id) => byId.get(id)!).filter(Boolean);
  const last = ordered.at(-1);
  const waiting = await scheduledSends(db, ordered);
  return {
    transactions: ordered.map((row) => {
      const view = presentTransaction(row, language);
      // A send still in its cooling-off reads Scheduled in the list too, as on its own page.
      const until = waiting.get(row.id);
      return until ? { ...view, scheduledFor: until } : view;
    }),
    nextCursor: ids.length > limit && last ? encodeCursor({ date: last.transactionDate, id: last.id }) : null,
  };
}

/**
 * When each pending send of a page that is still in its cooling-off goes, by transaction id: one more query
 * only for a page that has a pending send.
 */
async function scheduledSends(
  db: Database,
  rows: { id: number; status: string; transactionType: string }[],
): Promise<Map<number, string>> {
  const pending = rows.filter((row) => row.status === "PENDING" && row.transactionType === "SEND").map((row) => row.id);
  if (pending.length === 0) return new Map();
  const payouts = await db.payout.findMany({
    where: { transactionId: { in: pending } },
    select: { transactionId: true, sendAfter: true, submittedAt: true },
  });
  return new Map(
    payouts.flatMap((payout) => {
      const until = scheduledFor("PENDING", payout);
      return until && payout.transactionId !== null ? [[payout.transactionId, until] as const] : [];
    }),
  );
}

/** One of the user's transactions, or null: another user's is exactly as absent as one that does not exist. */
export async function findTransaction(
  db: Database,
  userId: string,
  id: string,
  language: Language = "en",
): Promise<PresentedTransaction | null> {
  if (!/^[0-9]{1,10}$/.test(id) || Number(id) > MAX_ID) return null;
  const row = await db.transaction.findFirst({ where: { id: Number(id), userId }, select: TRANSACTION_DETAIL_FIELDS });
  return row ? presentTransaction(row, language) : null;
}
