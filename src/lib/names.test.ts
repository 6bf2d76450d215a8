import fc from "fast-check";
import { cleanName } from "./names";

// Anything a bank, a name enquiry or a registry could send that a screen would not draw as a letter.
const HIDDEN = /[\u0000-\u001f\u007f-\u009f\u00ad\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/;
const HOSTILE = [
  "\u202e",
  "\u202a",
  "\u202b",
  "\u202c",
  "\u202d",
  "\u2066",
  "\u2067",
  "\u2068",
  "\u2069",
  "\u200e",
  "\u200f",
  "\u061c",
  "\u200b",
  "\u200c",
  "\u200d",
  "\u2060",
  "\ufeff",
  "\u00ad",
  "\u0000",
  "\u0007",
  "\u001b",
  "\u007f",
  "\u0085",
  "\u009b",
  "\n",
  "\r",
  "\t",
  "\u00a0",
  "\u2028",
  "\ud800",
  "\udc00",
];
const NAMES = [
  "Adaeze Okafor",
  "Ọlábísí Àdìgún-Bello",
  "Chukwuemeka O'Neil",
  "Ngozi N’Dah",
  "Ẹmẹka Ọ̀kọ̀",
  "Aminu Ɗanjuma",
  "Ƙasimu Ɓello",
  "Zainab Abdul-Qadir",
  "Mary-Jane Ikechukwu-Obi",
  "Hauwa'u Ibrahim",
];

describe("cleanName", () => {
  it("takes away the override that reversed “Received from …”", () => {
    expect(cleanName("a\u202eb")).toBe("ab");
    expect(cleanName("\u2067Ada\u2069 \u200fObi\u200e")).toBe("Ada Obi");
  });

  it("keeps words apart where a line break or tab stood, and makes runs of space one", () => {
    expect(cleanName("  Ada\nObi\t\u00a0 Eze\r\n")).toBe("Ada Obi Eze");
  });

  it.each(NAMES)("leaves %j as it is", (name) => {
    expect(cleanName(name)).toBe(name);
  });

  it("never lets a control, bidi or zero-width character through, whatever it is given", () => {
    const piece = fc.oneof(fc.constantFrom(...HOSTILE, ...NAMES, " ", "-", "'"), fc.string({ unit: "binary" }));
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), (pieces) => {
        const shown = cleanName(pieces.join(""));
        expect(shown).not.toMatch(HIDDEN);
        expect(shown).not.toMatch(/[\ud800-\udfff]/u);
        expect(shown).toBe(shown.trim());
        expect(shown).not.toMatch(/\s\s/);
        expect(cleanName(shown)).toBe(shown);
      }),
      { seed: 27, numRuns: 2000 },
    );
  });

  it("keeps ordinary names whole inside hostile text", () => {
    // Two lone halves side by side make one real character, so each side gets one kind only.
    const junk = fc.array(fc.constantFrom(...HOSTILE.filter((c) => !/\s|[\ud800-\udfff]/.test(c))));
    fc.assert(
      fc.property(fc.constantFrom(...NAMES), junk, junk, (name, before, after) => {
        expect(cleanName(before.join("") + name + after.join(""))).toBe(name);
      }),
      { seed: 27, numRuns: 500 },
    );
  });
});
