// The cards sandbox's rules, which the docs list for anyone testing top-ups by hand, against the
// PostgreSQL tables it keeps its charges in.
import {
  CardsUnavailableError,
  type CardCharge,
  type ChargeOutcome,
  type ChargeStatus,
} from "@/server/money/ports/cards-provider";
import { SandboxCardsProvider } from "@/server/vendors/sandbox/sandbox-cards-provider";
import { SANDBOX_CARDS, SANDBOX_DECLINES, SANDBOX_OTP_TEXT } from "@/server/vendors/sandbox/sandbox-test-cards";
import { createTestDatabase, type TestDatabase } from "@/test/test-database";
import { sayPhrase } from "@/i18n/say-phrase";

const NOW = new Date("2026-11-23T08:00:00Z");

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t.drop();
});

function charge(reference: string, number: string, expiry = { expiryMonth: 12, expiryYear: 2030 }): CardCharge {
  return {
    reference,
    amountKobo: 100_00n,
    currency: "NGN",
    email: "ada@example.com",
    card: { number, ...expiry, cvv: "408", holderName: "Ada Obi" },
  };
}

describe("the cards sandbox", () => {
  it("approves a valid card once per reference, and verify answers the same charge", async () => {
    const cards = new SandboxCardsProvider(t.db, () => NOW);
    const first = await cards.charge(charge("VEIL1", SANDBOX_CARDS.approved));
    expect(first.status).toBe("approved");
    expect(await cards.charge(charge("VEIL1", SANDBOX_CARDS.approved))).toEqual(first);
    expect(await cards.verify("VEIL1")).toEqual(first);
    expect(await cards.verify("VEIL2")).toEqual({ status: "not_found" });
  });

  const inEnglish = (outcome: ChargeOutcome | ChargeStatus) => ({
    status: outcome.status,
    reason: "reason" in outcome && outcome.reason ? sayPhrase(outcome.reason, "en") : null,
  });

  it.each([
    [SANDBOX_CARDS.declined, SANDBOX_DECLINES.declined],
    [SANDBOX_CARDS.insufficientFunds, SANDBOX_DECLINES.insufficientFunds],
    ["4084084084084082", SANDBOX_DECLINES.invalidNumber],
  ])("declines %s with its reason, and has nothing to void", async (number, reason) => {
    const cards = new SandboxCardsProvider(t.db, () => NOW);
    const reference = `VEIL3_${number}`;
    // Said in English, the sandbox's documented words (docs/sandbox.md).
    expect(inEnglish(await cards.charge(charge(reference, number)))).toEqual({ status: "declined", reason });
    expect(inEnglish(await cards.verify(reference))).toEqual({ status: "declined", reason });
    expect(await cards.void(reference)).toEqual({ status: "not_charged" });
  });

  it("declines an expired card", async () => {
    const cards = new SandboxCardsProvider(t.db, () => NOW);
    const expired = charge("VEIL4", SANDBOX_CARDS.approved, { expiryMonth: 1, expiryYear: 2021 });
    expect(inEnglish(await cards.charge(expired)).reason).toBe(SANDBOX_DECLINES.expired);
  });

  it("voids an approved charge, harmlessly twice, and verify then answers voided", async () => {
    const cards = new SandboxCardsProvider(t.db, () => NOW);
    await cards.charge(charge("VEIL5", SANDBOX_CARDS.approved));
    expect(await cards.void("VEIL5")).toEqual({ status: "voided" });
    expect(await cards.void("VEIL5")).toEqual({ status: "voided" });
    expect(await cards.verify("VEIL5")).toMatchObject({ status: "voided" });
  });

  it("approves 4000 0000 0000 0077 but loses the answer: the charge throws, verify finds it approved", async () => {
    const cards = new SandboxCardsProvider(t.db, () => NOW);
    const lost = cards.charge(charge("VEIL6", SANDBOX_CARDS.approvedAnswerLost));
    await expect(lost).rejects.toThrow("timed out");
    await expect(lost).rejects.not.toBeInstanceOf(CardsUnavailableError);
    expect(await cards.verify("VEIL6")).toMatchObject({ status: "approved" });
  });

  it("cannot be reached for 4000 0000 0000 0085, and charges nothing", async () => {
    const cards = new SandboxCardsProvider(t.db, () => NOW);
    await expect(cards.charge(charge("VEIL7", SANDBOX_CARDS.unreachable))).rejects.toBeInstanceOf(
      CardsUnavailableError,
    );
    expect(await cards.verify("VEIL7")).toEqual({ status: "not_found" });
  });

  it("asks the PIN then the OTP of 5078 5078 5078 5072, and verify says pending until it approves", async () => {
    const cards = new SandboxCardsProvider(t.db, () => NOW);
    expect(await cards.charge(charge("VEIL10", SANDBOX_CARDS.pinThenOtp))).toEqual({
      status: "action",
      action: { type: "send_pin" },
    });
    expect(await cards.verify("VEIL10")).toEqual({ status: "pending" });
    expect(await cards.submitPin("VEIL10", "1234")).toEqual({
      status: "action",
      action: { type: "send_otp", displayText: SANDBOX_OTP_TEXT },
    });
    expect(await cards.submitOtp("VEIL10", "123456")).toMatchObject({ status: "approved", amountKobo: 100_00n });
    // Submitted again: where it stands, nothing more.
    expect(await cards.submitOtp("VEIL10", "123456")).toMatchObject({ status: "approved" });
    expect(await cards.verify("VEIL10")).toMatchObject({ status: "approved", reference: "VEIL10", currency: "NGN" });
  });

  it("keeps one payer's removed card from another's", async () => {
    const cards = new SandboxCardsProvider(t.db, () => NOW);
    const approve = async (reference: string, email: string) => {
      const outcome = await cards.charge({ ...charge(reference, SANDBOX_CARDS.approved), email });
      return outcome.status === "approved" ? outcome.authorization!.code : "";
    };
    const ada = await approve("VEIL20", "ada@example.com");
    const obi = await approve("VEIL21", "obi@example.com");
    expect(ada).not.toBe(obi);
    await cards.removeAuthorization(ada);
    const common = { amountKobo: 100n, currency: "NGN" as const, email: "x@example.com" };
    expect((await cards.chargeAuthorization({ ...common, reference: "VEIL22", authorizationCode: ada })).status).toBe(
      "declined",
    );
    expect((await cards.chargeAuthorization({ ...common, reference: "VEIL23", authorizationCode: obi })).status).toBe(
      "approved",
    );
    // Paying with the card again authorizes it again.
    await approve("VEIL24", "ada@example.com");
    expect((await cards.chargeAuthorization({ ...common, reference: "VEIL25", authorizationCode: ada })).status).toBe(
      "approved",
    );
  });
});
