// Paystack's OpenAPI document as the contract tests and the type generator read it: the vendor's copy
// (test/fixtures/paystack/paystack.yaml, MIT, unchanged) with the corrections in overlay.json applied.
import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { applyOverlayFile } from "../openapi/overlay";

export { applyPatch } from "../openapi/overlay";

const FIXTURES = path.join(__dirname, "..", "fixtures", "paystack");

export function loadPaystackDocument(): Record<string, unknown> {
  const document = parse(readFileSync(path.join(FIXTURES, "paystack.yaml"), "utf8")) as Record<string, unknown>;
  applyOverlayFile(document, path.join(FIXTURES, "overlay.json"));
  return document;
}
