import { isStorableText, textField } from "./text";

describe("free text", () => {
  it.each([
    ["a lone high surrogate", "\ud800"],
    ["a lone low surrogate", "a\udc00b"],
    ["a high surrogate at the end", "fees\udbff"],
    ["two high surrogates", "\ud800\ud800"],
    ["a NUL", "a\u0000b"],
  ])("refuses %s, which PostgreSQL cannot store", (_what, value) => {
    expect(isStorableText(value)).toBe(false);
    expect(
      textField({ max: 100, tooLong: "Too long", invalid: "Bad note" }).safeParse(value).error?.issues[0]?.message,
    ).toBe("Bad note");
  });

  it.each(["", "School fees", "Rent 🏠", "Ọjọ́ ìbí", "日本語", "\u00e9"])("takes %j", (value) => {
    expect(isStorableText(value)).toBe(true);
    expect(textField({ max: 100, tooLong: "Too long", invalid: "Bad note" }).safeParse(value).success).toBe(true);
  });

  it("trims, and refuses text above the limit with its own message", () => {
    const field = textField({ max: 5, tooLong: "Too long", invalid: "Bad" });
    expect(field.parse("  abc  ")).toBe("abc");
    expect(field.safeParse("abcdef").error?.issues[0]?.message).toBe("Too long");
  });
});
