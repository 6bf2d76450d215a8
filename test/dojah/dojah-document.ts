// Dojah's API as the contract server and the identity adapter's types read it: the slices of Dojah's document
// (test/fixtures/dojah/dojah-messaging.json and dojah-kyc.json, MIT; scripts/dojah-slice.ts) in one document,
// with the corrections in overlay.json applied.
import { readFileSync } from "node:fs";
import path from "node:path";
import { applyOverlayFile } from "../openapi/overlay";

const FIXTURES = path.join(__dirname, "..", "fixtures", "dojah");

type Slice = { paths: Record<string, unknown>; components: { schemas: Record<string, unknown> } };

const read = (name: string): Slice => JSON.parse(readFileSync(path.join(FIXTURES, `dojah-${name}.json`), "utf8"));

export function loadDojahDocument(): Record<string, unknown> {
  const document = read("messaging");
  const kyc = read("kyc");
  Object.assign(document.paths, kyc.paths);
  Object.assign(document.components.schemas, kyc.components.schemas);
  applyOverlayFile(document, path.join(FIXTURES, "overlay.json"));
  return document;
}
