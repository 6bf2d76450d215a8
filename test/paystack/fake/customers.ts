// POST /customer: Paystack keys customers by email, and answers an existing one's record again.
import type { FakeHandler } from "../contract-server";
import { ok } from "./answers";
import { nextId, type FakeState } from "./state";

export function findCustomer(state: FakeState, code: string): Record<string, unknown> | undefined {
  return state.customers.get(code);
}

export const customerHandlers: Record<string, FakeHandler> = {
  customer_create: ({ body, state }) => {
    const email = String(body.email).toLowerCase();
    const existing = [...state.customers.values()].find((customer) => customer.email === email);
    if (existing) return ok("Customer created", existing);
    const id = nextId(state);
    const customer = {
      id,
      integration: 100032,
      domain: "test",
      email,
      first_name: body.first_name ?? null,
      last_name: body.last_name ?? null,
      phone: body.phone ?? null,
      metadata: null,
      customer_code: `CUS_fake${String(id).padStart(11, "0")}`,
      risk_action: "default",
      identified: false,
      identifications: null,
      createdAt: "2026-11-23T10:00:00.000Z",
      updatedAt: "2026-11-23T10:00:00.000Z",
    };
    state.customers.set(customer.customer_code, customer);
    return ok("Customer created", customer);
  },
};
