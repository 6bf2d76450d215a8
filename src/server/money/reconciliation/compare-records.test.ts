import type { ProviderRecord } from "@/server/money/ports/provider-records";
import { compareRecords } from "./compare-records";
import { lagosDayWindow } from "./run-reconciliation";
import type { VeilRecord } from "./veil-records";

const day = lagosDayWindow("2026-11-28");
const noon = new Date("2026-11-28T11:00:00.000Z");

const ours = (reference: string, extra: Partial<VeilRecord> = {}): VeilRecord => ({
  recordType: "payout",
  reference,
  amountKobo: 100_000n,
  status: "success",
  at: noon,
  transactionId: 1,
  ...extra,
});
const theirs = (reference: string, extra: Partial<ProviderRecord> = {}): ProviderRecord => ({
  recordType: "payout",
  reference,
  amountKobo: 100_000n,
  status: "success",
  at: noon,
  ...extra,
});
const kinds = (veil: VeilRecord[], provider: ProviderRecord[]) =>
  compareRecords(veil, provider, day).map((one) => [one.kind, one.reference]);

describe("comparing a day's records", () => {
  it("reads the Lagos day from its midnight, an hour before UTC's", () => {
    expect(day).toEqual({ from: new Date("2026-11-27T23:00:00.000Z"), to: new Date("2026-11-28T23:00:00.000Z") });
  });

  it("finds nothing when both sides agree", () => {
    expect(kinds([ours("A")], [theirs("A")])).toEqual([]);
  });

  it("lists an amount and a status that differ, separately", () => {
    expect(kinds([ours("A")], [theirs("A", { amountKobo: 1n, status: "reversed" })])).toEqual([
      ["amount_differs", "A"],
      ["status_differs", "A"],
    ]);
  });

  it("lists a record missing on either side, unless it failed and so moved no money", () => {
    expect(kinds([ours("A"), ours("B", { status: "failed" })], [])).toEqual([["missing_at_provider", "A"]]);
    expect(kinds([], [theirs("C"), theirs("D", { status: "failed" })])).toEqual([["missing_in_veil", "C"]]);
  });

  it("matches a record the other side stamped across midnight, and leaves the next day's to the next day", () => {
    const late = new Date("2026-11-28T22:59:59.000Z");
    const nextDay = new Date("2026-11-28T23:00:01.000Z");
    expect(kinds([ours("A", { at: late })], [theirs("A", { at: nextDay })])).toEqual([]);
    expect(kinds([ours("B", { at: nextDay })], [theirs("B", { at: late })])).toEqual([]);
    expect(kinds([], [theirs("C", { at: nextDay })])).toEqual([]);
  });

  it("compares nothing when the provider gives no amount, only the status", () => {
    expect(kinds([ours("A")], [theirs("A", { amountKobo: null, status: "pending" })])).toEqual([
      ["status_differs", "A"],
    ]);
  });
});
