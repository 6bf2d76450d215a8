import "server-only";
import { env } from "@/env";
import type { RatesProvider } from "@/server/money";
import { sandboxRates } from "./sandbox/sandbox-rates-provider";
import { openErApiRates } from "./open-er-api/open-er-api-rates";

/** The rates provider RATES_PROVIDER names. */
export function ratesProvider(): RatesProvider {
  const config = env();
  if (config.RATES_PROVIDER === "open-er-api") return openErApiRates({ baseUrl: config.OPEN_ER_API_BASE_URL });
  return sandboxRates();
}
