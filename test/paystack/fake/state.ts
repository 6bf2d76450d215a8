// The fake Paystack's memory, one map per kind of record, keyed as Paystack looks them up. Each domain file
// (banks, transfers, charges, customers, dedicated accounts) owns its own maps.

export type FakeState = {
  /** Counter for ids and codes, so every run makes the same ones. */
  next: number;
  recipients: Map<string, Record<string, unknown>>;
  transfers: Map<string, Record<string, unknown>>;
  charges: Map<string, Record<string, unknown>>;
  authorizations: Map<string, Record<string, unknown>>;
  customers: Map<string, Record<string, unknown>>;
  dedicatedAccounts: Map<string, Record<string, unknown>>;
  /** Money received in dedicated accounts, by reference, as the transaction list reports it. */
  deposits: Map<string, Record<string, unknown>>;
};

export function newFakeState(): FakeState {
  return {
    next: 1,
    recipients: new Map(),
    transfers: new Map(),
    charges: new Map(),
    authorizations: new Map(),
    customers: new Map(),
    dedicatedAccounts: new Map(),
    deposits: new Map(),
  };
}

/** A deterministic id: the same sequence of calls makes the same ids. */
export function nextId(state: FakeState): number {
  return state.next++;
}
