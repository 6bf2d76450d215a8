// A transfer's messages and quick amounts without zod, for the screens: transfer.ts uses and re-exports
// them, and a screen that imports only these does not load zod.

/** The Insufficient Balance text: the amount step's toast and the server's refusal. */
export const INSUFFICIENT_BALANCE = "You don't have enough balance for this transfer.";
/** The Verification Failed text for a recipient: the screen's toast and the server's messages. */
export const RECIPIENT_NOT_VERIFIED = "There was a problem verifying the recipient.";

export function nubanMismatch(bank: string): string {
  return `This is not a valid ${bank} account number. Check it and try again.`;
}

/** Quick amounts on the amount step. */
export const TRANSFER_QUICK_AMOUNTS = ["1000", "2000", "5000", "10000"] as const;
