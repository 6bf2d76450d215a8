import { nubanCheckDigit } from "@/lib/nuban";
import { SANDBOX_INSTITUTION_CODE, sandboxAccountNumber } from "@/server/vendors/sandbox/sandbox-funding-provider";
import { toIncomingCharge } from "./incoming-charge";

const deposit = {
  reference: "ref-0001",
  amount: 500_000,
  currency: "NGN",
  channel: "dedicated_nuban",
  status: "success",
  paid_at: "2026-11-23T10:30:00.000Z",
  metadata: { receiver_account_number: "9900000001" },
  authorization: { sender_name: " Chidi Okeke ", sender_bank: "Zenith Bank", sender_bank_account_number: "XXXXXX4321" },
};

describe("a deposit on a dedicated account", () => {
  it("reads the amount in kobo, the receiving account and the sender", () => {
    expect(toIncomingCharge(deposit)).toEqual({
      reference: "ref-0001",
      amountKobo: 500_000n,
      currency: "NGN",
      receiverAccountNumber: "9900000001",
      senderName: "Chidi Okeke",
      senderBank: "Zenith Bank",
      senderAccountNumber: "XXXXXX4321",
      paidAt: new Date("2026-11-23T10:30:00.000Z"),
    });
  });

  it("finds the account in metadata sent as a string, or in the authorization", () => {
    const asString = { ...deposit, metadata: JSON.stringify(deposit.metadata) };
    expect(toIncomingCharge(asString)?.receiverAccountNumber).toBe("9900000001");
    const inAuthorization = {
      ...deposit,
      metadata: null,
      authorization: { ...deposit.authorization, receiver_bank_account_number: "9900000002" },
    };
    expect(toIncomingCharge(inAuthorization)?.receiverAccountNumber).toBe("9900000002");
  });

  it("is not a deposit when paid by card, unsuccessful, without an account, or with a fractional amount", () => {
    expect(toIncomingCharge({ ...deposit, channel: "card" })).toBeNull();
    expect(toIncomingCharge({ ...deposit, status: "failed" })).toBeNull();
    expect(toIncomingCharge({ ...deposit, metadata: {} })).toBeNull();
    expect(toIncomingCharge({ ...deposit, amount: 10.5 })).toBeNull();
    expect(toIncomingCharge({ ...deposit, reference: "a\u0000b" })).toBeNull();
  });

  it("names an unnamed sender plainly", () => {
    expect(toIncomingCharge({ ...deposit, authorization: null })?.senderName).toBe("Unknown Sender");
  });
});

describe("the sandbox's account numbers", () => {
  it("are the same for a wallet each time, differ between wallets, and pass the NUBAN check", () => {
    const numbers = Array.from({ length: 200 }, (_, i) => sandboxAccountNumber(`user-${i}`));
    expect(new Set(numbers).size).toBe(200);
    expect(sandboxAccountNumber("user-7")).toBe(numbers[7]);
    expect(sandboxAccountNumber("user-7", 1)).not.toBe(numbers[7]);
    for (const number of numbers) {
      expect(number).toMatch(/^[0-9]{10}$/);
      expect(nubanCheckDigit(SANDBOX_INSTITUTION_CODE, number.slice(0, 9))).toBe(Number(number[9]));
    }
  });
});
