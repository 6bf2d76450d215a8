import { relativeTime } from "./relative-time";

const now = new Date("2026-11-25T12:00:00Z");
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);

describe("relativeTime", () => {
  it("says how long ago, in the largest whole unit", () => {
    expect(relativeTime(ago(5), now)).toBe("just now");
    expect(relativeTime(ago(59), now)).toBe("just now");
    expect(relativeTime(ago(60), now)).toBe("1 minute ago");
    expect(relativeTime(ago(5 * 60 + 30), now)).toBe("5 minutes ago");
    expect(relativeTime(ago(3 * 3600), now)).toBe("3 hours ago");
    expect(relativeTime(ago(2 * 86400), now)).toBe("2 days ago");
    expect(relativeTime(ago(400 * 86400), now)).toBe("1 year ago");
  });

  it("says just now for a time a clock ahead of ours put in the future", () => {
    expect(relativeTime(new Date(now.getTime() + 90_000), now)).toBe("just now");
  });
});

describe("relativeTime in each language", () => {
  it("says how long ago in French and Spanish", () => {
    expect(relativeTime(ago(5), now, "fr")).toBe("à l'instant");
    expect(relativeTime(ago(5 * 60), now, "fr")).toBe("il y a 5 minutes");
    expect(relativeTime(ago(5), now, "es")).toBe("justo ahora");
    expect(relativeTime(ago(3 * 3600), now, "es")).toBe("hace 3 horas");
  });
});
