import { periodInstants, statementPeriod } from "./statement";

// 00:30 in Lagos on 1 March 2028 is still 29 February in UTC: the period follows Lagos.
const NOW = new Date("2028-02-29T23:30:00Z");

describe("a statement's period", () => {
  it("runs this month to today and last month whole, by Lagos days", () => {
    expect(statementPeriod({ range: "this-month" }, NOW)).toEqual({ from: "2028-03-01", to: "2028-03-01" });
    expect(statementPeriod({ range: "last-month" }, NOW)).toEqual({ from: "2028-02-01", to: "2028-02-29" });
    expect(statementPeriod({ range: "last-month" }, new Date("2027-01-15T12:00:00Z"))).toEqual({
      from: "2026-12-01",
      to: "2026-12-31",
    });
  });

  it("takes a custom period of up to a year that ends today at the latest", () => {
    expect(statementPeriod({ range: "custom", from: "2027-03-02", to: "2028-03-01" }, NOW)).toEqual({
      from: "2027-03-02",
      to: "2028-03-01",
    });
    expect(statementPeriod({ range: "custom", from: "2027-03-01", to: "2028-03-01" }, NOW)).toEqual({
      error: "tooLong",
    });
    expect(statementPeriod({ range: "custom", from: "2028-02-10", to: "2028-02-09" }, NOW)).toEqual({
      error: "endBeforeStart",
    });
    expect(statementPeriod({ range: "custom", from: "2028-02-10", to: "2028-03-02" }, NOW)).toEqual({
      error: "future",
    });
    for (const dates of [{}, { from: "2028-02-10" }, { from: "2027-02-30", to: "2027-03-01" }]) {
      expect(statementPeriod({ range: "custom", ...dates }, NOW)).toEqual({ error: "datesRequired" });
    }
  });

  it("spans Lagos midnight to Lagos midnight", () => {
    expect(periodInstants({ from: "2028-02-01", to: "2028-02-29" })).toEqual({
      start: new Date("2028-01-31T23:00:00Z"),
      end: new Date("2028-02-29T23:00:00Z"),
    });
  });
});
