import type { Language } from "./locales";
import en from "./messages/en";
import es from "./messages/es";
import fr from "./messages/fr";

/** Every text of the app, by language. English is the spec's words; the others must have the same keys. */
export type Messages = typeof en;

export const MESSAGES: Record<Language, Messages> = { en, fr, es };
