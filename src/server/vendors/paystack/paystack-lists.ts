// Paystack's transaction list (GET /transaction) and transfer list (GET /transfer), read page by page within a
// time window: the requery finds deposits whose webhook never came, and the daily reconciliation compares them
// with the ledger. Items are kept as Paystack sent them (a deposit goes on to the charge.success path as is);
// only what paging needs is parsed here.
import "server-only";
import { z } from "zod";
import type { TimeWindow } from "@/server/money";
import type { PaystackClient } from "./paystack-client";

/** Paystack's largest page. */
export const PAYSTACK_PAGE_SIZE = 100;
/** A window's list is never read past this many pages: 50,000 records, far above a day of Veil's. */
const MAX_PAGES = 500;

const listAnswer = z.object({
  status: z.literal(true),
  message: z.string(),
  data: z.array(z.record(z.string(), z.unknown())),
  meta: z.object({ pageCount: z.coerce.number().int().optional() }).nullish(),
});

type TransactionFilter = {
  status?: "success" | "failed" | "abandoned" | "reversed";
  channel?: "card" | "dedicated_nuban";
};

async function allPages(
  fetchPage: (page: number) => Promise<z.infer<typeof listAnswer>>,
): Promise<Record<string, unknown>[]> {
  const records: Record<string, unknown>[] = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const answer = await fetchPage(page);
    records.push(...answer.data);
    const pageCount = answer.meta?.pageCount;
    const last = pageCount === undefined ? answer.data.length < PAYSTACK_PAGE_SIZE : page >= pageCount;
    if (last || answer.data.length === 0) return records;
  }
  throw new Error(`Paystack's list ran past ${MAX_PAGES} pages.`);
}

/** Every transaction made within the window, filtered by Paystack, then again here by channel. */
export async function listTransactions(
  client: PaystackClient,
  window: TimeWindow,
  filter: TransactionFilter,
): Promise<Record<string, unknown>[]> {
  const records = await allPages((page) =>
    client.get(
      "/transaction",
      {
        query: {
          from: window.from.toISOString(),
          to: window.to.toISOString(),
          per_page: PAYSTACK_PAGE_SIZE,
          page,
          ...filter,
        },
      },
      listAnswer,
    ),
  );
  return records.filter((one) => !filter.channel || one.channel === filter.channel);
}

/** Every transfer made within the window, whatever its status. */
export async function listTransfers(client: PaystackClient, window: TimeWindow): Promise<Record<string, unknown>[]> {
  return allPages((page) =>
    client.get(
      "/transfer",
      { query: { from: window.from.toISOString(), to: window.to.toISOString(), per_page: PAYSTACK_PAGE_SIZE, page } },
      listAnswer,
    ),
  );
}
