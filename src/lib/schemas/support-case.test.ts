import { CASE_REASONS, caseReasonsFor } from "./support-case";

describe("the reasons a transaction's report offers", () => {
  it("does not offer 'It failed' for a transfer the bank paid, nor a wrong recipient for one refunded", () => {
    expect(caseReasonsFor({ transactionType: "SEND", status: "Completed" })).not.toContain("FAILED_BUT_DEBITED");
    for (const status of ["Failed", "Reversed", "Cancelled"]) {
      const offered = caseReasonsFor({ transactionType: "SEND", status });
      expect(offered).toContain("FAILED_BUT_DEBITED");
      expect(offered).not.toContain("WRONG_RECIPIENT");
      expect(offered).not.toContain("NOT_RECEIVED");
    }
  });

  it("offers a transfer still on its way first as not received", () => {
    expect(caseReasonsFor({ transactionType: "SEND", status: "Pending" })[0]).toBe("NOT_RECEIVED");
  });

  it("offers a send still waiting in its cooling-off, which went nowhere yet, only as fraud or other", () => {
    const scheduled = { transactionType: "SEND", status: "Pending", scheduledFor: "2026-11-30T09:30:00.000Z" };
    expect(caseReasonsFor(scheduled)).toEqual(["FRAUD", "OTHER"]);
  });

  it("keeps a card charged twice reportable on a completed top-up, and money received only as fraud or other", () => {
    expect(caseReasonsFor({ transactionType: "ADD_MONEY", status: "Completed" })).toContain("FAILED_BUT_DEBITED");
    expect(caseReasonsFor({ transactionType: "RECEIVE", status: "Completed" })).toEqual(["FRAUD", "OTHER"]);
  });

  it("always offers fraud and something else, and only reasons the server knows", () => {
    for (const transactionType of ["SEND", "RECEIVE", "ADD_MONEY"]) {
      for (const status of ["Pending", "Completed", "Failed", "Reversed", "Held", "Cancelled"]) {
        const offered = caseReasonsFor({ transactionType, status });
        expect(offered).toEqual(expect.arrayContaining(["FRAUD", "OTHER"]));
        for (const reason of offered) expect(CASE_REASONS).toContain(reason);
      }
    }
  });
});
