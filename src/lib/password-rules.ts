// What a person reads when a new password is refused by the server's rules (src/server/auth/password-rules.ts).
// The forms put these under the new-password field, where they belong.
import { phraseText } from "@/i18n/phrase";

export const PASSWORD_TOO_COMMON = phraseText("serverErrors.passwordTooCommon");
export const PASSWORD_HAS_PHONE = phraseText("serverErrors.passwordHasPhone");
export const PASSWORD_IS_CURRENT = phraseText("serverErrors.passwordIsCurrent");

const FIELD_MESSAGES: readonly string[] = [PASSWORD_TOO_COMMON, PASSWORD_HAS_PHONE, PASSWORD_IS_CURRENT];

/**
 * Whether a server's refusal, said in the page's language, is about the new password itself (so the form shows
 * it on that field): `say` is the page's (useSay).
 */
export function isNewPasswordMessage(message: string, say: (said: string) => string | undefined): boolean {
  return FIELD_MESSAGES.some((said) => say(said) === message);
}
