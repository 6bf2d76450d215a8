import * as z from "./zod";
import { textField } from "./text";
import { recipientSchema } from "./transfer";
import { phraseText } from "@/i18n/phrase";

/** A nickname: short enough to sit on one line of the recipient step on a phone. */
export const NICKNAME_MAX = 40;

const nicknameField = textField({
  max: NICKNAME_MAX,
  tooLong: phraseText("validation.nicknameTooLong", { max: NICKNAME_MAX }),
  invalid: phraseText("validation.nicknameInvalid"),
  plain: true,
});

/** POST /api/beneficiaries: an account as Send Money takes it, and a nickname of the person's choosing. */
export const beneficiarySaveSchema = z.strictObject({
  ...recipientSchema.shape,
  nickname: z.optional(nicknameField),
});

/** PATCH /api/beneficiaries/:id: a nickname (blank removes it) and/or whether it is a favourite. */
export const beneficiaryEditSchema = z
  .strictObject({
    nickname: z.optional(nicknameField),
    favourite: z.optional(z.boolean({ error: phraseText("validation.beneficiaryFavourite") })),
  })
  .check(
    z.refine((edit) => edit.nickname !== undefined || edit.favourite !== undefined, {
      error: phraseText("validation.beneficiaryEditEmpty"),
    }),
  );

export type BeneficiarySave = z.infer<typeof beneficiarySaveSchema>;
export type BeneficiaryEdit = z.infer<typeof beneficiaryEditSchema>;

/**
 * What /send-money?account=…&bank=… asks to fill in ("Send again"), if it is a recipient Send Money would take:
 * the recipient step's own schema decides, and the bank is still asked for the name.
 */
export function sendAgainTarget(params: { account?: string | string[]; bank?: string | string[] }) {
  const parsed = recipientSchema.safeParse({ recipientAccountNumber: params.account, recipientBank: params.bank });
  return parsed.success ? { accountNumber: parsed.data.recipientAccountNumber, bank: parsed.data.recipientBank } : null;
}
