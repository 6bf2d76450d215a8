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

/** The check to add to any string schema: refuses what the database cannot store, with `message`. */
export function storableText(message: string) {
  return z.refine<string>(isStorableText, { error: message });
}

/**
 * A free-text field: trimmed, then `min` to `max` characters of storable text, each refusal with the field's
 * own message (`required` when it is missing, too short or not a string; `invalid` for text that cannot be
 * stored).
 */
export function textField(rules: { max: number; tooLong: string; invalid: string; min?: number; required?: string }) {
  const { min = 0, max, tooLong, invalid, required = invalid } = rules;
  return z
    .string({ error: required })
    .check(
      z.trim(),
      z.minLength(min, { error: required }),
      z.maxLength(max, { error: tooLong }),
      storableText(invalid),
    );
}
