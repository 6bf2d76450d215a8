// use-intl/core: no React, so services, jobs and scripts (which load under the react-server condition) can use it.
import { createTranslator } from "use-intl/core";
import { type Language, TIME_ZONE } from "./locales";
import { MESSAGES } from "./messages";

function make(language: Language) {
  return createTranslator({ locale: language, messages: MESSAGES[language], timeZone: TIME_ZONE });
}

// One per language, made on first use: a translator keeps its formatters, and holds no request's state.
const made = new Map<Language, ReturnType<typeof make>>();

/**
 * Texts in a given language outside a page render: an email or SMS written by a service or a job, in the
 * language of the person it goes to (their settings), not of whoever's request caused it.
 */
export function translator(language: Language) {
  let t = made.get(language);
  if (!t) {
    t = make(language);
    made.set(language, t);
  }
  return t;
}
