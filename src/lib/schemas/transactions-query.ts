import * as z from "./zod";
import { phraseText } from "@/i18n/phrase";

/** The history filters: `type` maps to the screen's tabs, `order` to its sort select. */
export const TRANSACTION_FILTERS = { sent: "SEND", received: "RECEIVE", added: "ADD_MONEY" } as const;
export type TransactionFilter = keyof typeof TRANSACTION_FILTERS;

export const PAGE_SIZE = 20;

/** GET /api/transactions?type=&order=&cursor=&limit= */
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
});

export type TransactionsQuery = z.infer<typeof transactionsQuerySchema>;
