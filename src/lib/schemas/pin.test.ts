import * as z from "./zod";
import { addMoneyRequestSchema } from "./add-money";
import {
  PIN_ALL_SAME,
  PIN_FORMAT,
  PIN_SEQUENCE,
  PINS_DO_NOT_MATCH,
  createPinSchema,
  pinRequestSchema,
  weakPinReason,
} from "./pin";
import { ENTER_TRANSACTION_PIN, withTransactionPin } from "./transaction-pin";
import { transferSchema } from "./transfer";

describe("a new transaction PIN", () => {
  it.each(["0000", "1111", "9999"])("refuses four equal digits: %s", (pin) => {
    expect(weakPinReason(pin)).toBe(PIN_ALL_SAME);
  });

  it.each(["0123", "1234", "6789", "4321", "9876", "3210"])("refuses a run up or down: %s", (pin) => {
    expect(weakPinReason(pin)).toBe(PIN_SEQUENCE);
  });

  it.each(["2580", "1357", "4826", "1243", "9870", "0001"])("takes %s", (pin) => {
    expect(weakPinReason(pin)).toBeNull();
    expect(createPinSchema.safeParse({ pin, confirmPin: pin }).success).toBe(true);
  });

  it("says which field is wrong: the shape on the PIN, a mismatch on the confirmation", () => {
    const shape = createPinSchema.safeParse({ pin: "12a4", confirmPin: "12a4" });
    expect(shape.error?.issues[0]).toMatchObject({ path: ["pin"], message: PIN_FORMAT });
    const mismatch = createPinSchema.safeParse({ pin: "2580", confirmPin: "2581" });
    expect(mismatch.error?.issues[0]).toMatchObject({ path: ["confirmPin"], message: PINS_DO_NOT_MATCH });
  });

  it("is a change when currentPin is sent, and a creation otherwise", () => {
    expect(z.safeParse(pinRequestSchema, { currentPin: "2580", pin: "4826", confirmPin: "4826" }).data).toEqual({
      currentPin: "2580",
      pin: "4826",
      confirmPin: "4826",
    });
    expect(z.safeParse(pinRequestSchema, { pin: "4826", confirmPin: "4826", extra: 1 }).success).toBe(false);
  });
});

describe("a money request's transactionPin", () => {
  const body = { recipientAccountNumber: "0123456789", recipientBank: "GTBank", amount: "100", description: "" };

  it("is split off, leaving the body the request's own schema takes", () => {
    const parsed = z.safeParse(withTransactionPin(transferSchema), { ...body, transactionPin: "2580" });
    expect(parsed.data).toEqual({ transactionPin: "2580", input: body });
    expect(z.safeParse(withTransactionPin(transferSchema), body).data).toEqual({
      transactionPin: undefined,
      input: body,
    });
  });

  it("works over a schema that picks its shape from the body (typed or saved card)", () => {
    const saved = { amount: "100", savedCardId: "9d1c0b52-0000-4000-8000-000000000001" };
    const parsed = z.safeParse(withTransactionPin(addMoneyRequestSchema), { ...saved, transactionPin: "2580" });
    expect(parsed.data).toEqual({ transactionPin: "2580", input: saved });
  });

  it.each([2580, null, ["2580"], {}])("refuses %j as a bad request", (transactionPin) => {
    const parsed = z.safeParse(withTransactionPin(transferSchema), { ...body, transactionPin });
    expect(parsed.error?.issues[0]?.message).toBe(ENTER_TRANSACTION_PIN);
  });

  it.each(["9".repeat(33), "25800", " 2580", "２５８０", "25a0"])(
    "refuses %j: a PIN is four digits",
    (transactionPin) => {
      const parsed = z.safeParse(withTransactionPin(transferSchema), { ...body, transactionPin });
      expect(parsed.error?.issues[0]?.message).toBe(PIN_FORMAT);
    },
  );

  it("leaves an empty PIN to the PIN check, which asks for it", () => {
    const parsed = z.safeParse(withTransactionPin(transferSchema), { ...body, transactionPin: "" });
    expect(parsed.data?.transactionPin).toBe("");
  });

  it("keeps the body's own refusals and unknown keys", () => {
    const parsed = z.safeParse(withTransactionPin(transferSchema), { ...body, transactionPin: "2580", isAdmin: true });
    expect(parsed.error?.issues[0]?.code).toBe("unrecognized_keys");
  });
});
