// Paystack's envelopes: `{ status: true, message, data }` on success, `{ status: false, message }` on refusal.
import type { FakeAnswer } from "../contract-server";

export function ok(message: string, data: unknown, extra: Record<string, unknown> = {}): FakeAnswer {
  return { status: 200, body: { status: true, message, data, ...extra } };
}

export function refused(status: number, message: string): FakeAnswer {
  return { status, body: { status: false, message } };
}
