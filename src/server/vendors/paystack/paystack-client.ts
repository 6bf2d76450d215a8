// One HTTP client for Paystack's API: the secret key, the base URL, a time limit on every call, and one
// reading of failures that every adapter (payouts, cards, funding, the bank directory) shares. Requests are
// typed from Paystack's OpenAPI document (paystack-api.ts); answers are parsed with our own zod schemas,
// because the document describes them too loosely to trust, and an answer out of contract is treated as no
// answer at all.
import "server-only";
import { z } from "zod";
import * as zod from "zod";
import { env } from "@/env";
import type { paths } from "./paystack-api";

/** A call that has not answered after this long is given up on; its outcome is then unknown. */
export const PAYSTACK_TIMEOUT_MS = 10_000;

type Method = "get" | "post" | "put" | "delete";
type Operation<P extends keyof paths, M extends Method> = paths[P][M];

/** The paths that have this method. */
export type PathsWith<M extends Method> = {
  [P in keyof paths]: paths[P][M] extends { parameters: unknown } ? P : never;
}[keyof paths];

type JsonBody<P extends keyof paths, M extends Method> =
  Operation<P, M> extends { requestBody?: { content: { "application/json": infer B } } } ? B : never;
type Query<P extends keyof paths, M extends Method> =
  Operation<P, M> extends { parameters: { query?: infer Q } } ? Q : never;
type PathParams<P extends keyof paths, M extends Method> =
  Operation<P, M> extends { parameters: { path: infer A } } ? A : never;

export type RequestOptions<P extends keyof paths, M extends Method> = {
  query?: Query<P, M>;
  body?: JsonBody<P, M>;
  params?: PathParams<P, M>;
};

/** The request never reached Paystack (no route, connection refused): nothing happened there. */
export class PaystackUnreachableError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = "PaystackUnreachableError";
  }
}

/** Paystack may have acted and did not say how (a timeout, a 5xx, an answer out of contract): ask again later. */
export class PaystackUnavailableError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = "PaystackUnavailableError";
  }
}

/** Paystack refused the request (4xx) and said why: nothing was done. */
export class PaystackRequestError extends Error {
  constructor(
    readonly status: number,
    /** Paystack's own message, e.g. "Could not resolve account name. Check parameters or try again." */
    readonly vendorMessage: string,
    readonly body: unknown,
  ) {
    super(`Paystack answered ${status}: ${vendorMessage}`);
    this.name = "PaystackRequestError";
  }
}

// Node's fetch reports a refused or unroutable connection as a TypeError whose cause carries the code.
const NEVER_SENT = new Set(["ECONNREFUSED", "ENOTFOUND", "EAI_AGAIN", "ENETUNREACH", "EHOSTUNREACH"]);

function neverSent(error: unknown): boolean {
  const code = (error as { cause?: { code?: string } })?.cause?.code;
  return typeof code === "string" && NEVER_SENT.has(code);
}

export type PaystackConfig = { secretKey: string; baseUrl: string; timeoutMs?: number };

export class PaystackClient {
  private readonly baseUrl: string;

  constructor(private readonly config: PaystackConfig) {
    this.baseUrl = config.baseUrl.replace(/\/+$/, "");
  }

  get<P extends PathsWith<"get">, T>(path: P, options: RequestOptions<P, "get">, schema: z.ZodType<T>) {
    return this.request("GET", path, options, schema);
  }

  post<P extends PathsWith<"post">, T>(path: P, options: RequestOptions<P, "post">, schema: z.ZodType<T>) {
    return this.request("POST", path, options, schema);
  }

  put<P extends PathsWith<"put">, T>(path: P, options: RequestOptions<P, "put">, schema: z.ZodType<T>) {
    return this.request("PUT", path, options, schema);
  }

  delete<P extends PathsWith<"delete">, T>(path: P, options: RequestOptions<P, "delete">, schema: z.ZodType<T>) {
    return this.request("DELETE", path, options, schema);
  }

  /** The whole JSON answer ({ status, message, data, ... }) parsed with `schema`. */
  async request<T>(
    method: string,
    path: string,
    options: { query?: unknown; body?: unknown; params?: unknown },
    schema: z.ZodType<T>,
  ): Promise<T> {
    const url = new URL(this.baseUrl + fillPath(path, options.params as Record<string, string> | undefined));
    for (const [key, value] of Object.entries((options.query ?? {}) as Record<string, unknown>)) {
      if (value !== undefined) url.searchParams.set(key, String(value));
    }
    let response: Response;
    try {
      response = await fetch(url, {
        method,
        headers: {
          Authorization: `Bearer ${this.config.secretKey}`,
          Accept: "application/json",
          ...(options.body === undefined ? {} : { "Content-Type": "application/json" }),
        },
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: AbortSignal.timeout(this.config.timeoutMs ?? PAYSTACK_TIMEOUT_MS),
        cache: "no-store",
      });
    } catch (error) {
      // Never the URL's query or the body in a message: a card number or an account number may be in them.
      if (neverSent(error)) throw new PaystackUnreachableError(`Paystack could not be reached (${method} ${path}).`);
      throw new PaystackUnavailableError(`Paystack did not answer ${method} ${path} in time.`);
    }
    const text = await response.text().catch(() => "");
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    if (response.status >= 500 || response.status === 429) {
      throw new PaystackUnavailableError(`Paystack answered ${response.status} to ${method} ${path}.`);
    }
    if (response.status >= 400) {
      const message = (json as { message?: unknown } | undefined)?.message;
      throw new PaystackRequestError(
        response.status,
        typeof message === "string" && message ? message.slice(0, 300) : "The request was refused.",
        json,
      );
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      throw new PaystackUnavailableError(`Paystack's answer to ${method} ${path} is out of contract.`);
    }
    return parsed.data;
  }
}

function fillPath(path: string, params: Record<string, string> | undefined): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(value);
  });
}

let client: PaystackClient | undefined;

/** The client configured by PAYSTACK_SECRET_KEY and PAYSTACK_BASE_URL (the server refuses to start without
 * the key when any provider is paystack, so it is there whenever this is called). */
export function paystackClient(): PaystackClient {
  if (!client) {
    const { PAYSTACK_SECRET_KEY, PAYSTACK_BASE_URL } = env();
    if (!PAYSTACK_SECRET_KEY) throw new Error("PAYSTACK_SECRET_KEY is not set.");
    client = new PaystackClient({ secretKey: PAYSTACK_SECRET_KEY, baseUrl: PAYSTACK_BASE_URL });
  }
  return client;
}

/** Paystack's envelope around a successful answer: `status: true`, a message, and the data. */
export function envelope<T extends z.ZodType>(data: T) {
  return zod.object({ status: zod.literal(true), message: zod.string(), data });
}
