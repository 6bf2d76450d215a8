import { config } from "zod/mini";

// The shared schemas use zod's mini build: the same engine and messages as classic zod, with functions in
// place of chained methods, so a form page ships only the checks it uses (classic zod costs every form page
// about 90 KB of gzipped JavaScript; see docs/performance.md).
//
// Every schema imports z from here, so this runs before any schema exists. zod compiles object parsers with
// `new Function` when it may; under Veil's Content-Security-Policy (no 'unsafe-eval') its probe is refused
// and reported as a violation on every screen with a form. Jitless parsing needs no eval at all.
config({ jitless: true });

// Schema files `import * as z from "./zod"`: named exports the bundler can shake. (Importing zod's own `z`
// namespace object kept all of zod, its 40 locales included, in every form page.)
export * from "zod/mini";
