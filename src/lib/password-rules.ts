// What a person reads when a new password is refused by the server's rules (src/server/auth/password-rules.ts).
// The forms put these under the new-password field, where they belong.

export const PASSWORD_TOO_COMMON = "This password is too common. Choose one that is harder to guess.";
export const PASSWORD_HAS_PHONE = "Your password must not contain your phone number.";
export const PASSWORD_IS_CURRENT = "Your new password must be different from your current one.";

const FIELD_MESSAGES: readonly string[] = [PASSWORD_TOO_COMMON, PASSWORD_HAS_PHONE, PASSWORD_IS_CURRENT];

/** Whether a server's refusal is about the new password itself (so the form shows it on that field). */
export function isNewPasswordMessage(message: string): boolean {
  return FIELD_MESSAGES.includes(message);
}
