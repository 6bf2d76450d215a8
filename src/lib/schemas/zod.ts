import { z } from "zod";

// Every schema imports z from here, so this runs before any schema exists. zod 4 compiles object parsers
// with `new Function` when it may; under Veil's Content-Security-Policy (no 'unsafe-eval') its probe is
// refused and reported as a violation on every screen with a form. Jitless parsing needs no eval at all.
z.config({ jitless: true });

export { z };
