import { textPhrase, type Phrase } from "@/i18n/phrase";
import { sayPhrase } from "@/i18n/say-phrase";

/**
 * A phrase, or a schema message's phrase text, in English: what a person reading English sees, which tests
 * compare answers and errors with. A text that is no phrase fails the test.
 */
export function english(said: Phrase | string): string {
  const found = typeof said === "string" ? textPhrase(said) : said;
  if (!found) throw new Error(`Not a phrase: ${JSON.stringify(said)}`);
  return sayPhrase(found, "en");
}
