import "server-only";
import { env } from "@/env";
import type { ProviderRecords, RecordType } from "@/server/money";
import type { Database } from "@/server/platform";
import { paystackClient } from "@/server/vendors/paystack/paystack-client";
import { PaystackProviderRecords } from "./paystack/reconciliation/paystack-provider-records";
import { SandboxProviderRecords } from "./sandbox/sandbox-provider-records";

/** Whose records the reconciliation compares each kind of record with, and which kinds: one entry per provider. */
export type ReconciliationSource = { records: ProviderRecords; recordTypes: RecordType[] };

/**
 * The providers PAYOUTS_PROVIDER, CARDS_PROVIDER and FUNDING_PROVIDER name, each with the kinds of record it
 * keeps: one source when all three are the sandbox (or all Paystack), two when they are mixed.
 */
export function reconciliationSources(db: Database): ReconciliationSource[] {
  const { PAYOUTS_PROVIDER, CARDS_PROVIDER, FUNDING_PROVIDER } = env();
  const chosen: [RecordType, string][] = [
    ["payout", PAYOUTS_PROVIDER],
    ["card_charge", CARDS_PROVIDER],
    ["deposit", FUNDING_PROVIDER],
  ];
  const sources = new Map<string, ReconciliationSource>();
  for (const [recordType, provider] of chosen) {
    let source = sources.get(provider);
    if (!source) {
      const records =
        provider === "paystack" ? new PaystackProviderRecords(paystackClient()) : new SandboxProviderRecords(db);
      source = { records, recordTypes: [] };
      sources.set(provider, source);
    }
    source.recordTypes.push(recordType);
  }
  return [...sources.values()];
}
