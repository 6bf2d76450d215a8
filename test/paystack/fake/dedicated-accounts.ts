// POST /dedicated_account, and what Paystack sends when money arrives in one. Outcomes are chosen by the
// customer's email so that tests pick them: an address containing "+pending" is answered "in progress" and
// assigned 50 ms later by dedicatedaccount.assign.success; "+refused" is answered "in progress" and then
// dedicatedaccount.assign.failed; any other gets its account at once. Account numbers are 99 and 8 digits.
import type { FakeHandler, HandlerContext } from "../contract-server";
import { ok, refused } from "./answers";
import { findCustomer } from "./customers";
import { nextId } from "./state";

export const BANK = { name: "Test Bank", id: 1000, slug: "test-bank" };

function account(id: number, customer: Record<string, unknown>) {
  return {
    bank: BANK,
    account_name: `VEIL/${String(customer.first_name ?? "")} ${String(customer.last_name ?? "")}`.toUpperCase().trim(),
    account_number: `99${String(id).padStart(8, "0")}`,
    assigned: true,
    currency: "NGN",
    metadata: null,
    active: true,
    id,
    created_at: "2026-11-23T10:00:00.000Z",
    updated_at: "2026-11-23T10:00:00.000Z",
    assignment: {
      integration: 100032,
      assignee_id: customer.id,
      assignee_type: "Customer",
      expired: false,
      account_type: "PAY-WITH-TRANSFER-RECURRING",
      assigned_at: "2026-11-23T10:00:00.000Z",
    },
  };
}

export const dedicatedAccountHandlers: Record<string, FakeHandler> = {
  dedicatedAccount_create: ({ body, state, emit }) => {
    const customer = findCustomer(state, String(body.customer));
    if (!customer) return refused(400, "Customer not found");
    const email = String(customer.email);
    const created = account(nextId(state), customer);
    if (email.includes("+pending") || email.includes("+refused")) {
      const customerData = { ...customer, customer_code: customer.customer_code };
      if (email.includes("+pending")) {
        state.dedicatedAccounts.set(created.account_number, { ...created, customer: customer.customer_code });
        emit("dedicatedaccount.assign.success", { customer: customerData, dedicated_account: created }, 50);
      } else {
        emit("dedicatedaccount.assign.failed", { customer: customerData, dedicated_account: null }, 50);
      }
      return ok("Assign dedicated account in progress", null);
    }
    state.dedicatedAccounts.set(created.account_number, { ...created, customer: customer.customer_code });
    return ok("NUBAN successfully created", { ...created, customer });
  },
};

/** The data of the charge.success Paystack sends when someone transfers money to a dedicated account. */
export function incomingTransferData(input: {
  reference: string;
  accountNumber: string;
  amountKobo: number;
  senderName: string;
  senderBank?: string;
  currency?: string;
  paidAt?: string;
}) {
  return {
    id: 4_000_000 + input.reference.length,
    domain: "test",
    status: "success",
    reference: input.reference,
    amount: input.amountKobo,
    message: null,
    gateway_response: "Approved",
    paid_at: input.paidAt ?? "2026-11-23T10:30:00.000Z",
    created_at: input.paidAt ?? "2026-11-23T10:30:00.000Z",
    channel: "dedicated_nuban",
    currency: input.currency ?? "NGN",
    ip_address: null,
    metadata: { receiver_account_number: input.accountNumber, receiver_bank: BANK.name },
    fees: 50,
    authorization: {
      authorization_code: "AUTH_fakenuban",
      bin: "008XXX",
      last4: "X553",
      exp_month: "11",
      exp_year: "2026",
      channel: "dedicated_nuban",
      card_type: "transfer",
      bank: null,
      country_code: "NG",
      brand: "Managed Account",
      reusable: false,
      signature: null,
      account_name: null,
      sender_country: "NG",
      sender_bank: input.senderBank ?? "Guaranty Trust Bank",
      sender_bank_account_number: "XXXXXX4321",
      sender_name: input.senderName,
      narration: "NIP transfer",
      receiver_bank_account_number: input.accountNumber,
      receiver_bank: BANK.name,
    },
    customer: { id: 1, first_name: null, last_name: null, email: "someone@example.com" },
  };
}

/**
 * Someone transfers money to a dedicated account now: Paystack records it (the transaction list shows it) and
 * sends charge.success, unless `lostWebhook`: then only a requery finds it.
 */
export function makeDeposit(
  context: HandlerContext,
  input: { reference: string; accountNumber: string; amountKobo: number; senderName: string; lostWebhook?: boolean },
) {
  const data = incomingTransferData({ ...input, paidAt: new Date().toISOString() });
  context.state.deposits.set(input.reference, data);
  if (!input.lostWebhook) context.emit("charge.success", data);
  return data;
}
