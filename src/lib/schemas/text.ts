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
 * A free-text field: trimmed, at most `max` characters, storable. `message` is the field's own message, used for
 * anything it refuses (`tooLong` for length when the field has a separate one).
 */
export function textField(max: number, messages: { invalid: string; tooLong?: string }) {
  return z
    .string({ error: messages.invalid })
    .check(z.trim(), z.maxLength(max, { error: messages.tooLong ?? messages.invalid }), storableText(messages.invalid));
}
