// The "refresh-display-rates" job: asks the rates provider for today's rates and stores them, one row per
// currency and rate date. Pages read only the stored rows, so a page never waits on the vendor, and a vendor
// that is down leaves yesterday's rates showing until they go stale (then none show).
import "server-only";
import type { Database } from "@/server/platform";
import { APPROXIMATE_CURRENCIES, scaledRate } from "@/lib/display-rate/approximate";
import type { RatesProvider } from "@/server/money/ports/rates-provider";
import { ratesProvider } from "@/server/vendors";

export async function refreshDisplayRates(
  db: Database,
  provider: RatesProvider = ratesProvider(),
): Promise<{ provider: string; stored: number }> {
  const quotes = await provider.latest(APPROXIMATE_CURRENCIES);
  // A rate our arithmetic cannot read, or a day that is not a day, is not stored: better no equivalent than a wrong one.
  const usable = quotes.filter(
    (quote) => scaledRate(quote.nairaPerUnit) !== null && /^\d{4}-\d{2}-\d{2}$/.test(quote.date),
  );
  await db.$transaction(
    usable.map(
      (quote) => db.$executeRaw`
        INSERT INTO display_rates (currency, naira_per_unit, rate_date, source, fetched_at)
        VALUES (${quote.currency}::"DisplayCurrency", ${quote.nairaPerUnit}::numeric, ${quote.date}::date,
                ${provider.name}, now())
        ON CONFLICT (currency, rate_date) DO UPDATE SET
          naira_per_unit = EXCLUDED.naira_per_unit, source = EXCLUDED.source, fetched_at = EXCLUDED.fetched_at`,
    ),
  );
  return { provider: provider.name, stored: usable.length };
}
