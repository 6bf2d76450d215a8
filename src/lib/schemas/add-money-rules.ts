// The card form's quick amounts without zod (see transfer-rules.ts).

/** Quick amounts on the card form (spec 5). */
export const ADD_MONEY_QUICK_AMOUNTS = ["1000", "5000", "10000", "20000"] as const;
