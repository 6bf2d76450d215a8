import * as z from "./zod";
import { amountField } from "./amount";
import { textField } from "./text";

/** The sandbox's "Simulate an incoming transfer" form: what someone sends to the wallet's account number. */
export const simulateTransferSchema = z.strictObject({
  amount: amountField,
  senderName: textField({
    min: 2,
    required: "Sender name is required",
    max: 100,
    tooLong: "Sender name must be 100 characters or fewer",
    invalid: "Sender name contains characters we can't accept",
  }),
});

export type SimulateTransferInput = z.infer<typeof simulateTransferSchema>;
