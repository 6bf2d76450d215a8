// POST /transferrecipient, POST /transfer and GET /transfer/verify/:reference. A transfer's outcome is chosen
// by the last four digits of the recipient account's 9-digit serial (docs/sandbox.md, "Paystack contract
// server"): 0002 pending then transfer.success, 0003 pending then transfer.failed, 0004 failed at once,
// 0005 success then transfer.reversed, anything else success at once.
import type { FakeHandler, HandlerContext } from "../contract-server";
import { ok, refused } from "./answers";
import { nextId } from "./state";

/** How long after the transfer its webhook is sent. */
export const WEBHOOK_DELAY_MS = 50;

const now = () => new Date().toISOString();

function recipientKey(bankCode: unknown, accountNumber: unknown): string {
  return `${String(bankCode)}:${String(accountNumber)}`;
}

function sessionFor(id: number) {
  return { provider: "nip", id: `1000042611231200${String(id).padStart(14, "0")}` };
}

type Transfer = Record<string, unknown> & { reference: string; status: string; amount: number };

function setStatus(transfer: Transfer, status: string) {
  transfer.status = status;
  transfer.updatedAt = now();
  if (status === "success" && !(transfer.session as { id?: string } | null)?.id) {
    transfer.session = sessionFor(transfer.id as number);
    transfer.transferred_at = now();
  }
}

/** The transfer as its events carry it. */
function eventData(transfer: Transfer): Record<string, unknown> {
  const { recipient_code, ...data } = transfer;
  return { ...data, recipient: { recipient_code }, failures: null };
}

/**
 * The transfer's later life: it moves to `status` now (a verify answers it from here on) and its event is
 * delivered a moment after the answer that started it.
 */
function later(context: HandlerContext, transfer: Transfer, status: string, event: string) {
  setStatus(transfer, status);
  context.emit(event, eventData(transfer), WEBHOOK_DELAY_MS);
}

export const transferHandlers: Record<string, FakeHandler> = {
  transferrecipient_create: ({ body, state }) => {
    // As Paystack documents: a duplicate account number retrieves the existing record.
    const key = recipientKey(body.bank_code, body.account_number);
    let recipient = state.recipients.get(key);
    if (!recipient) {
      const id = nextId(state);
      recipient = {
        active: true,
        createdAt: now(),
        currency: body.currency ?? "NGN",
        description: "",
        domain: "test",
        email: null,
        id,
        integration: 100032,
        metadata: null,
        name: body.name,
        recipient_code: `RCP_fake${String(id).padStart(10, "0")}`,
        type: body.type,
        updatedAt: now(),
        is_deleted: false,
        isDeleted: false,
        details: {
          authorization_code: null,
          account_number: body.account_number,
          account_name: body.name,
          bank_code: body.bank_code,
          bank_name: "Fake Bank",
        },
      };
      state.recipients.set(key, recipient);
    }
    return { ...ok("Transfer recipient created successfully", recipient), status: 201 };
  },

  transfer_initiate: (context) => {
    const { body, state } = context;
    const reference = String(body.reference);
    if (state.transfers.has(reference)) return refused(400, "Duplicate Transfer Reference");
    const recipient = [...state.recipients.values()].find((one) => one.recipient_code === body.recipient);
    if (!recipient) return refused(400, "Recipient specified is invalid");
    const accountNumber = String((recipient.details as { account_number: string }).account_number);
    const rule = accountNumber.slice(5, 9);
    const id = nextId(state);
    const transfer: Transfer = {
      id,
      integration: 100032,
      domain: "test",
      amount: Number(body.amount),
      currency: "NGN",
      source: "balance",
      reason: body.reason,
      recipient_code: body.recipient,
      reference,
      status: "pending",
      transfer_code: `TRF_fake${String(id).padStart(10, "0")}`,
      session: { provider: null, id: null },
      transferred_at: null,
      createdAt: now(),
      updatedAt: now(),
    };
    state.transfers.set(reference, transfer);
    if (rule === "0004") setStatus(transfer, "failed");
    else if (rule !== "0002" && rule !== "0003") setStatus(transfer, "success");
    const { recipient_code, ...answered } = transfer;
    const answer = ok("Transfer has been queued", { ...answered, recipient: recipient.id });
    if (rule === "0002") later(context, transfer, "success", "transfer.success");
    if (rule === "0003") later(context, transfer, "failed", "transfer.failed");
    if (rule === "0005") later(context, transfer, "reversed", "transfer.reversed");
    return answer;
  },

  transfer_verify: ({ params, state }) => {
    const transfer = state.transfers.get(params.reference!) as Transfer | undefined;
    if (!transfer) return refused(404, "Transfer not found");
    const { recipient_code, ...answer } = transfer;
    return ok("Transfer retrieved", { ...answer, recipient: { recipient_code } });
  },
};
