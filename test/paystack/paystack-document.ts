// Paystack's OpenAPI document as the contract tests and the type generator read it: the vendor's copy
// (test/fixtures/paystack/paystack.yaml, MIT, unchanged) with the corrections in overlay.json applied.
import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";

const FIXTURES = path.join(__dirname, "..", "fixtures", "paystack");

type Patch = { why: string; op: "add" | "replace"; path: string; value: unknown };

function pointer(pathText: string): string[] {
  return pathText
    .split("/")
    .slice(1)
    .map((part) => part.replaceAll("~1", "/").replaceAll("~0", "~"));
}

/** RFC 6902 add and replace, enough for an overlay; a path that does not exist is an error, never a no-op. */
export function applyPatch(document: unknown, patch: Patch): void {
  const parts = pointer(patch.path);
  const last = parts.pop()!;
  let node = document as Record<string, unknown>;
  for (const part of parts) {
    const next = node[part];
    if (typeof next !== "object" || next === null) throw new Error(`Overlay path not found: ${patch.path}`);
    node = next as Record<string, unknown>;
  }
  if (patch.op === "replace" && !(last in node)) throw new Error(`Overlay replaces nothing at ${patch.path}`);
  node[last] = patch.value;
}

export function loadPaystackDocument(): Record<string, unknown> {
  const document = parse(readFileSync(path.join(FIXTURES, "paystack.yaml"), "utf8")) as Record<string, unknown>;
  const overlay = JSON.parse(readFileSync(path.join(FIXTURES, "overlay.json"), "utf8")) as { patches: Patch[] };
  for (const patch of overlay.patches) applyPatch(document, patch);
  return document;
}
