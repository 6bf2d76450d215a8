// Veil's references are "VEIL" and 20 uppercase hex digits; Paystack is sent the lowercase form (its transfer
// rule, kept for charges too so that one reference reads the same everywhere) and its answers are mapped back.

const VEIL_REFERENCE = /^VEIL[0-9A-F]{20}$/;
const PAYSTACK_FORM = /^veil[0-9a-f]{20}$/;

export function toPaystackReference(reference: string): string {
  if (!VEIL_REFERENCE.test(reference)) throw new Error("Not a Veil reference.");
  return reference.toLowerCase();
}

/** Veil's reference for one Paystack answers with, or null when the reference is not one of Veil's. */
export function toVeilReference(reference: unknown): string | null {
  return typeof reference === "string" && PAYSTACK_FORM.test(reference) ? reference.toUpperCase() : null;
}
