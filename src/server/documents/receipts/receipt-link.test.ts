import { openReceiptToken, receiptLink, receiptToken } from "./receipt-link";

const REFERENCE = "VEIL0123456789ABCDEF0123";

beforeAll(() => {
  process.env.DATABASE_URL = "postgresql://unused@127.0.0.1:1/unused"; // env() validates it; nothing connects
  process.env.NEXTAUTH_SECRET = "unit-test-secret-unit-test-secret-unit-test";
});

describe("a receipt's verification token", () => {
  it("opens to the reference it was made for", () => {
    const token = receiptToken(REFERENCE);
    expect(token).toMatch(/^VEIL0123456789ABCDEF0123\.[A-Za-z0-9_-]{22}$/);
    expect(openReceiptToken(token)).toBe(REFERENCE);
    expect(receiptLink("https://veil.ng", REFERENCE)).toBe(`https://veil.ng/r/${token}`);
  });

  it("is the same every time (a receipt printed months ago still checks) and differs by reference", () => {
    expect(receiptToken(REFERENCE)).toBe(receiptToken(REFERENCE));
    expect(receiptToken(REFERENCE).split(".")[1]).not.toBe(receiptToken("VEIL0123456789ABCDEF0124").split(".")[1]);
  });

  it("refuses another reference's signature, an altered signature and anything cut short", () => {
    const token = receiptToken(REFERENCE);
    const other = receiptToken("VEIL0123456789ABCDEF0124");
    const mac = token.split(".")[1]!;
    const flipped = `${mac[0] === "A" ? "B" : "A"}${mac.slice(1)}`;
    for (const forged of [
      `VEIL0123456789ABCDEF0124.${mac}`,
      `${REFERENCE}.${other.split(".")[1]}`,
      `${REFERENCE}.${flipped}`,
      `${REFERENCE}.${mac.slice(0, 21)}`,
      `${REFERENCE}.`,
      REFERENCE,
      "",
      `veil0123456789abcdef0123.${mac}`,
      `${REFERENCE}.${mac}.x`,
      // The same 128 bits spelled with the last character's spare bits set: not the link Veil printed.
      ...["A", "B", "C", "D", "E", "F", "G", "H"]
        .map((last) => `${REFERENCE}.${mac.slice(0, 21)}${last}`)
        .filter((variant) => variant !== token),
    ]) {
      expect(openReceiptToken(forged)).toBeNull();
    }
  });
});
