import { amountToSend, filterAmountInput } from "./amount-input";

describe("the amount field", () => {
  it("keeps digits and one decimal point, with at most two decimals", () => {
    expect(filterAmountInput("1,2a3.4.5")).toBe("123.45");
    expect(filterAmountInput("12.345")).toBe("12.34");
    expect(filterAmountInput(".5")).toBe("0.5");
    expect(filterAmountInput("007")).toBe("7");
    expect(filterAmountInput("-5e3")).toBe("53");
    expect(filterAmountInput("１２")).toBe("");
  });

  it("never turns what was typed into another amount", () => {
    expect(filterAmountInput("300000")).toBe("300000");
    expect(filterAmountInput("1000.5")).toBe("1000.5");
  });

  it("sends what the server parses", () => {
    expect(amountToSend("12.")).toBe("12");
  });
});
