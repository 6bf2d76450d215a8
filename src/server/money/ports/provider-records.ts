// The port the daily reconciliation reads: a provider's own record of the payouts, card charges and deposits it
// handled, as its transfer and transaction lists (or the sandbox's tables) report them, in Veil's words.
import type { TimeWindow } from "./funding-provider";

export type RecordType = "payout" | "card_charge" | "deposit";

/** Statuses on both sides are read into these four before they are compared. */
export type RecordStatus = "success" | "pending" | "failed" | "reversed";

export type ProviderRecord = {
  recordType: RecordType;
  /** Veil's reference (payouts, card charges) or the provider's (deposits): the key both sides share. */
  reference: string;
  /** Null when the provider does not say (a sandbox transfer made before amounts were kept). */
  amountKobo: bigint | null;
  status: RecordStatus;
  /** When the provider made the record: the day it belongs to. */
  at: Date;
};

export interface ProviderRecords {
  /** The provider's name as Veil's tables store it (payouts.provider, card_charges.provider, ...). */
  readonly name: string;
  /** Every record of this type made within the window, all pages. Throws when the provider did not answer. */
  list(recordType: RecordType, window: TimeWindow): Promise<ProviderRecord[]>;
}
