// Paystack's bank directory: GET /bank for Nigeria in naira with NIP codes, page by page with its cursor.
// Only what Veil keeps is read from each entry; the rest of Paystack's shape is left alone.
import "server-only";
import { z } from "zod";
import { envelope, type PaystackClient } from "@/server/vendors/paystack/paystack-client";
import type { BankDirectoryProvider, DirectoryBank } from "@/server/money";
import { fromPaystackBanks } from "./paystack-bank-transform";

/** Paystack's largest page. */
const PER_PAGE = 100;
/** Far more pages than Nigeria has banks for (about 700 at 100 a page): a cursor that never ends is a fault. */
const MOST_PAGES = 50;

const paystackBank = z.object({
  name: z.string(),
  slug: z.string(),
  code: z.string(),
  nip_sort_code: z.string().nullish(),
  active: z.boolean().optional(),
  is_deleted: z.boolean().nullish(),
  supports_transfer: z.boolean().optional(),
  currency: z.string().optional(),
});

export type PaystackBank = z.infer<typeof paystackBank>;

const page = envelope(z.array(paystackBank)).extend({
  meta: z.object({ next: z.string().nullish() }).optional(),
});

export class PaystackBankDirectory implements BankDirectoryProvider {
  readonly name = "paystack";

  constructor(
    private readonly client: PaystackClient,
    private readonly perPage = PER_PAGE,
  ) {}

  async listBanks(): Promise<DirectoryBank[]> {
    const banks: PaystackBank[] = [];
    let next: string | undefined;
    for (let pages = 0; pages < MOST_PAGES; pages++) {
      const answer = await this.client.get(
        "/bank",
        {
          query: {
            country: "nigeria",
            currency: "NGN",
            include_nip_sort_code: true,
            use_cursor: true,
            perPage: this.perPage,
            ...(next ? { next } : {}),
          },
        },
        page,
      );
      banks.push(...answer.data);
      next = answer.meta?.next ?? undefined;
      if (!next) return fromPaystackBanks(banks);
    }
    throw new Error(`Paystack's bank list did not end after ${MOST_PAGES} pages.`);
  }
}
