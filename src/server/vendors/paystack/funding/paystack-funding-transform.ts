// Paystack's shapes for customers and dedicated accounts -> ours. Parsed with our own schemas: the document
// describes the answers too loosely to trust.
import { z } from "zod";
import { envelope } from "@/server/vendors/paystack/paystack-client";
import type { AssignedAccount } from "@/server/money";

export const customerAnswer = envelope(z.object({ customer_code: z.string().min(1) }));

const dedicatedAccount = z.object({
  id: z.union([z.number(), z.string()]).transform(String),
  account_number: z
    .string()
    .regex(/^[0-9]{10}$/)
    .nullish(),
  account_name: z.string().nullish(),
  assigned: z.boolean().nullish(),
  bank: z.object({ name: z.string() }).nullish(),
});

export type PaystackDedicatedAccount = z.infer<typeof dedicatedAccount>;

/** The answer to POST /dedicated_account: the account, or (assignment in progress) none yet. */
export const dedicatedAccountAnswer = z.object({
  status: z.literal(true),
  message: z.string(),
  data: dedicatedAccount.nullish(),
});

/** The account when Paystack has given one; null while it is being assigned. */
export function toAssignedAccount(
  account: PaystackDedicatedAccount,
  customerCode: string | null,
): AssignedAccount | null {
  if (account.assigned === false || !account.account_number || !account.bank) return null;
  return {
    status: "assigned",
    bankName: account.bank.name,
    accountNumber: account.account_number,
    accountName: account.account_name ?? "",
    providerReference: account.id,
    customerCode,
  };
}

/** dedicatedaccount.assign.success / .failed: which customer, and the account when there is one. */
export const assignEventData = z.object({
  customer: z.object({ customer_code: z.string().min(1) }),
  dedicated_account: dedicatedAccount.nullish(),
});
