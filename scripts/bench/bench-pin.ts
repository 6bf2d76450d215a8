/** Every bench person's transaction PIN (populate.ts), which the transfer load sends. */
export const BENCH_PIN = "2580";
