import * as z from "./zod";

// PostgreSQL's text holds valid UTF-8 without NUL. A JSON string can carry a lone surrogate ("\ud800") or a
// NUL ("\u0000"), which pass every other check and then fail the write after money has moved. Every free-text
// field of every endpoint is built here, so such input is refused with the field's own message before anything
// is written.

// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** True for text PostgreSQL can store as it is. */
export function isStorableText(value: string): boolean {
  return !value.includes("\u0000") && !LONE_SURROGATE.test(value);
}

// What text that leaves Veil for others to read (a transfer's note, which the recipient's bank shows; a card's
// name, which goes to the card network) may not carry: controls, every invisible format character (bidi
// embeddings, overrides and isolates, LRM, RLM and the Arabic letter mark, zero-width spaces, the BOM, soft
// hyphens, tags, interlinear annotations), line and paragraph separators, and the fillers that look like
// nothing (Hangul fillers). A zero-width joiner stays: emoji are made with it.
const UNSEEN = /(?!\u200d)[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\u115f\u1160\u3164\uffa0]/u;

/** True for text that reads as it looks: nothing hidden, nothing reordering it. */
export function isPlainText(value: string): boolean {
  return !UNSEEN.test(value);
}

/** The check to add to any string schema: refuses what the database cannot store, with `message`. */
export function storableText(message: string) {
  return z.refine<string>(isStorableText, { error: message });
}

/**
 * A free-text field: trimmed, then `min` to `max` characters of storable text, each refusal with the field's
 * own message (`required` when it is missing, too short or not a string; `invalid` for text that cannot be
 * stored).
 */
export function textField(rules: {
  max: number;
  tooLong: string;
  invalid: string;
  min?: number;
  required?: string;
  /** Text others will read: also refuses what isPlainText refuses, with `invalid`. */
  plain?: boolean;
}) {
  const { min = 0, max, tooLong, invalid, required = invalid, plain = false } = rules;
  return z.string({ error: required }).check(
    z.trim(),
    z.minLength(min, { error: required }),
    z.maxLength(max, { error: tooLong }),
    storableText(invalid),
    z.refine<string>((value) => !plain || isPlainText(value), { error: invalid }),
  );
}
