// The rates port over ExchangeRate-API's open endpoint. One request per currency, with that currency as the
// base, so `rates.NGN` is naira for one unit as the source published it (₦1,532.10 = $1), never the inverse of
// a rounded small number (the NGN base gives USD 0.000653, three significant digits).
import "server-only";
import { z } from "zod";
import type { ApproximateCurrency } from "@/lib/display-rate/approximate";
import { rateDecimal, type RateQuote, type RatesProvider } from "@/server/money";
import { openErApiLatestPath, type OpenErApiLatest } from "./open-er-api-types";

export type OpenErApiConfig = { baseUrl: string; timeoutMs?: number };

/** The fields we read, checked: the documentation promises them, an answer without them is not trusted. */
const latestSchema = z.object({
  result: z.literal("success"),
  time_last_update_unix: z.number().int().positive(),
  base_code: z.string(),
  rates: z.record(z.string(), z.number()),
}) satisfies z.ZodType<Pick<OpenErApiLatest, "result" | "time_last_update_unix" | "base_code" | "rates">>;

export class OpenErApiError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "OpenErApiError";
  }
}

/** One base's answer as our quote: naira per unit and the UTC day of the source's last update. */
export function quoteFrom(currency: ApproximateCurrency, answer: unknown): RateQuote {
  const parsed = latestSchema.safeParse(answer);
  if (!parsed.success) throw new OpenErApiError("ExchangeRate-API answered something other than rates.");
  const { base_code: base, rates, time_last_update_unix: updated } = parsed.data;
  if (base !== currency.toUpperCase()) throw new OpenErApiError(`ExchangeRate-API answered for ${base}.`);
  const nairaPerUnit = rateDecimal(rates.NGN);
  if (!nairaPerUnit) throw new OpenErApiError(`ExchangeRate-API gave no naira rate for ${base}.`);
  return { currency, nairaPerUnit, date: new Date(updated * 1000).toISOString().slice(0, 10) };
}

export function openErApiRates(config: OpenErApiConfig): RatesProvider {
  const call = async (currency: ApproximateCurrency): Promise<RateQuote> => {
    let response: Response;
    try {
      response = await fetch(new URL(openErApiLatestPath(currency.toUpperCase()), config.baseUrl), {
        headers: { Accept: "application/json" },
        signal: AbortSignal.timeout(config.timeoutMs ?? 10_000),
        cache: "no-store",
      });
    } catch {
      throw new OpenErApiError("ExchangeRate-API did not answer in time.");
    }
    if (response.status === 429) throw new OpenErApiError("ExchangeRate-API is rate limiting Veil.");
    if (!response.ok) throw new OpenErApiError(`ExchangeRate-API answered ${response.status}.`);
    const answer: unknown = await response.json().catch(() => null);
    return quoteFrom(currency, answer);
  };
  return {
    name: "open-er-api",
    latest: (currencies) => Promise.all(currencies.map(call)),
  };
}
