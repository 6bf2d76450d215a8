import { loginSchema } from "./login";

function messages(input: unknown): string[] {
  const result = loginSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe("loginSchema", () => {
  it("accepts a 10-digit phone number and a 6-character password", () => {
    expect(messages({ phoneNumber: "8012345678", password: "secret" })).toEqual([]);
  });

  it("gives the spec's messages", () => {
    expect(messages({ phoneNumber: "801234567", password: "12345" })).toEqual([
      "Phone number must be at least 10 digits",
      "Password must be at least 6 characters",
    ]);
  });

  it("refuses unknown fields", () => {
    expect(messages({ phoneNumber: "8012345678", password: "secret", admin: true })).toHaveLength(1);
  });
});
