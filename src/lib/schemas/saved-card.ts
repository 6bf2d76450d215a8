import * as z from "./zod";
import { textField } from "./text";
import { phraseText } from "@/i18n/phrase";

/** A card's name: short enough to sit before "Visa •••• 4081" on a phone. */
export const CARD_NAME_MAX = 30;

/** PATCH /api/cards/:id and the Edit dialog: a name (blank removes it) and/or being the default. */
export const savedCardEditSchema = z
  .strictObject({
    name: z.optional(
      textField({
        max: CARD_NAME_MAX,
        tooLong: phraseText("validation.cardNameTooLong", { max: CARD_NAME_MAX }),
        invalid: phraseText("validation.cardNameInvalid"),
        plain: true,
      }),
    ),
    isDefault: z.optional(z.literal(true, { error: phraseText("validation.cardDefault") })),
  })
  .check(
    z.refine((edit) => edit.name !== undefined || edit.isDefault !== undefined, {
      error: phraseText("validation.cardEditEmpty"),
    }),
  );

export type SavedCardEdit = z.infer<typeof savedCardEditSchema>;
