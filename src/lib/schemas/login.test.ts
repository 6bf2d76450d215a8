import { loginSchema } from "./login";
import { english } from "@/test/english";

function messages(input: unknown): string[] {
  const result = loginSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => english(issue.message));
}

describe("loginSchema", () => {
  it("accepts a 10-digit phone number and a 6-character password", () => {
    expect(messages({ phoneNumber: "8012345678", password: "secret" })).toEqual([]);
  });

  it("gives each field's message", () => {
    expect(messages({ phoneNumber: "801234567", password: "12345" })).toEqual([
      "Phone number must be at least 10 digits",
      "Password must be at least 6 characters",
    ]);
  });

  it("refuses a number that is not a Nigerian mobile number, or written in other digits", () => {
    for (const phoneNumber of ["+1 202 555 0143", "١٢٣٤٥٦٧٨٩٠١", "０８０１２３４５６７８"]) {
      expect(messages({ phoneNumber, password: "secret" })).toEqual([
        "Enter a Nigerian mobile number, such as 803 123 4567",
      ]);
    }
  });

  it("refuses a password longer than bcrypt's 72 bytes, which bcrypt would otherwise cut", () => {
    expect(messages({ phoneNumber: "8012345678", password: "é".repeat(37) })).toEqual(["Password is too long"]);
    expect(messages({ phoneNumber: "8012345678", password: "é".repeat(36) })).toEqual([]);
  });

  it("refuses unknown fields", () => {
    expect(messages({ phoneNumber: "8012345678", password: "secret", admin: true })).toHaveLength(1);
  });
});
