import * as z from "./zod";
import { existingPasswordField } from "./password";
import { sixDigitCode } from "./code";
import { phraseText, type PhraseText } from "@/i18n/phrase";

export const PIN_LENGTH = 4;
/** Wrong PINs that lock money movement: the server counts them, the PIN dialog says how many are left. */
export const PIN_TRIES = 5;
/** Five wrong PINs lock money movement: the server's refusal and the PIN dialog say it in these words. */
export const PIN_LOCKED = phraseText("validation.pinLocked");
/** A second lock within 24 hours: money movement stays locked until the person resets their PIN. */
export const PIN_RESET_REQUIRED = phraseText("validation.pinResetRequired");
export const PIN_FORMAT = phraseText("validation.pinFourDigits");
export const PINS_DO_NOT_MATCH = phraseText("validation.pinsDoNotMatch");
export const PIN_ALL_SAME = phraseText("validation.pinRepeated");
export const PIN_SEQUENCE = phraseText("validation.pinSequence");

export const FOUR_DIGITS = /^[0-9]{4}$/;

/** Why a new PIN is too easy to guess, or null: four equal digits, or a run up or down (0123, 1234, 9876). */
export function weakPinReason(pin: string): PhraseText | null {
  const digits = [...pin].map(Number);
  if (digits.every((digit) => digit === digits[0])) return PIN_ALL_SAME;
  const steps = digits.slice(1).map((digit, index) => digit - digits[index]!);
  if (steps.every((step) => step === 1) || steps.every((step) => step === -1)) return PIN_SEQUENCE;
  return null;
}

/** A PIN someone types to prove it is theirs. */
export const pinField = z.string({ error: PIN_FORMAT }).check(z.regex(FOUR_DIGITS, { error: PIN_FORMAT }));

/** A PIN being chosen: four digits, not one of the first a thief would try. */
export const newPinField = z.string({ error: PIN_FORMAT }).check(
  z.regex(FOUR_DIGITS, { error: PIN_FORMAT, abort: true }),
  z.superRefine((pin, context) => {
    const reason = weakPinReason(pin);
    if (reason) context.issues.push({ code: "custom", message: reason, input: pin });
  }),
);

/** A new PIN and its confirmation, whose mismatch is reported on the confirmation field. */
function withPinConfirmation<Shape extends z.core.$ZodShape>(shape: Shape) {
  return z.strictObject({ ...shape, pin: newPinField, confirmPin: z.string({ error: PINS_DO_NOT_MATCH }) }).check(
    z.refine((value) => (value as { pin: string }).pin === (value as { confirmPin: string }).confirmPin, {
      error: PINS_DO_NOT_MATCH,
      path: ["confirmPin"],
    }),
  );
}

/** "Create your transaction PIN": POST /api/account/pin { pin, confirmPin }. */
export const createPinSchema = withPinConfirmation({});

/** Settings › Security › Change PIN: POST /api/account/pin { currentPin, pin, confirmPin }. */
export const changePinSchema = withPinConfirmation({ currentPin: pinField });

/** POST /api/account/pin takes either; the body's own keys pick the schema, so each keeps its messages. */
export const pinRequestSchema = z.pipe(
  z.unknown(),
  z.transform((value, context): CreatePinInput | ChangePinInput => {
    const change = typeof value === "object" && value !== null && "currentPin" in value;
    const parsed = change ? changePinSchema.safeParse(value) : createPinSchema.safeParse(value);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) context.issues.push({ ...issue, input: value } as never);
    return z.NEVER;
  }),
);

/** Reset PIN, step 1: the account's password, with the login form's rule (no account's password is shorter). */
export const pinResetStartSchema = z.strictObject({
  password: existingPasswordField(6, phraseText("validation.passwordMinSix")),
});

/** Reset PIN, step 2: the code sent by SMS and the new PIN twice. */
export const pinResetCompleteSchema = withPinConfirmation({
  code: sixDigitCode,
});

export type CreatePinInput = z.infer<typeof createPinSchema>;
export type ChangePinInput = z.infer<typeof changePinSchema>;
export type PinResetStartInput = z.infer<typeof pinResetStartSchema>;
export type PinResetCompleteInput = z.infer<typeof pinResetCompleteSchema>;
