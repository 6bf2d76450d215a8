// Paystack names banks by its own codes ("058", "50211"), payouts keep the NIP institution code ("000058",
// "090267"). This is the one place that translates between them, so the bank directory can replace the table.

const PAYSTACK_CODES: Record<string, string> = {
  "000058": "058", // GTBank
  "000011": "011", // First Bank
  "000033": "033", // UBA
  "000044": "044", // Access Bank
  "000057": "057", // Zenith Bank
  "090267": "50211", // Kuda Bank
  "000035": "035", // Wema Bank
  "000232": "232", // Sterling Bank
  "000032": "032", // Union Bank
  "000070": "070", // Fidelity Bank
};

/** Paystack's code for the bank with this NIP code, or null when Paystack has none we know of. */
export function paystackBankCode(nipCode: string): string | null {
  return PAYSTACK_CODES[nipCode] ?? null;
}
