// The funding sandbox: every wallet gets an account number at "Veil Sandbox Bank" at once, the same number
// each time for the same wallet, valid under the NUBAN check digit with the sandbox's institution code
// (docs/sandbox.md, "Receiving money"). Money arrives only through "Simulate an incoming transfer": the sandbox
// keeps each deposit it made in PostgreSQL (sandbox_deposits), as Paystack keeps its transactions, so its
// transaction list (recentDeposits) answers alike on every server, and a deposit whose webhook was lost (a
// sender's name whose last word is "Lost") is still found by the requery.
import { createHash, randomBytes } from "node:crypto";
import { nubanCheckDigit } from "@/lib/nuban";
import type { Database } from "@/server/platform";
import type { AssignResult, FundingCustomer, FundingProvider, TimeWindow } from "@/server/money";

export const SANDBOX_FUNDING_BANK = "Veil Sandbox Bank";
/** Outside CBN's allocated codes, so a sandbox number can never be a real account. */
export const SANDBOX_INSTITUTION_CODE = "999999";
export const SIMULATED_SENDER_BANK = "Sandbox Sender Bank";
const SIMULATED_SENDER_ACCOUNT = "******0001";

/** The wallet's sandbox account number; `attempt` draws another when a number is already taken. */
export function sandboxAccountNumber(userId: string, attempt = 0): string {
  const digest = createHash("sha256").update(`${userId}:${attempt}`).digest();
  const serial = String(digest.readUInt32BE(0) * 1000 + (digest.readUInt16BE(4) % 1000))
    .padStart(9, "0")
    .slice(-9);
  return serial + String(nubanCheckDigit(SANDBOX_INSTITUTION_CODE, serial));
}

/** The sandbox's rule for a deposit whose charge.success is never sent: the sender's name ends in "Lost". */
export function sandboxWebhookLost(senderName: string): boolean {
  return /(^|\s)lost$/i.test(senderName.trim());
}

/** The charge.success Paystack sends when money reaches a dedicated account, as its documentation shows it. */
export function dedicatedAccountChargeEvent(input: {
  reference: string;
  amountKobo: bigint;
  accountNumber: string;
  bankName: string;
  senderName: string;
  senderBank: string;
  senderAccountNumber: string;
  paidAt: Date;
}) {
  return {
    event: "charge.success",
    data: {
      id: Number.parseInt(input.reference.slice(0, 8), 16),
      domain: "test",
      status: "success",
      reference: input.reference,
      amount: Number(input.amountKobo),
      message: null,
      gateway_response: "Approved",
      paid_at: input.paidAt.toISOString(),
      created_at: input.paidAt.toISOString(),
      channel: "dedicated_nuban",
      currency: "NGN",
      metadata: { receiver_account_number: input.accountNumber, receiver_bank: input.bankName },
      authorization: {
        authorization_code: `AUTH_${input.reference.slice(0, 10)}`,
        channel: "dedicated_nuban",
        card_type: "transfer",
        bank: null,
        country_code: "NG",
        brand: "Managed Account",
        reusable: false,
        sender_name: input.senderName,
        sender_bank: input.senderBank,
        sender_bank_account_number: input.senderAccountNumber,
        sender_country: "NG",
        receiver_bank_account_number: input.accountNumber,
        receiver_bank: input.bankName,
      },
    },
  };
}

export type SandboxDeposit = {
  /** The signed-to-be event, as the sandbox would post it to the webhook. */
  event: ReturnType<typeof dedicatedAccountChargeEvent>;
  /** The sandbox will not send it: only the requery will find this deposit. */
  webhookLost: boolean;
};

export class SandboxFundingProvider implements FundingProvider {
  readonly name = "sandbox";

  constructor(private readonly db: Database) {}

  async assignAccount(customer: FundingCustomer): Promise<AssignResult> {
    const accountNumber = sandboxAccountNumber(customer.userId, customer.attempt);
    return {
      status: "assigned",
      bankName: SANDBOX_FUNDING_BANK,
      accountNumber,
      accountName: `Veil / ${customer.fullName}`,
      providerReference: `sandbox-${accountNumber}`,
      customerCode: null,
    };
  }

  /** Someone sends money to an account number: the sandbox records the deposit, then (unless lost) tells Veil. */
  async makeDeposit(input: {
    accountNumber: string;
    bankName: string;
    amountKobo: bigint;
    senderName: string;
    paidAt?: Date;
  }): Promise<SandboxDeposit> {
    const deposit = {
      reference: randomBytes(8).toString("hex"),
      accountNumber: input.accountNumber,
      bankName: input.bankName,
      amountKobo: input.amountKobo,
      senderName: input.senderName,
      senderBank: SIMULATED_SENDER_BANK,
      senderAccountNumber: SIMULATED_SENDER_ACCOUNT,
      webhookLost: sandboxWebhookLost(input.senderName),
      paidAt: input.paidAt ?? new Date(),
    };
    await this.db.sandboxDeposit.create({ data: deposit });
    return { event: dedicatedAccountChargeEvent(deposit), webhookLost: deposit.webhookLost };
  }

  async recentDeposits(window: TimeWindow): Promise<unknown[]> {
    const rows = await this.db.sandboxDeposit.findMany({
      where: { paidAt: { gte: window.from, lt: window.to } },
      orderBy: { paidAt: "asc" },
    });
    return rows.map((row) => dedicatedAccountChargeEvent(row).data);
  }
}
