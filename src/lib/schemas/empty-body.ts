import * as z from "./zod";

/** The body of a POST that carries no fields (closure, a payout refresh): `{}` or nothing, no stray keys. */
export const emptyBodySchema = z.strictObject({});
