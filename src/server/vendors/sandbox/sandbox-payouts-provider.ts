// The payouts sandbox: deterministic, no network, and it behaves as a vendor's test mode does
// (docs/sandbox.md, "Payouts"). Name enquiry answers any NUBAN-valid account at a bank of the sandbox's
// directory with a name made from its digits; at a wallet numbered after phones (OPay, PalmPay, Moniepoint),
// any number shaped like a Nigerian mobile number without its 0 (803 123 4567).
// Transfers succeed, except accounts whose 9-digit serial starts with 999 (the bank declines), 888 (the
// transfer stays pending, "queued" then "received", and succeeds about 30 seconds after it was made), 777 (the
// transfer succeeds; about 30 seconds later the sandbox tells Veil the bank returned it, by the signed
// transfer.reversed event Paystack would post, and any status query says so) or 886 (received by the provider and
// never confirmed: pending for ever). The transfer's outcome and
// time are written into the provider reference, and the reference it was given is kept in PostgreSQL
// (sandbox_payouts), so any server instance answers a transfer and a status query the same way.
import { randomBytes } from "node:crypto";
import { fitsNuban } from "@/lib/nuban";
import { type Database, preparedStatement } from "@/server/platform";
import { sandboxBankByCode } from "@/server/vendors/sandbox/sandbox-banks";
import type { PayoutOutcome, PayoutRequest, PayoutsProvider } from "@/server/money";

import {
  SANDBOX_DECLINED_SERIAL,
  SANDBOX_PENDING_SERIAL,
  SANDBOX_RETURNED_SERIAL,
  SANDBOX_STUCK_SERIAL,
  sandboxAccountName,
} from "./sandbox-accounts";
import { phrase } from "@/i18n/phrase";

// One statement, prepared once per connection: it runs in every sandbox transfer, where the ORM would build the
// query anew each time. A reference seen before inserts nothing (rowCount 0).
const SEND_SANDBOX_PAYOUT = preparedStatement(
  "sandbox-payout",
  `INSERT INTO sandbox_payouts (reference, provider_reference, amount_kobo, return_due_at) VALUES ($1, $2, $3, $4)
   ON CONFLICT (reference) DO NOTHING`,
);

/** How long after a 777 transfer succeeds the bank returns it: as the 888 serial's wait, long enough to see it. */
export const SANDBOX_RETURN_AFTER_MS = 30_000;

/** The event Paystack posts when a bank returns a transfer, as the sandbox posts it (docs/sandbox.md). */
export type SandboxReturnEvent = {
  event: "transfer.reversed";
  data: { reference: string; amount: number; transfer_code: string; status: "reversed" };
};

/** Whether the sandbox's bank with this vendor code has this account number. */
function sandboxAccountExists(accountNumber: string, bankCode: string): boolean {
  const bank = sandboxBankByCode(bankCode);
  if (!bank) return false;
  if (bank.nubanCode !== null) return fitsNuban(accountNumber, bank.nubanCode);
  return /^[789][01][0-9]{8}$/.test(accountNumber);
}

type Code = "S" | "P" | "F" | "R" | "H";

export class SandboxPayoutsProvider implements PayoutsProvider {
  readonly name = "sandbox";

  constructor(
    private readonly db: Database,
    private readonly options: { pendingForMs?: number; now?: () => number } = {},
  ) {}

  private now(): number {
    return this.options.now?.() ?? Date.now();
  }

  async resolveAccount(input: { accountNumber: string; bankCode: string }) {
    if (!sandboxAccountExists(input.accountNumber, input.bankCode)) return null;
    return { accountName: sandboxAccountName(input.accountNumber) };
  }

  async initiate(request: PayoutRequest): Promise<PayoutOutcome> {
    if (!sandboxAccountExists(request.recipient.accountNumber, request.recipient.bankCode)) {
      return { status: "failed", providerReference: null, reason: phrase("serverErrors.accountNumberNotValidForBank") };
    }
    const serial = request.recipient.accountNumber.slice(0, 9);
    const code: Code = serial.startsWith(SANDBOX_DECLINED_SERIAL)
      ? "F"
      : serial.startsWith(SANDBOX_PENDING_SERIAL)
        ? "P"
        : serial.startsWith(SANDBOX_RETURNED_SERIAL)
          ? "R"
          : serial.startsWith(SANDBOX_STUCK_SERIAL)
            ? "H"
            : "S";
    const providerReference = `SBX_TRF_${code}${this.now().toString(36)}_${randomBytes(4).toString("hex")}`;
    // As a vendor keeps it: a transfer sent again with a reference already seen, by any server, is not made
    // twice; it is answered as the first one stands.
    const returnDueAt = code === "R" ? new Date(this.now() + SANDBOX_RETURN_AFTER_MS) : null;
    const made = await this.db.sql.query(
      SEND_SANDBOX_PAYOUT([request.reference, providerReference, request.amountKobo.toString(), returnDueAt]),
    );
    if (made.rowCount === 0) return this.outcome((await this.firstSent(request.reference))!);
    // A returned transfer is first accepted, as a bank accepts it before it bounces.
    if (code === "R") return { status: "success", providerReference };
    return this.outcome(providerReference);
  }

  async status(input: { reference: string; providerReference: string | null }): Promise<PayoutOutcome> {
    const providerReference = input.providerReference ?? (await this.firstSent(input.reference));
    if (!providerReference?.startsWith("SBX_TRF_")) return { status: "not_found" };
    return this.outcome(providerReference);
  }

  /**
   * The returns the bank has made by now and the sandbox has not yet told Veil of, oldest first, as the events
   * Paystack would post. A return stays due until `returnTold`, so one whose delivery failed is posted again,
   * as Paystack retries a webhook.
   */
  async dueReturns(limit = 50): Promise<SandboxReturnEvent[]> {
    const due = await this.db.sandboxPayout.findMany({
      where: { returnDueAt: { lte: new Date(this.now()) } },
      orderBy: { returnDueAt: "asc" },
      take: limit,
    });
    return due.map((payout) => ({
      event: "transfer.reversed",
      data: {
        reference: payout.reference,
        amount: Number(payout.amountKobo ?? 0n),
        transfer_code: payout.providerReference,
        status: "reversed",
      },
    }));
  }

  /** Veil has been told of this return: it is not posted again. */
  async returnTold(reference: string): Promise<void> {
    await this.db.sandboxPayout.update({ where: { reference }, data: { returnDueAt: null } });
  }

  /** The provider reference a payout reference was first given, or null when it was never sent. */
  private async firstSent(reference: string): Promise<string | null> {
    const sent = await this.db.sandboxPayout.findUnique({ where: { reference }, select: { providerReference: true } });
    return sent?.providerReference ?? null;
  }

  private outcome(providerReference: string): PayoutOutcome {
    const match = /^SBX_TRF_([SPFRH])([0-9a-z]+)_/.exec(providerReference);
    if (!match) return { status: "not_found" };
    const code = match[1] as Code;
    if (code === "F")
      return { status: "failed", providerReference, reason: phrase("serverErrors.recipientBankDeclined") };
    if (code === "R")
      return { status: "reversed", providerReference, reason: phrase("serverErrors.recipientAccountClosed") };
    // As Paystack's transfers move: queued at the provider, then received by it and on their way to the bank.
    if (code === "H") return { status: "pending", providerReference, providerStatus: "received" };
    const age = this.now() - parseInt(match[2]!, 36);
    const pendingForMs = this.options.pendingForMs ?? 30_000;
    if (code === "P" && age < pendingForMs) {
      return { status: "pending", providerReference, providerStatus: age < pendingForMs / 3 ? "queued" : "received" };
    }
    return { status: "success", providerReference };
  }
}
