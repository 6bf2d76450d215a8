import { config } from "zod/mini";
import { phraseText } from "@/i18n/phrase";

// The shared schemas use zod's mini build: the same engine and messages as classic zod, with functions in
// place of chained methods, so a form page ships only the checks it uses (classic zod costs every form page
// about 90 KB of gzipped JavaScript; see docs/performance.md).
//
// Every schema imports z from here, so this runs before any schema exists. zod compiles object parsers with
// `new Function` when it may; under Veil's Content-Security-Policy (no 'unsafe-eval') its probe is refused
// and reported as a violation on every screen with a form. Jitless parsing needs no eval at all.
config({ jitless: true, customError: missingField });

/**
 * zod's own words for a field that is missing or null ("Invalid input: expected string, received undefined")
 * are a developer's. A field whose schema names no message of its own gets a person's sentence instead.
 */
function missingField(issue: { code?: string; input?: unknown }): string | undefined {
  if (issue.code === "invalid_type" && (issue.input === undefined || issue.input === null)) {
    return phraseText("validation.fillEveryField");
  }
  if (issue.code === "invalid_type") return phraseText("validation.checkWhatYouEntered");
  // Only a request not made by our screens sends a field the form does not have.
  if (issue.code === "unrecognized_keys") return phraseText("validation.reloadAndTryAgain");
  return undefined;
}

// Schema files `import * as z from "./zod"`: named exports the bundler can shake. (Importing zod's own `z`
// namespace object kept all of zod, its 40 locales included, in every form page.)
export * from "zod/mini";
