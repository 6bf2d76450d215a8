import { z } from "./zod";

/** The history filters: `type` maps to the screen's tabs, `order` to its sort select. */
export const TRANSACTION_FILTERS = { sent: "SEND", received: "RECEIVE", added: "ADD_MONEY" } as const;
export type TransactionFilter = keyof typeof TRANSACTION_FILTERS;

export const PAGE_SIZE = 20;

/** GET /api/transactions?type=&order=&cursor=&limit= */
export const transactionsQuerySchema = z
  .object({
    type: z.enum(["sent", "received", "added"], { error: "type must be sent, received or added" }).optional(),
    order: z.enum(["newest", "oldest"], { error: "order must be newest or oldest" }).default("newest"),
    cursor: z.string().max(200, { error: "cursor is not valid" }).optional(),
    limit: z
      .string()
      .regex(/^[0-9]{1,3}$/, { error: "limit must be a number from 1 to 100" })
      .transform(Number)
      .refine((value) => value >= 1 && value <= 100, { error: "limit must be a number from 1 to 100" })
      .optional(),
  })
  .strict();

export type TransactionsQuery = z.infer<typeof transactionsQuerySchema>;
