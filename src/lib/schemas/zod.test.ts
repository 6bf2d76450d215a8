import { loginSchema } from "./login";
import { resetCodeSchema } from "./password-reset";
import { secondFactorSchema } from "./two-factor";
import { pinResetCompleteSchema } from "./pin";

// A field left out, or sent as null, is answered in a person's words, never zod's ("expected string, received").
describe("a missing or mistyped field", () => {
  it.each([
    ["login", loginSchema],
    ["the reset's code", resetCodeSchema],
    ["the login's second step", secondFactorSchema],
    ["the PIN reset", pinResetCompleteSchema],
  ])("gets a sentence for a person in %s", (_name, schema) => {
    for (const body of [
      {},
      { code: null, phoneNumber: null, password: null },
      { code: 123456, phoneNumber: 8012345678 },
    ]) {
      const result = schema.safeParse(body);
      expect(result.success).toBe(false);
      for (const issue of result.error!.issues) {
        expect(issue.message).not.toMatch(/Invalid input|expected|received|undefined|null/);
      }
    }
  });
});
