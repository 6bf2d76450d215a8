import { isPlainText, isStorableText, textField } from "./text";

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

  it.each([
    ["a right-to-left override", "Rent \u202e00.000,01\u202c paid"],
    ["a direction isolate", "a\u2067b\u2069"],
    ["a right-to-left mark", "a\u200fb"],
    ["zero-width spaces", "a\u200b\u200bb"],
    ["a line break and a terminal escape", "a\r\nSubject: x\u0007\u001b[31m"],
    ["a byte order mark inside a word", "Re\ufeffnt"],
    ["an Arabic letter mark", "a\u061cb"],
    ["line and paragraph separators", "a\u2028b\u2029c"],
    ["tag characters", "a\u{E0041}\u{E0042}"],
    ["an interlinear annotation", "a\ufff9b\ufffac\ufffb"],
    ["a Mongolian vowel separator and a soft hyphen", "a\u180eb\u00adc"],
    ["Hangul fillers that look blank", "\u3164\u3164"],
  ])("refuses %s in text others will read, and only there", (_what, value) => {
    expect(isPlainText(value)).toBe(false);
    const plain = textField({ max: 100, tooLong: "Too long", invalid: "Bad note", plain: true });
    expect(plain.safeParse(value).error?.issues[0]?.message).toBe("Bad note");
    expect(textField({ max: 100, tooLong: "Too long", invalid: "Bad note" }).safeParse(value).success).toBe(true);
  });

  it.each(["School fees", "Rent 🏠", "Ọjọ́ ìbí", "عيد مبارك", "family 👨\u200d👩\u200d👧", "Owó ilé 👍🏾"])(
    "takes %j as text others will read",
    (value) => {
      expect(isPlainText(value)).toBe(true);
      expect(textField({ max: 100, tooLong: "Too long", invalid: "Bad", plain: true }).safeParse(value).success).toBe(
        true,
      );
    },
  );
});
