import { auditVerdict } from "./audit-verdict";

const report = (vulnerabilities: Record<string, { severity: string }>, counts: Record<string, number>) =>
  JSON.stringify({
    vulnerabilities,
    metadata: { vulnerabilities: { info: 0, low: 0, moderate: 0, high: 0, critical: 0, ...counts } },
  });

describe("auditVerdict", () => {
  it("is clean with only low and moderate advisories", () => {
    expect(auditVerdict(report({ a: { severity: "moderate" } }, { moderate: 1 })).kind).toBe("clean");
  });

  it("names the packages with a high or critical advisory", () => {
    const verdict = auditVerdict(
      report({ next: { severity: "critical" }, b: { severity: "low" } }, { critical: 1, low: 1 }),
    );
    expect(verdict).toEqual(expect.objectContaining({ kind: "vulnerable", packages: ["next (critical)"] }));
  });

  it("says the check could not be made when the registry refuses the advisory request", () => {
    const refused = JSON.stringify({
      message: "405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk",
      statusCode: 405,
    });
    expect(auditVerdict(refused)).toEqual({ kind: "unreachable", reason: expect.stringContaining("405") });
    expect(auditVerdict("not json").kind).toBe("unreachable");
  });
});
