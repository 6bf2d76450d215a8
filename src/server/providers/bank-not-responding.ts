/** What a person is told when a money vendor is unreachable, slow or answers out of contract: nothing was
 * moved, or what was moved is Pending and the jobs settle it. */
export const BANK_NOT_RESPONDING = "The bank is not responding. Your money is safe; we'll retry.";
