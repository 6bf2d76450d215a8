// The sandboxes' own records, read as a provider's transfer and transaction lists are read by the daily
// reconciliation: sandbox_payouts (the outcome is in the provider reference, as the payouts sandbox answers a
// status query), sandbox_card_charges and sandbox_deposits.
import type { Database } from "@/server/platform";
import type { ProviderRecord, ProviderRecords, RecordStatus, RecordType, TimeWindow } from "@/server/money";
import { SandboxPayoutsProvider } from "./sandbox-payouts-provider";

/** A card charge's step at the sandbox: approved (then voided: its money given back), declined, or waiting. */
function cardChargeStatus(step: string, voided: boolean): RecordStatus {
  if (step === "approved") return voided ? "reversed" : "success";
  return step === "declined" ? "failed" : "pending";
}

export class SandboxProviderRecords implements ProviderRecords {
  readonly name = "sandbox";

  constructor(private readonly db: Database) {}

  async list(recordType: RecordType, window: TimeWindow): Promise<ProviderRecord[]> {
    const made = { gte: window.from, lt: window.to };
    if (recordType === "payout") {
      const payouts = new SandboxPayoutsProvider(this.db);
      const rows = await this.db.sandboxPayout.findMany({ where: { createdAt: made } });
      return Promise.all(
        rows.map(async (row) => {
          const outcome = await payouts.status({ reference: row.reference, providerReference: row.providerReference });
          const status: RecordStatus = outcome.status === "not_found" ? "failed" : outcome.status;
          return { recordType, reference: row.reference, amountKobo: row.amountKobo, status, at: row.createdAt };
        }),
      );
    }
    if (recordType === "card_charge") {
      const rows = await this.db.sandboxCardCharge.findMany({ where: { createdAt: made } });
      return rows.map((row) => ({
        recordType,
        reference: row.reference,
        amountKobo: row.amountKobo,
        status: cardChargeStatus(row.step, row.voidedAt !== null),
        at: row.createdAt,
      }));
    }
    const rows = await this.db.sandboxDeposit.findMany({ where: { paidAt: made } });
    return rows.map((row) => ({
      recordType,
      reference: row.reference,
      amountKobo: row.amountKobo,
      status: "success" as const,
      at: row.paidAt,
    }));
  }
}
