// The one fee rule. The confirm screen, the ledger and the receipt all call it, so what the user is shown is
// what is posted. Sending is free: the confirm step shows a fee of 0.00 and a total equal to the amount.

export function transferFeeKobo(_amountKobo: bigint): bigint {
  return 0n;
}

export function transferTotalKobo(amountKobo: bigint): bigint {
  return amountKobo + transferFeeKobo(amountKobo);
}
