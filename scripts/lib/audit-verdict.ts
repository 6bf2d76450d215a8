// What `npm audit --omit=dev --json` says, reduced to the one question the build asks: is any production
// dependency affected by a high or critical advisory?

export type AuditVerdict =
  | { kind: "clean"; counts: Record<string, number> }
  | { kind: "vulnerable"; counts: Record<string, number>; packages: string[] }
  | { kind: "unreachable"; reason: string };

const SERIOUS = new Set(["high", "critical"]);

export function auditVerdict(output: string): AuditVerdict {
  let json: any;
  try {
    json = JSON.parse(output);
  } catch {
    return { kind: "unreachable", reason: "npm audit printed no JSON" };
  }
  const counts = json?.metadata?.vulnerabilities;
  if (!counts || typeof counts !== "object") {
    // An error answer: the registry's advisory endpoint refused (405 behind some mirrors) or was down.
    return { kind: "unreachable", reason: String(json?.message ?? json?.error?.summary ?? "no advisory data") };
  }
  const packages = Object.entries<any>(json.vulnerabilities ?? {})
    .filter(([, advisory]) => SERIOUS.has(advisory?.severity))
    .map(([name, advisory]) => `${name} (${advisory.severity})`);
  return packages.length > 0 || (counts.high ?? 0) + (counts.critical ?? 0) > 0
    ? { kind: "vulnerable", counts, packages }
    : { kind: "clean", counts };
}
