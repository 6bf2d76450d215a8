/** Words of a name, compared without case, extra spaces or order: "OKAFOR  adaeze" is "Adaeze Okafor". */
function nameKey(name: string): string {
  return name.normalize("NFKC").toLocaleLowerCase("en").split(/\s+/).filter(Boolean).sort().join(" ");
}

export function sameName(a: string, b: string): boolean {
  return nameKey(a) === nameKey(b);
}

/** A name as typed, with runs of spaces made one. */
export function tidyName(name: string): string {
  return name.trim().split(/\s+/).join(" ");
}

// What a name from outside (a bank's sender or account name, an identity registry's) may not carry: controls
// (C0, DEL, C1), format characters (bidi embeddings, overrides and isolates, the LRM/RLM/ALM marks, zero-width
// spaces and joiners, the BOM, soft hyphens) and lone surrogates. Drawn inside "Received from …" they would
// reorder the sentence around them ("a\u202eb") or hide letters. A note's own rule is isPlainNote's.
const UNSEEN = /[\p{Cc}\p{Cf}\p{Cs}]/gu;
/** Controls that separate words: a space, not nothing, so "Ada\nObi" stays two words. */
const LINE_BREAKS = /[\t\n\v\f\r\u0085]/g;

/**
 * A name that came from outside, as it may be shown: whitespace of any kind (line breaks, tabs, NBSP) one
 * space, unseen characters gone, trimmed. Letters of any script, marks, hyphens and apostrophes are kept.
 */
export function cleanName(name: string): string {
  return name.replace(LINE_BREAKS, " ").replace(UNSEEN, "").replace(/\s+/g, " ").trim();
}
