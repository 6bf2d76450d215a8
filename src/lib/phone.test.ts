import { normalizeNigerianPhone } from "./phone";

describe("normalizeNigerianPhone", () => {
  it.each(["08031234567", "8031234567", "+2348031234567", "2348031234567", "0803 123 4567", "+234 (803) 123-4567"])(
    "reads %j as +2348031234567",
    (input) => {
      expect(normalizeNigerianPhone(input)).toBe("+2348031234567");
    },
  );

  it.each(["803123456", "080312345678", "+14155552671", "0603123456", "phone", ""])("refuses %j", (input) => {
    expect(normalizeNigerianPhone(input)).toBeNull();
  });
});
