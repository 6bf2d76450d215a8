// GET /bank and GET /bank/resolve.
import type { FakeHandler } from "../contract-server";
import { ok, refused } from "./answers";

const BANKS = [
  {
    id: 9,
    name: "Guaranty Trust Bank",
    slug: "guaranty-trust-bank",
    code: "058",
    longcode: "058152036",
    nip_sort_code: "000013",
    type: "nuban",
  },
];

export const bankHandlers: Record<string, FakeHandler> = {
  bank_list: () =>
    ok(
      "Banks retrieved",
      BANKS.map((bank) => ({
        ...bank,
        gateway: null,
        pay_with_bank: false,
        active: true,
        is_deleted: false,
        country: "Nigeria",
        currency: "NGN",
        supports_transfer: true,
        createdAt: "2016-07-14T10:04:29.000Z",
        updatedAt: "2024-01-01T00:00:00.000Z",
      })),
      { meta: { next: null, previous: null, perPage: 100 } },
    ),
  bank_resolveAccountNumber: ({ query }) => {
    if (query.account_number!.startsWith("000")) {
      return refused(422, "Could not resolve account name. Check parameters or try again.");
    }
    return ok("Account number resolved", { account_number: query.account_number, account_name: "ADA OBI", bank_id: 9 });
  },
};
