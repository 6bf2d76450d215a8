// Dojah's messaging API as the contract server reads it: the slice of Dojah's document
// (test/fixtures/dojah/dojah-messaging.json, MIT, unchanged) with the corrections in overlay.json applied.
import { readFileSync } from "node:fs";
import path from "node:path";
import { applyOverlayFile } from "../openapi/overlay";

const FIXTURES = path.join(__dirname, "..", "fixtures", "dojah");

export function loadDojahDocument(): Record<string, unknown> {
  const document = JSON.parse(readFileSync(path.join(FIXTURES, "dojah-messaging.json"), "utf8"));
  applyOverlayFile(document, path.join(FIXTURES, "overlay.json"));
  return document;
}
