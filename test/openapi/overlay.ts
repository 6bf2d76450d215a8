// Corrections to a vendor's OpenAPI document, applied when it is loaded and never by editing the vendor's copy:
// each patch names the defect it fixes. JSON Patch (RFC 6902) add and replace, enough for an overlay.
import { readFileSync } from "node:fs";

export type Patch = { why: string; op: "add" | "replace"; path: string; value: unknown };

function pointer(pathText: string): string[] {
  return pathText
    .split("/")
    .slice(1)
    .map((part) => part.replaceAll("~1", "/").replaceAll("~0", "~"));
}

/** A path that does not exist is an error, never a no-op: a patch that misses must not pass silently. */
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

/** Applies every patch of an overlay file ({ patches: Patch[] }) to the document, in order. */
export function applyOverlayFile(document: unknown, overlayPath: string): void {
  const overlay = JSON.parse(readFileSync(overlayPath, "utf8")) as { patches: Patch[] };
  for (const patch of overlay.patches) applyPatch(document, patch);
}
