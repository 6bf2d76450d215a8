import { readFileSync } from "node:fs";
import { COMMON_PASSWORDS_FILE, checkNewPassword, containsPhoneNumber, isCommonPassword } from "./password-rules";
import { isNewPasswordMessage, PASSWORD_HAS_PHONE, PASSWORD_TOO_COMMON } from "@/lib/password-rules";
import { textPhrase } from "@/i18n/phrase";
import { sayPhrase } from "@/i18n/say-phrase";
import { english } from "@/test/english";

describe("the common-password list", () => {
  it("ships at least the 10,000 most common passwords, one a line", () => {
    const lines = readFileSync(COMMON_PASSWORDS_FILE, "utf8").split("\n").filter(Boolean);
    expect(lines.length).toBeGreaterThanOrEqual(10_000);
    expect(lines.slice(0, 3)).toEqual(["123456", "password", "12345678"]);
  });

  it("matches whatever the case, and only whole passwords", () => {
    expect(isCommonPassword("password1")).toBe(true);
    expect(isCommonPassword("PassWord1")).toBe(true);
    expect(isCommonPassword("iloveyou")).toBe(true);
    expect(isCommonPassword("river lantern 42 copper")).toBe(false);
    expect(isCommonPassword("password1 but longer and mine")).toBe(false);
  });
});

describe("the phone number in a password", () => {
  const phone = "+2348031234567";
  it.each(["8031234567", "08031234567", "2348031234567", "+2348031234567", "ada0803-123-4567!", "x 803 123 4567"])(
    "finds it in %s",
    (password) => expect(containsPhoneNumber(password, phone)).toBe(true),
  );
  it.each(["803123456", "8031234568", "7031234567 ada"])("does not find it in %s", (password) =>
    expect(containsPhoneNumber(password, phone)).toBe(false),
  );
});

describe("checkNewPassword", () => {
  it("says why a password is refused", () => {
    expect(() => checkNewPassword("Qwerty123", "+2348031234567")).toThrow(english(PASSWORD_TOO_COMMON));
    expect(() => checkNewPassword("mine08031234567", "+2348031234567")).toThrow(english(PASSWORD_HAS_PHONE));
    expect(() => checkNewPassword("river lantern 42 copper", "+2348031234567")).not.toThrow();
  });
});

describe("a form reading the server's refusal", () => {
  const sayIn = (language: "en" | "fr") => (said: string) => {
    const found = textPhrase(said);
    return found ? sayPhrase(found, language) : said;
  };

  it("puts the password rules' refusals on the field in the page's language, and nothing else", () => {
    const french = sayIn("fr");
    expect(isNewPasswordMessage(french(PASSWORD_TOO_COMMON), french)).toBe(true);
    expect(isNewPasswordMessage(english(PASSWORD_HAS_PHONE), french)).toBe(false);
    expect(isNewPasswordMessage(english(PASSWORD_HAS_PHONE), sayIn("en"))).toBe(true);
    expect(isNewPasswordMessage("Incorrect PIN. You have 1 try left.", sayIn("en"))).toBe(false);
  });
});
