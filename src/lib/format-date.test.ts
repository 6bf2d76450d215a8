import { formatDate, formatDateTime, formatTime } from "./format-date";

describe("dates and times", () => {
  const at = "2026-11-21T06:36:00Z"; // 07:36 in Lagos

  it("reads the day and the time in Lagos", () => {
    expect(formatDate(at)).toBe("November 21, 2026");
    expect(formatTime(at)).toBe("07:36\u00a0AM");
    expect(formatDateTime(at)).toBe("November 21, 2026, 07:36\u00a0AM");
  });

  it("never lets a line break fall inside a time", () => {
    expect(formatTime("2026-11-21T14:05:00Z")).not.toMatch(/[ \u202f\t\n]/);
  });

  it("tells two transfers on the same day apart by their time", () => {
    expect(formatTime("2026-11-21T06:36:00Z")).not.toBe(formatTime("2026-11-21T09:12:00Z"));
  });
});

describe("dates and times in each language", () => {
  const at = "2026-11-21T06:36:00Z";

  it("writes the day in French and Spanish words, in Lagos", () => {
    expect(formatDate(at, "fr")).toBe("21 novembre 2026");
    expect(formatDate(at, "es")).toBe("21 de noviembre de 2026");
    expect(formatDate("2026-11-21T23:30:00Z", "fr")).toBe("22 novembre 2026"); // already the 22nd in Lagos
    expect(formatDateTime(at, "fr")).toBe("21 novembre 2026, 07:36");
    expect(formatTime("2026-11-21T14:05:00Z", "es")).toBe("15:05");
  });

  it("keeps English's words when no language is given", () => {
    expect(formatDate(at, "en")).toBe(formatDate(at));
  });
});
