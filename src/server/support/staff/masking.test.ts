import { initials, maskAccountNumber, maskEmail, maskPhone } from "./masking";
import { caseDue } from "./case-desk";

describe("what support sees of a person", () => {
  it("masks a phone number, an email, a recipient's name and an account number", () => {
    expect(maskPhone("+2348012345678")).toBe("+234 801 *** 5678");
    expect(maskPhone("not a number")).toBe("***");
    expect(maskEmail("adaeze@example.com")).toBe("a***@example.com");
    expect(maskEmail(null)).toBeNull();
    expect(initials("Chidi  okeke Nwosu")).toBe("C. O. N.");
    expect(maskAccountNumber("0123456789")).toBe("******6789");
  });
});

describe("a case's clock", () => {
  it("is a day to acknowledge, then 14 days from opening to decide", () => {
    const opened = new Date("2026-11-01T10:00:00Z");
    expect(caseDue("RECEIVED", opened).toISOString()).toBe("2026-11-02T10:00:00.000Z");
    expect(caseDue("INVESTIGATING", opened).toISOString()).toBe("2026-11-15T10:00:00.000Z");
  });
});
