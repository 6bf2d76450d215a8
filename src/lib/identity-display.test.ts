import { initials } from "./initials";
import { maskIdentifier, newWalletId, WALLET_ID_PATTERN } from "./wallet-id";

describe("initials", () => {
  it("takes the first letters of the first and last words, upper-case", () => {
    expect(initials("adaeze ngozi okafor")).toBe("AO");
    expect(initials("  Tunde   ")).toBe("T");
    expect(initials("")).toBe("");
  });
});

describe("maskIdentifier", () => {
  it("keeps four leading and four trailing characters", () => {
    expect(maskIdentifier("VL4821937560")).toBe("VL48••••7560");
  });

  it("shows a placeholder when there is no identifier", () => {
    expect(maskIdentifier(null)).toBe("••••••••••••");
    expect(maskIdentifier(undefined, "Not available")).toBe("Not available");
  });
});

describe("newWalletId", () => {
  it("is VL and ten digits", () => {
    let n = 0;
    const id = newWalletId(() => n++ % 10);
    expect(id).toBe("VL0123456789");
    expect(WALLET_ID_PATTERN.test(id)).toBe(true);
  });
});
