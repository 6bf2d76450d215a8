import * as z from "./zod";
import { amountField } from "./amount";
import { textField } from "./text";
import { phraseText } from "@/i18n/phrase";

/** The sandbox's "Simulate an incoming transfer" form: what someone sends to the wallet's account number. */
export const simulateTransferSchema = z.strictObject({
  amount: amountField,
  senderName: textField({
    min: 2,
    required: phraseText("validation.senderNameRequired"),
    max: 100,
    tooLong: phraseText("validation.senderNameTooLong"),
    invalid: phraseText("validation.senderNameCharacters"),
  }),
});

export type SimulateTransferInput = z.infer<typeof simulateTransferSchema>;
