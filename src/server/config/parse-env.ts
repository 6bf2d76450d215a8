import { z } from "zod";
import type { GeneratedSecret } from "./dev-secret";

/** NEXTAUTH_SECRET signs and encrypts session cookies: below 32 bytes it is guessable offline. */
export const MIN_SECRET_BYTES = 32;

const POOL_SIZE = "DATABASE_POOL_SIZE must be a whole number from 1 to 100.";

const schema = z.object({
  NODE_ENV: z.enum(["development", "test", "production"]).default("development"),
  DATABASE_URL: z
    .string({ error: "DATABASE_URL is missing: set it to your PostgreSQL connection URL." })
    .min(1, { error: "DATABASE_URL is missing: set it to your PostgreSQL connection URL." })
    .regex(/^postgres(ql)?:\/\//, { error: "DATABASE_URL must be a postgresql:// URL." }),
  /** Connections each server process keeps to PostgreSQL. A serverless function serves one request at a time
   * and needs few; a long-running server under load wants about as many as the database has cores to spare. */
  DATABASE_POOL_SIZE: z.coerce
    .number({ error: POOL_SIZE })
    .int({ error: POOL_SIZE })
    .min(1, { error: POOL_SIZE })
    .max(100, { error: POOL_SIZE })
    .default(10),
  NEXTAUTH_SECRET: z
    .string({ error: "NEXTAUTH_SECRET is missing: generate one with `openssl rand -base64 48`." })
    .refine((value) => Buffer.byteLength(value, "utf8") >= MIN_SECRET_BYTES, {
      error: `NEXTAUTH_SECRET is too short: it needs at least ${MIN_SECRET_BYTES} bytes (openssl rand -base64 48).`,
    }),
  BVN_ENCRYPTION_KEY: z
    .string({ error: "BVN_ENCRYPTION_KEY is missing: generate one with `openssl rand -base64 32`." })
    .refine((value) => Buffer.from(value, "base64").length === 32, {
      error: "BVN_ENCRYPTION_KEY must be 32 bytes in base64 (openssl rand -base64 32).",
    }),
  /** Which identity vendor answers BVN, phone and selfie checks. Only the sandbox ships today. */
  IDENTITY_PROVIDER: z.enum(["sandbox"], { error: "IDENTITY_PROVIDER must be sandbox." }).default("sandbox"),
  /** Signs the payouts vendor's webhooks (HMAC-SHA512 of the raw body); the vendor holds the same secret. */
  PAYOUTS_WEBHOOK_SECRET: z
    .string({ error: "PAYOUTS_WEBHOOK_SECRET is missing: set the webhook secret your payouts provider signs with." })
    .refine((value) => Buffer.byteLength(value, "utf8") >= MIN_SECRET_BYTES, {
      error: `PAYOUTS_WEBHOOK_SECRET is too short: it needs at least ${MIN_SECRET_BYTES} bytes (openssl rand -base64 48).`,
    }),
  /** Which vendor does name enquiry and bank transfers. Only the sandbox ships today. */
  PAYOUTS_PROVIDER: z.enum(["sandbox"], { error: "PAYOUTS_PROVIDER must be sandbox." }).default("sandbox"),
  /** Which card acquirer charges top-ups. Only the sandbox ships today. */
  CARDS_PROVIDER: z.enum(["sandbox"], { error: "CARDS_PROVIDER must be sandbox." }).default("sandbox"),
  NEXTAUTH_URL: z.url({ error: "NEXTAUTH_URL must be a full URL, such as https://veil.example" }).optional(),
});

export type Env = z.infer<typeof schema>;

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Veil cannot start: ${problems.join(" ")}`);
    this.name = "EnvError";
  }
}

/**
 * Outside production a missing secret is replaced by one generated and kept under .data/, so a new clone
 * runs with no setup; production never falls back.
 */
export function parseEnv(
  source: Record<string, string | undefined>,
  options: { developmentSecret?: (name: GeneratedSecret) => string } = {},
): Env {
  const values = { ...source };
  for (const key of Object.keys(values)) if (values[key] === "") values[key] = undefined;
  if (values.NODE_ENV !== "production" && options.developmentSecret) {
    for (const name of ["NEXTAUTH_SECRET", "BVN_ENCRYPTION_KEY", "PAYOUTS_WEBHOOK_SECRET"] as const) {
      values[name] ??= options.developmentSecret(name);
    }
  }
  const result = schema.safeParse(values);
  if (!result.success) throw new EnvError(result.error.issues.map((issue) => issue.message));
  return result.data;
}
