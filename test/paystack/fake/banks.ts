// GET /bank and GET /bank/resolve.
//
// GET /bank answers from test/fixtures/paystack/banks.json (our own fixture in Paystack's shape) and pages as
// Paystack does: with use_cursor=true, `perPage` entries (50 unless asked, at most 100) and an opaque `next`
// cursor in `meta` until the last page; otherwise by `page` and `perPage`. NIP codes only when asked with
// include_nip_sort_code=true. `fakeBankList` lets a test change what the list holds.
import { readFileSync } from "node:fs";
import path from "node:path";
import type { FakeHandler } from "../contract-server";
import { ok, refused } from "./answers";

type FixtureBank = Record<string, unknown> & {
  id: number;
  name: string;
  slug: string;
  code: string;
  nip_sort_code: string | null;
};

const FIXTURE = path.join(__dirname, "..", "..", "fixtures", "paystack", "banks.json");

export function fixtureBanks(): FixtureBank[] {
  return (JSON.parse(readFileSync(FIXTURE, "utf8")) as { banks: FixtureBank[] }).banks;
}

/** The list GET /bank answers, per fake (keyed by its state): the fixture unless a test replaced it. */
const lists = new WeakMap<object, FixtureBank[]>();

export function fakeBankList(state: object): FixtureBank[] {
  let list = lists.get(state);
  if (!list) lists.set(state, (list = fixtureBanks()));
  return list;
}

export function setFakeBankList(state: object, banks: FixtureBank[]): void {
  lists.set(state, banks);
}

const cursor = (index: number) => Buffer.from(`bank:${index}`).toString("base64");
const fromCursor = (value: string) => Number(/^bank:([0-9]+)$/.exec(Buffer.from(value, "base64").toString())?.[1]);

export const bankHandlers: Record<string, FakeHandler> = {
  bank_list: ({ query, state }) => {
    const withNip = query.include_nip_sort_code === "true";
    const all = fakeBankList(state)
      .filter((bank) => !query.currency || bank.currency === query.currency)
      .map(({ nip_sort_code, ...bank }) => (withNip ? { ...bank, nip_sort_code } : bank));
    const perPage = Math.min(Number(query.perPage ?? 50), 100);
    if (query.use_cursor === "true") {
      const start = query.next ? fromCursor(query.next) : 0;
      if (!Number.isInteger(start)) return refused(400, "Invalid cursor");
      const end = start + perPage;
      return ok("Banks retrieved", all.slice(start, end), {
        meta: { next: end < all.length ? cursor(end) : null, previous: start > 0 ? cursor(start) : null, perPage },
      });
    }
    const page = Number(query.page ?? 1);
    return ok("Banks retrieved", all.slice((page - 1) * perPage, page * perPage), {
      meta: { total: all.length, perPage, page, pageCount: Math.ceil(all.length / perPage) },
    });
  },
  bank_resolveAccountNumber: ({ query }) => {
    if (query.account_number!.startsWith("000")) {
      return refused(422, "Could not resolve account name. Check parameters or try again.");
    }
    return ok("Account number resolved", { account_number: query.account_number, account_name: "ADA OBI", bank_id: 9 });
  },
};
