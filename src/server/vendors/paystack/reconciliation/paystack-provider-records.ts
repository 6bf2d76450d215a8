// Paystack's own record of what it did for Veil, for the daily reconciliation: transfers from GET /transfer,
// card charges and deposits from GET /transaction (channel card, dedicated_nuban), in Veil's words. Veil's
// references go to Paystack in lowercase and come back to Veil's form; a reference that is not Veil's is kept as
// Paystack wrote it, so a record Veil never made shows as one.
import "server-only";
import type { ProviderRecord, ProviderRecords, RecordStatus, RecordType, TimeWindow } from "@/server/money";
import type { PaystackClient } from "../paystack-client";
import { toVeilReference } from "../cards/references";
import { listTransactions, listTransfers } from "../paystack-lists";

/** Paystack's transfer statuses: otp, queued and received are still on their way. */
export function transferStatus(status: unknown): RecordStatus {
  switch (status) {
    case "success":
      return "success";
    case "reversed":
      return "reversed";
    case "failed":
    case "abandoned":
    case "blocked":
    case "rejected":
      return "failed";
    default:
      return "pending";
  }
}

/** Paystack's transaction statuses: abandoned is a charge the card holder never finished. */
export function transactionStatus(status: unknown): RecordStatus {
  switch (status) {
    case "success":
      return "success";
    case "reversed":
      return "reversed";
    case "failed":
    case "abandoned":
      return "failed";
    default:
      return "pending";
  }
}

function toRecord(
  recordType: RecordType,
  item: Record<string, unknown>,
  status: RecordStatus,
  at: unknown,
): ProviderRecord | null {
  if (typeof item.reference !== "string" || !item.reference) return null;
  const reference = recordType === "deposit" ? item.reference : (toVeilReference(item.reference) ?? item.reference);
  const amount = item.amount;
  const when = typeof at === "string" ? new Date(at) : new Date(NaN);
  return {
    recordType,
    reference,
    amountKobo: typeof amount === "number" && Number.isSafeInteger(amount) ? BigInt(amount) : null,
    status,
    at: Number.isNaN(when.getTime()) ? new Date(0) : when,
  };
}

export class PaystackProviderRecords implements ProviderRecords {
  readonly name = "paystack";

  constructor(private readonly client: PaystackClient) {}

  async list(recordType: RecordType, window: TimeWindow): Promise<ProviderRecord[]> {
    const items =
      recordType === "payout"
        ? (await listTransfers(this.client, window)).map((one) =>
            toRecord(recordType, one, transferStatus(one.status), one.createdAt ?? one.created_at),
          )
        : (
            await listTransactions(this.client, window, {
              channel: recordType === "card_charge" ? "card" : "dedicated_nuban",
            })
          ).map((one) => toRecord(recordType, one, transactionStatus(one.status), one.created_at ?? one.createdAt));
    return items.filter((one): one is ProviderRecord => one !== null);
  }
}
