import { needsList, tierAllows } from "./tier-summary";

describe("the words of a tier", () => {
  it("says what a tier allows, with or without a balance cap", () => {
    expect(tierAllows("50000.00", "300000.00")).toBe("Send up to ₦50,000.00 a day and hold up to ₦300,000.00.");
    expect(tierAllows("5000000.00", null)).toBe("Send up to ₦5,000,000.00 a day, with no limit on your balance.");
  });

  it("lists what the next tier needs as a sentence", () => {
    expect(needsList(["selfie"])).toBe("a selfie that matches your ID photo");
    expect(needsList(["nin", "address"])).toBe("your NIN and a verified home address");
    expect(needsList(["nin", "bvn", "selfie"])).toBe("your NIN, your BVN and a selfie that matches your ID photo");
  });
});
