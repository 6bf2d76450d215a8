// ExchangeRate-API's open access endpoint (no key), typed from its documentation
// (https://www.exchangerate-api.com/docs/free): GET /v6/latest/<base code>, updated once a day, rate limited
// (one request an hour never is), attribution required wherever its rates are shown.

/** The path of the latest rates for one base currency: every rate is "units of it for one base unit". */
export const openErApiLatestPath = (base: string) => `/v6/latest/${encodeURIComponent(base)}`;

/** A success: `rates` maps ISO 4217 codes to units of that currency for one `base_code` unit. */
export type OpenErApiLatest = {
  result: "success";
  provider: string;
  documentation: string;
  terms_of_use: string;
  time_last_update_unix: number;
  /** e.g. "Fri, 20 Nov 2026 00:02:31 +0000" */
  time_last_update_utc: string;
  time_next_update_unix: number;
  time_next_update_utc: string;
  /** When the endpoint stops answering (0: no end planned). */
  time_eol_unix: number;
  base_code: string;
  rates: Record<string, number>;
};

/** An error: "unsupported-code" for a base it does not know; a 429 when rate limited. */
export type OpenErApiError = { result: "error"; "error-type": string };
