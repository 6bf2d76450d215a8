import { historyRange, readSearch } from "./transactions-query";

describe("readSearch", () => {
  it.each([
    ["", null],
    ["  \u0000 ", null],
    ["Ngozi", { text: "Ngozi", digits: [], amount: null }],
    ["0803 123 4567", { text: "0803 123 4567", digits: ["08031234567", "8031234567"], amount: null }],
    ["+234 803-123-4567", { text: "+234 803-123-4567", digits: ["2348031234567", "8031234567"], amount: null }],
    ["5,000", { text: "5,000", digits: [], amount: "5000" }],
    ["₦5000.50", { text: "₦5000.50", digits: [], amount: "5000.50" }],
    ["NGN 250", { text: "NGN 250", digits: [], amount: "250" }],
    ["250", { text: "250", digits: ["250"], amount: "250" }],
    ["5,00", { text: "5,00", digits: [], amount: null }],
    ["1000000000", { text: "1000000000", digits: ["1000000000"], amount: null }],
  ])("reads %j", (typed, read) => {
    expect(readSearch(typed)).toEqual(read);
  });
});

describe("historyRange", () => {
  it("opens either end and spans whole Lagos days", () => {
    expect(historyRange({})).toEqual({});
    expect(historyRange({ from: "2026-05-01", to: "2026-05-01" })).toEqual({
      start: new Date("2026-04-30T23:00:00.000Z"),
      end: new Date("2026-05-01T23:00:00.000Z"),
    });
    expect(historyRange({ to: "2026-05-01" })).toEqual({ end: new Date("2026-05-01T23:00:00.000Z") });
  });

  it.each([
    [{ from: "2026-02-30" }, "dateNotValid"],
    [{ to: "01/05/2026" }, "dateNotValid"],
    [{ from: "2026-05-02", to: "2026-05-01" }, "endBeforeStart"],
  ])("refuses %j", (range, error) => {
    expect(historyRange(range)).toEqual({ error });
  });
});
