// The port to a vendor that gives each wallet its own bank account number (a dedicated virtual account) and
// reports the money that arrives in it. Paystack is the first; the sandbox stands in for it offline.

/** Who the account is for: the vendor names the account after the person and keeps a customer record. */
export type FundingCustomer = {
  userId: string;
  fullName: string;
  email: string | null;
  phoneNumber: string;
  /** The vendor's customer code from an earlier attempt, so that a retry does not make a second customer. */
  customerCode: string | null;
  /** How many times an account was asked for before: the sandbox draws another number after a collision. */
  attempt: number;
};

export type AssignedAccount = {
  status: "assigned";
  bankName: string;
  accountNumber: string;
  accountName: string;
  providerReference: string;
  customerCode: string | null;
};

/**
 * What a request for an account answered: the account; pending (the vendor assigns it later and says so by
 * webhook, or the job asks again); or failed (the vendor refused, with a reason for staff, never shown as is).
 */
export type AssignResult =
  | AssignedAccount
  | { status: "pending"; customerCode: string | null }
  | { status: "failed"; customerCode: string | null; reason: string };

export interface FundingProvider {
  readonly name: string;
  /** Throws when the vendor could not be reached or did not answer: nothing is recorded, the job retries. */
  assignAccount(customer: FundingCustomer): Promise<AssignResult>;
  /**
   * The successful deposits to dedicated accounts paid within the window, every page of them, each as the
   * charge data its charge.success webhook carries, so that the requery credits it through the same path.
   * Throws when the vendor did not answer: nothing is credited, the job asks again on its next run.
   */
  recentDeposits(window: TimeWindow): Promise<unknown[]>;
}

/** From `from` (included) to `to` (excluded). */
export type TimeWindow = { from: Date; to: Date };

/** The vendor did not answer the request for the account (unreachable, slow, a 5xx): nothing is known yet.
 * Carries the customer made before it, so that the next attempt reuses it. */
export class AccountRequestInterrupted extends Error {
  constructor(
    readonly customerCode: string | null,
    options?: ErrorOptions,
  ) {
    super("The funding provider did not answer the request for an account.", options);
    this.name = "AccountRequestInterrupted";
  }
}
