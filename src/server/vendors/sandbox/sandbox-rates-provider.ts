import type { ApproximateCurrency } from "@/lib/display-rate/approximate";
import type { RatesProvider } from "@/server/money";

/** The sandbox's rates (docs/sandbox.md#rates): fixed, so an amount shows the same equivalent on every run. */
export const SANDBOX_RATES: Record<ApproximateCurrency, string> = { usd: "1532.1", eur: "1665.4" };

/** Fixed rates, dated the day they are asked for (UTC), so the sandbox's rate is never stale. */
export function sandboxRates(now: () => Date = () => new Date()): RatesProvider {
  return {
    name: "sandbox",
    async latest(currencies) {
      const date = now().toISOString().slice(0, 10);
      return currencies.map((currency) => ({ currency, nairaPerUnit: SANDBOX_RATES[currency], date }));
    },
  };
}
