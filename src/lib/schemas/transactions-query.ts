import * as z from "./zod";

/** The history filters: `type` maps to the screen's tabs, `order` to its sort select. */
export const TRANSACTION_FILTERS = { sent: "SEND", received: "RECEIVE", added: "ADD_MONEY" } as const;
export type TransactionFilter = keyof typeof TRANSACTION_FILTERS;

export const PAGE_SIZE = 20;

/** GET /api/transactions?type=&order=&cursor=&limit= */
export const transactionsQuerySchema = z.strictObject({
  type: z.optional(z.enum(["sent", "received", "added"], { error: "type must be sent, received or added" })),
  order: z._default(z.enum(["newest", "oldest"], { error: "order must be newest or oldest" }), "newest"),
  cursor: z.optional(z.string().check(z.maxLength(200, { error: "cursor is not valid" }))),
  limit: z.optional(
    z.pipe(
      z.pipe(
        z.string().check(z.regex(/^[0-9]{1,3}$/, { error: "limit must be a number from 1 to 100" })),
        z.transform(Number),
      ),
      z
        .number()
        .check(z.refine((value) => value >= 1 && value <= 100, { error: "limit must be a number from 1 to 100" })),
    ),
  ),
});

export type TransactionsQuery = z.infer<typeof transactionsQuerySchema>;
