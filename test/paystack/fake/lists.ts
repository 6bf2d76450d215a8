// GET /transaction and GET /transfer: the lists the requery and the daily reconciliation read. Filtered as
// Paystack documents (from, to, status, channel), newest first, paged by page and per_page with Paystack's meta.
import type { FakeHandler } from "../contract-server";
import { ok } from "./answers";
import { charges, describedCharge } from "./charges";
import { makeDeposit } from "./dedicated-accounts";

function within(at: unknown, query: Record<string, string>): boolean {
  const time = typeof at === "string" ? Date.parse(at) : NaN;
  if (Number.isNaN(time)) return false;
  if (query.from && time < Date.parse(query.from)) return false;
  if (query.to && time > Date.parse(query.to)) return false;
  return true;
}

function paged(message: string, records: Record<string, unknown>[], query: Record<string, string>) {
  const perPage = Math.max(1, Number(query.per_page ?? 50));
  const page = Math.max(1, Number(query.page ?? 1));
  const data = records.slice((page - 1) * perPage, page * perPage);
  return ok(message, data, {
    meta: {
      total: records.length,
      total_volume: records.reduce((sum, one) => sum + Number(one.amount ?? 0), 0),
      skipped: (page - 1) * perPage,
      perPage,
      page,
      pageCount: Math.ceil(records.length / perPage),
    },
  });
}

const newestFirst = (key: string) => (a: Record<string, unknown>, b: Record<string, unknown>) =>
  String(b[key]).localeCompare(String(a[key]));

export const listHandlers: Record<string, FakeHandler> = {
  transaction_list: ({ query, state }) => {
    const all = [...[...charges(state).values()].map(describedCharge), ...state.deposits.values()];
    const records = all
      .filter((one) => within(one.created_at, query))
      .filter((one) => !query.status || one.status === query.status)
      .filter((one) => !query.channel || one.channel === query.channel)
      .sort(newestFirst("created_at"));
    return paged("Transactions retrieved", records, query);
  },
  transfer_list: ({ query, state }) => {
    const records = [...state.transfers.values()]
      .filter((one) => within(one.createdAt, query))
      .filter((one) => !query.status || one.status === query.status)
      .map(({ recipient_code, ...transfer }) => ({ ...transfer, recipient: { recipient_code } }))
      .sort(newestFirst("createdAt"));
    return paged("Transfers retrieved", records, query);
  },
};

/** Harness: POST /__deposit { reference, accountNumber, amountKobo, senderName, lostWebhook? }. */
export const depositControl = (context: Parameters<FakeHandler>[0]) =>
  makeDeposit(context, context.body as Parameters<typeof makeDeposit>[1]);
