import { isDefinitive, postMoney, PAYMENT_FAULT, PAYMENT_NOT_CONFIRMED } from "./money-request";
import { CONNECTION_LOST } from "./person-messages";
import { english } from "@/test/english";

function answer(status: number, body: string) {
  global.fetch = jest.fn(async () => new Response(body, { status, headers: { "Content-Type": "application/json" } }));
}

describe("postMoney", () => {
  it("sends the key and returns the data", async () => {
    answer(201, JSON.stringify({ data: { id: 1 } }));
    await expect(postMoney("/api/transfer", { amount: "1" }, "veil-key-1")).resolves.toEqual({
      ok: true,
      data: { id: 1 },
    });
    const init = (global.fetch as jest.Mock).mock.calls[0][1] as RequestInit;
    expect(init.headers).toMatchObject({ "Idempotency-Key": "veil-key-1" });
  });

  it("never shows a person the protocol's words", async () => {
    answer(422, JSON.stringify({ message: "This Idempotency-Key was already used for a different request." }));
    const refused = await postMoney("/api/add-money", {}, "veil-key-1");
    expect(refused).toMatchObject({ ok: false, status: 422 });
    expect(!refused.ok && refused.message).not.toMatch(/idempotency/i);
  });

  it("keeps a message written for a person", async () => {
    answer(422, JSON.stringify({ message: "You don't have enough balance for this transfer." }));
    const refused = await postMoney("/api/transfer", {}, "veil-key-1");
    expect(!refused.ok && refused.message).toBe("You don't have enough balance for this transfer.");
  });

  it("says what to do next for a server fault or no answer, and keeps the key for a retry", async () => {
    answer(502, "<html>Bad gateway</html>");
    const fault = await postMoney("/api/transfer", {}, "veil-key-1");
    expect(!fault.ok && fault.message).toBe(english(PAYMENT_FAULT));
    expect(isDefinitive(fault)).toBe(false);

    global.fetch = jest.fn(async () => {
      throw new TypeError("Failed to fetch");
    });
    const offline = await postMoney("/api/transfer", {}, "veil-key-1");
    // The request may have arrived: the person is told to look before paying again.
    expect(offline).toEqual({ ok: false, status: 0, message: english(PAYMENT_NOT_CONFIRMED) });
    expect(english(PAYMENT_NOT_CONFIRMED)).not.toBe(english(CONNECTION_LOST));
    expect(isDefinitive(offline)).toBe(false);
  });
});
