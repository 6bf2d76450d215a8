// How the daily reconciliation compares: records are matched by reference, then amounts and statuses read in
// the same four words. Pure, so every rule is a unit test.
import type { TimeWindow } from "@/server/money/ports/funding-provider";
import type { ProviderRecord, RecordType } from "@/server/money/ports/provider-records";
import type { VeilRecord } from "./veil-records";

export type DifferenceKind = "missing_at_provider" | "missing_in_veil" | "amount_differs" | "status_differs";

export type Difference = {
  kind: DifferenceKind;
  recordType: RecordType;
  reference: string;
  veil: VeilRecord | null;
  provider: ProviderRecord | null;
};

const inside = (at: Date, window: TimeWindow) => at >= window.from && at < window.to;

/**
 * The day's differences for one record type. `veil` holds Veil's records of the day and any others the
 * provider's records of the day name; `provider` holds the provider's records of the day and of an hour or two
 * either side, so that a record stamped a second past midnight on one side is not called missing.
 * A record that failed on one side and is missing on the other moved no money and is not listed.
 */
export function compareRecords(veil: VeilRecord[], provider: ProviderRecord[], day: TimeWindow): Difference[] {
  const providerByReference = new Map(provider.map((one) => [one.reference, one]));
  const veilByReference = new Map(veil.map((one) => [one.reference, one]));
  const differences: Difference[] = [];
  const compared = new Set<string>();
  const compare = (ours: VeilRecord, theirs: ProviderRecord) => {
    compared.add(ours.reference);
    const base = { recordType: ours.recordType, reference: ours.reference, veil: ours, provider: theirs };
    if (theirs.amountKobo !== null && theirs.amountKobo !== ours.amountKobo) {
      differences.push({ kind: "amount_differs", ...base });
    }
    if (theirs.status !== ours.status) differences.push({ kind: "status_differs", ...base });
  };
  for (const ours of veil) {
    if (!inside(ours.at, day)) continue;
    const theirs = providerByReference.get(ours.reference);
    if (theirs) compare(ours, theirs);
    else if (ours.status !== "failed") {
      compared.add(ours.reference);
      differences.push({
        kind: "missing_at_provider",
        recordType: ours.recordType,
        reference: ours.reference,
        veil: ours,
        provider: null,
      });
    }
  }
  for (const theirs of provider) {
    if (!inside(theirs.at, day) || compared.has(theirs.reference)) continue;
    const ours = veilByReference.get(theirs.reference);
    if (ours) compare(ours, theirs);
    else if (theirs.status !== "failed") {
      differences.push({
        kind: "missing_in_veil",
        recordType: theirs.recordType,
        reference: theirs.reference,
        veil: null,
        provider: theirs,
      });
    }
  }
  return differences;
}
