// Paystack's dedicated virtual accounts: a customer (POST /customer, made once: its code is kept and reused),
// then an account for it (POST /dedicated_account). Paystack answers the account at once, or takes the request
// and reports the outcome later by the dedicatedaccount.assign.success / .failed webhooks. The money that arrives
// is reported by charge.success, and listed by GET /transaction for the requery (docs/decisions/deposit-requery.md).
import "server-only";
import { PaystackRequestError, type PaystackClient } from "@/server/vendors/paystack/paystack-client";
import {
  AccountRequestInterrupted,
  type AssignResult,
  type FundingCustomer,
  type FundingProvider,
  type TimeWindow,
} from "@/server/money";
import { listTransactions } from "../paystack-lists";
import { customerAnswer, dedicatedAccountAnswer, toAssignedAccount } from "./paystack-funding-transform";

/** Paystack's live bank for dedicated accounts; its test mode offers only "test-bank". */
export function preferredBankFor(secretKey: string): string {
  return secretKey.startsWith("sk_test_") ? "test-bank" : "wema-bank";
}

/** "Ada Chioma Obi" -> first "Ada", last "Chioma Obi": Paystack names the account after both. */
export function splitName(fullName: string): { first_name: string; last_name: string } {
  const [first = fullName, ...rest] = fullName.trim().split(/\s+/);
  return { first_name: first, last_name: rest.join(" ") || first };
}

export class PaystackFundingProvider implements FundingProvider {
  readonly name = "paystack";

  constructor(
    private readonly client: PaystackClient,
    private readonly preferredBank: string,
  ) {}

  async assignAccount(customer: FundingCustomer): Promise<AssignResult> {
    const customerCode = customer.customerCode ?? (await this.createCustomer(customer));
    try {
      const answer = await this.client.post(
        "/dedicated_account",
        { body: { customer: customerCode, preferred_bank: this.preferredBank } },
        dedicatedAccountAnswer,
      );
      const account = answer.data ? toAssignedAccount(answer.data, customerCode) : null;
      return account ?? { status: "pending", customerCode };
    } catch (error) {
      if (error instanceof PaystackRequestError) {
        return { status: "failed", customerCode, reason: error.vendorMessage };
      }
      throw new AccountRequestInterrupted(customerCode, { cause: error });
    }
  }

  /** The transaction list, successful dedicated_nuban transactions only: each item is a charge.success's data. */
  async recentDeposits(window: TimeWindow): Promise<unknown[]> {
    return listTransactions(this.client, window, { status: "success", channel: "dedicated_nuban" });
  }

  private async createCustomer(customer: FundingCustomer): Promise<string> {
    const answer = await this.client.post(
      "/customer",
      {
        body: {
          // Paystack keys customers by email; a wallet always has one, the fallback only keeps the call valid.
          email: customer.email ?? `${customer.userId}@customers.veil.invalid`,
          ...splitName(customer.fullName),
          phone: customer.phoneNumber,
        },
      },
      customerAnswer,
    );
    return answer.data.customer_code;
  }
}
