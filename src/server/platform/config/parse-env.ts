import { z } from "zod";
import type { GeneratedSecret } from "./dev-secret";

/** NEXTAUTH_SECRET signs and encrypts session cookies: below 32 bytes it is guessable offline. */
export const MIN_SECRET_BYTES = 32;

const POOL_SIZE = "DATABASE_POOL_SIZE must be a whole number from 1 to 100.";
const TRUSTED_PROXY = 'TRUSTED_PROXY must be "true", "false" or the number of proxies in front of Veil (0 to 10).';

/** How many requests a limit lets through in its window (an hour, or for ANONYMOUS_TEXTS_USUAL_PER_MINUTE a minute). */
function requestLimit(name: string, fallback: number) {
  const message = `${name} must be a whole number from 1 to 1000000.`;
  return z.coerce
    .number({ error: message })
    .int({ error: message })
    .min(1, { error: message })
    .max(1_000_000, { error: message })
    .default(fallback);
}

function milliseconds(name: string, fallback: number) {
  const message = `${name} must be a whole number of milliseconds from 100 to 600000.`;
  return z.coerce
    .number({ error: message })
    .int({ error: message })
    .min(100, { error: message })
    .max(600_000, { error: message })
    .default(fallback);
}

/** A wait a test server shortens (seconds, up to a day); unset, the production default applies. */
function testWait(name: string) {
  const message = `${name} must be a whole number of seconds from 1 to 86400.`;
  return z.coerce
    .number({ error: message })
    .int({ error: message })
    .min(1, { error: message })
    .max(86_400, { error: message })
    .optional();
}

function pinKey(name: string) {
  return z
    .string()
    .refine((value) => Buffer.from(value, "base64").length >= 32, {
      error: `${name} must be at least 32 bytes in base64 (openssl rand -base64 32).`,
    })
    .optional();
}

function provider(name: string) {
  return z.enum(["sandbox", "paystack"], { error: `${name} must be sandbox or paystack.` }).default("sandbox");
}

const PROVIDERS = ["PAYOUTS_PROVIDER", "CARDS_PROVIDER", "FUNDING_PROVIDER"] as const;

/** bcrypt's cost in production: 2^12 rounds, about a quarter of a second of one core per password hash. */
export const MIN_PRODUCTION_BCRYPT_COST = 12;
const BCRYPT_COST_RANGE = "BCRYPT_COST must be a whole number from 4 to 16.";
const bcryptCost = z.coerce
  .number({ error: BCRYPT_COST_RANGE })
  .int({ error: BCRYPT_COST_RANGE })
  .min(4, { error: BCRYPT_COST_RANGE })
  .max(16, { error: BCRYPT_COST_RANGE })
  .default(MIN_PRODUCTION_BCRYPT_COST);

/**
 * The cost new password hashes are made at, read on its own: scripts (the seed) hash passwords without the
 * server's whole environment. The server's boot check (parseEnv) applies the same rule and production's floor.
 */
export function bcryptCostFrom(source: Record<string, string | undefined>): number {
  const result = bcryptCost.safeParse(source.BCRYPT_COST || undefined);
  if (!result.success) throw new EnvError(result.error.issues.map((issue) => issue.message));
  return result.data;
}

const schema = z.object({
  NODE_ENV: z.enum(["development", "test", "production"]).default("development"),
  DATABASE_URL: z
    .string({ error: "DATABASE_URL is missing: set it to your PostgreSQL connection URL." })
    .min(1, { error: "DATABASE_URL is missing: set it to your PostgreSQL connection URL." })
    .regex(/^postgres(ql)?:\/\//, { error: "DATABASE_URL must be a postgresql:// URL." }),
  /**
   * The database itself, when DATABASE_URL goes through a transaction-mode pooler (the name Neon's Vercel
   * integration sets): migrations run on it, and, set and different from DATABASE_URL, it tells the app that
   * DATABASE_URL is pooled, so statements are sent unnamed.
   */
  DATABASE_URL_UNPOOLED: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, { error: "DATABASE_URL_UNPOOLED must be a postgresql:// URL." })
      .optional(),
  ),
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
  /**
   * The key of the transaction PIN's keyed MAC (docs/decisions/pin-keyed-mac.md): 32 bytes in base64, kept out
   * of the database. Unset, it is derived from BVN_ENCRYPTION_KEY, which is never rotated lightly either.
   */
  PIN_KEY: pinKey("PIN_KEY"),
  /** The key PIN_KEY replaced, while a rotation is under way: each PIN is rewritten under PIN_KEY when next used. */
  PIN_KEY_PREVIOUS: pinKey("PIN_KEY_PREVIOUS"),
  /** Which identity vendor answers BVN, NIN, phone, selfie and address checks: the sandbox, or Dojah. */
  IDENTITY_PROVIDER: z
    .enum(["sandbox", "dojah"], { error: "IDENTITY_PROVIDER must be sandbox or dojah." })
    .default("sandbox"),
  /** Signs the payouts vendor's webhooks (HMAC-SHA512 of the raw body); the vendor holds the same secret. */
  PAYOUTS_WEBHOOK_SECRET: z
    .string({ error: "PAYOUTS_WEBHOOK_SECRET is missing: set the webhook secret your payouts provider signs with." })
    .refine((value) => Buffer.byteLength(value, "utf8") >= MIN_SECRET_BYTES, {
      error: `PAYOUTS_WEBHOOK_SECRET is too short: it needs at least ${MIN_SECRET_BYTES} bytes (openssl rand -base64 48).`,
    }),
  /** Which vendor does name enquiry, bank transfers and the bank directory. */
  PAYOUTS_PROVIDER: provider("PAYOUTS_PROVIDER"),
  /** Which card acquirer charges top-ups and keeps saved cards. */
  CARDS_PROVIDER: provider("CARDS_PROVIDER"),
  /** Which vendor gives each wallet its own account number and reports money that arrives in it. */
  FUNDING_PROVIDER: provider("FUNDING_PROVIDER"),
  /** Paystack's secret key (sk_test_… or sk_live_…): authenticates every call and signs its webhooks. */
  PAYSTACK_SECRET_KEY: z.string().optional(),
  PAYSTACK_BASE_URL: z
    .url({ protocol: /^https?$/, error: "PAYSTACK_BASE_URL must be an http(s) URL." })
    .default("https://api.paystack.co"),
  /** Which vendor sends SMS: the sandbox writes them to the sandbox inbox, dojah sends them to phones. */
  SMS_PROVIDER: z.enum(["sandbox", "dojah"], { error: "SMS_PROVIDER must be sandbox or dojah." }).default("sandbox"),
  /** Dojah's app id (the AppId header) and secret key (the Authorization header). */
  DOJAH_APP_ID: z.string().optional(),
  DOJAH_SECRET_KEY: z.string().optional(),
  DOJAH_BASE_URL: z
    .url({ protocol: /^https?$/, error: "DOJAH_BASE_URL must be an http(s) URL." })
    .default("https://api.dojah.io"),
  /** The sender name phones show, registered with Dojah. */
  DOJAH_SENDER_ID: z.string().optional(),
  /** Which way email goes: the sandbox writes it to the sandbox inbox, smtp sends it through SMTP_URL. */
  EMAIL_PROVIDER: z.enum(["sandbox", "smtp"], { error: "EMAIL_PROVIDER must be sandbox or smtp." }).default("sandbox"),
  /** smtps://user:password@host:465 or smtp://user:password@host:587 (STARTTLS). */
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: "SMTP_URL must be an smtp:// or smtps:// URL." }).optional(),
  /** The From of every email, e.g. "Veil <no-reply@veil.ng>". */
  EMAIL_FROM: z.string().optional(),
  /** Where reported transactions and Contact Support go; on the email sandbox it defaults to support@veil.test. */
  SUPPORT_EMAIL: z.email({ error: "SUPPORT_EMAIL must be an email address." }).optional(),
  /** Where the approximate equivalent beside naira gets its daily rates: fixed sandbox rates, or ExchangeRate-API. */
  RATES_PROVIDER: z
    .enum(["sandbox", "open-er-api"], { error: "RATES_PROVIDER must be sandbox or open-er-api." })
    .default("sandbox"),
  OPEN_ER_API_BASE_URL: z
    .url({ protocol: /^https?$/, error: "OPEN_ER_API_BASE_URL must be an http(s) URL." })
    .default("https://open.er-api.com"),
  /** Web Push (docs/push.md): the VAPID key pair (web-push's base64url) and a mailto: or https: contact. */
  VAPID_PUBLIC_KEY: z.string().optional(),
  VAPID_PRIVATE_KEY: z.string().optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)/, { error: "VAPID_SUBJECT must be a mailto: or https:// address." })
    .optional(),
  /**
   * Connected accounts: Google's OAuth client (Google Cloud console › Credentials › OAuth client ID, type Web,
   * redirect URI <site>/api/auth/callback/google). Unset, Google is not offered anywhere.
   */
  GOOGLE_CLIENT_ID: z.string().check(z.minLength(1)).optional(),
  GOOGLE_CLIENT_SECRET: z.string().check(z.minLength(1)).optional(),
  /** Google's OpenID Connect issuer; tests point it at a local stand-in (test/oidc). */
  GOOGLE_ISSUER: z
    .url({ protocol: /^https?$/, error: "GOOGLE_ISSUER must be an http(s) URL." })
    .default("https://accounts.google.com"),
  /**
   * Connected accounts: Facebook Login (developers.facebook.com › your app › Facebook Login, valid OAuth
   * redirect URI <site>/api/auth/callback/facebook). Unset, Facebook is not offered anywhere.
   */
  FACEBOOK_CLIENT_ID: z.string().check(z.minLength(1)).optional(),
  FACEBOOK_CLIENT_SECRET: z.string().check(z.minLength(1)).optional(),
  /** Where Facebook's dialog and Graph API are; unset is Facebook's own. Tests point it at test/oauth's stand-in. */
  FACEBOOK_URL: z.url({ protocol: /^https?$/, error: "FACEBOOK_URL must be an http(s) URL." }).optional(),
  /**
   * This site's own address (https://veil.example), from which Google's redirect URI is made. On Vercel the
   * request's host is used instead; elsewhere it is required as soon as Google is set up.
   */
  NEXTAUTH_URL: z.url({ protocol: /^https?$/, error: "NEXTAUTH_URL must be this site's http(s) address." }).optional(),
  /**
   * A reviewer's key to the sandbox inbox (and the sandbox's other pages) where a provider is real: with it set,
   * the inbox asks for it once and keeps a token in an httpOnly cookie (tests send it in X-Sandbox-Secret);
   * without it the sandbox's pages and routes exist only while every provider is the sandbox.
   */
  SANDBOX_INBOX_SECRET: z
    .string()
    .refine((value) => Buffer.byteLength(value, "utf8") >= MIN_SECRET_BYTES, {
      error: `SANDBOX_INBOX_SECRET is too short: it needs at least ${MIN_SECRET_BYTES} bytes (openssl rand -base64 48).`,
    })
    .optional(),
  /** Vercel sends it as a bearer token to the cron route that drains due jobs; without it the route refuses. */
  CRON_SECRET: z.string().optional(),
  /** Set by Vercel on its deployments: the client's address is then read from Vercel's own header. */
  VERCEL: z.string().optional(),
  /** Vercel's own: "production" on the production deployment, "preview" on a pull request's. */
  VERCEL_ENV: z.string().optional(),
  /**
   * Self-hosted behind proxies that append the address they saw to X-Forwarded-For: how many of them stand
   * in front of Veil ("true" is one). Unset, no header is trusted and every client shares one address.
   */
  TRUSTED_PROXY: z
    .union([z.literal("true").transform(() => 1), z.literal("false").transform(() => 0), z.coerce.number()], {
      error: TRUSTED_PROXY,
    })
    .pipe(
      z
        .number({ error: TRUSTED_PROXY })
        .int({ error: TRUSTED_PROXY })
        .min(0, { error: TRUSTED_PROXY })
        .max(10, { error: TRUSTED_PROXY }),
    )
    .default(0),
  /** Identity lookups (onboarding step 1 and the selfie) one client may make in an hour. */
  VERIFY_LIMIT_PER_HOUR: requestLimit("VERIFY_LIMIT_PER_HOUR", 20),
  /**
   * Identity lookups from everyone together in an hour (each a paid call to the identity vendor): past it an
   * alarm is logged and every lookup is asked for a proof of work until the hour ends; nobody is turned away.
   */
  VERIFY_LIMIT_TOTAL_PER_HOUR: requestLimit("VERIFY_LIMIT_TOTAL_PER_HOUR", 1000),
  /**
   * Anonymous requests that send a text (onboarding step 1, "Forgot Password?") from everyone together in a usual
   * minute: above it the browser is asked for a proof of work, harder as the rate doubles.
   */
  ANONYMOUS_TEXTS_USUAL_PER_MINUTE: requestLimit("ANONYMOUS_TEXTS_USUAL_PER_MINUTE", 10),
  /** Wallets one client may create (onboarding step 3) in an hour. */
  WALLET_CREATE_LIMIT_PER_HOUR: requestLimit("WALLET_CREATE_LIMIT_PER_HOUR", 10),
  /** Name enquiries one signed-in account may make in an hour. */
  NAME_ENQUIRY_LIMIT_PER_HOUR: requestLimit("NAME_ENQUIRY_LIMIT_PER_HOUR", 60),
  /** Name enquiries from one client (any account) in an hour. */
  NAME_ENQUIRY_CLIENT_LIMIT_PER_HOUR: requestLimit("NAME_ENQUIRY_CLIENT_LIMIT_PER_HOUR", 300),
  /** Delivery-status checks (GET /api/messages/:id) one client may make in an hour: a code screen polls it. */
  MESSAGE_STATUS_LIMIT_PER_HOUR: requestLimit("MESSAGE_STATUS_LIMIT_PER_HOUR", 600),
  /** Delivery-status checks from everyone together in an hour, where clients cannot be told apart. */
  MESSAGE_STATUS_LIMIT_TOTAL_PER_HOUR: requestLimit("MESSAGE_STATUS_LIMIT_TOTAL_PER_HOUR", 100_000),
  /** How long a request waits for a new database connection before answering 503. */
  DATABASE_CONNECT_TIMEOUT_MS: milliseconds("DATABASE_CONNECT_TIMEOUT_MS", 5_000),
  /**
   * The longest one statement may run; lock waits get 80% of it and a stalled database is given up on one
   * second after it. A transfer waits on its wallet's row lock behind others for the same wallet, and each
   * holds it for milliseconds, so a busy wallet's queue stays far below it.
   */
  DATABASE_STATEMENT_TIMEOUT_MS: milliseconds("DATABASE_STATEMENT_TIMEOUT_MS", 5_000),
  /** A cooling-off send's wait, in seconds (src/lib/limits.ts SEND_PROTECTION has the production default). */
  COOLING_OFF_SECONDS: testWait("COOLING_OFF_SECONDS"),
  /** How long an accepted unfreeze waits, in seconds (src/server/auth/freeze/unfreeze-delay.ts has the default). */
  UNFREEZE_DELAY_SECONDS: testWait("UNFREEZE_DELAY_SECONDS"),
  /**
   * How long a payout, a top-up or an account number may stay pending before the person is told and a case
   * opens, in seconds (src/server/money/pending/pending-clock.ts has the production default, a day).
   */
  PENDING_NOTICE_SECONDS: testWait("PENDING_NOTICE_SECONDS"),
  /** bcrypt's cost for new password hashes; existing hashes keep the cost they were made at. */
  BCRYPT_COST: bcryptCost,
  /** "true" lets a production build hash below cost 12: for test servers only, never where it is live. */
  BCRYPT_TEST_COST: z.enum(["true", "false"], { error: 'BCRYPT_TEST_COST must be "true" or "false".' }).optional(),
});

/** Paystack needs its secret key as soon as any provider is paystack. */
const withVendorKeys = schema.superRefine((value, ctx) => {
  const chosen = PROVIDERS.filter((name) => value[name] === "paystack");
  // Live payouts beside a sandbox that credits wallets (test cards, simulated deposits) would pay real naira
  // out of made-up money: a live key takes every money provider live.
  const sandboxes = PROVIDERS.filter((name) => value[name] === "sandbox");
  if (value.PAYOUTS_PROVIDER === "paystack" && value.PAYSTACK_SECRET_KEY?.startsWith("sk_live_") && sandboxes.length) {
    ctx.addIssue({
      code: "custom",
      path: ["PAYOUTS_PROVIDER"],
      message: `A live PAYSTACK_SECRET_KEY pays real money out, so ${sandboxes.join(" and ")} must be paystack too: a sandbox would credit wallets with money that does not exist.`,
    });
  }
  if (chosen.length > 0 && !value.PAYSTACK_SECRET_KEY?.startsWith("sk_")) {
    ctx.addIssue({
      code: "custom",
      path: ["PAYSTACK_SECRET_KEY"],
      message: `PAYSTACK_SECRET_KEY is missing: ${chosen.join(", ")} ${chosen.length > 1 ? "are" : "is"} paystack; set it to your Paystack secret key (sk_test_… or sk_live_…).`,
    });
  }
  messageProviderIssues(value).forEach((issue) => ctx.addIssue({ code: "custom", ...issue }));
  bcryptCostIssues(value).forEach((issue) => ctx.addIssue({ code: "custom", ...issue }));
  googleIssues(value).forEach((issue) => ctx.addIssue({ code: "custom", ...issue }));
  facebookIssues(value).forEach((issue) => ctx.addIssue({ code: "custom", ...issue }));
  // The sandbox inbox shows every code and alert to whoever opens it: fine on a preview a reviewer reads, a
  // takeover of any account where real people have money (a live key, or Vercel's production deployment).
  const live = value.PAYSTACK_SECRET_KEY?.startsWith("sk_live_") || value.VERCEL_ENV === "production";
  const sandboxMessages = (["SMS_PROVIDER", "EMAIL_PROVIDER"] as const).filter((name) => value[name] === "sandbox");
  // Real people are told a day late, not seconds: a shortened notice would open cases for every transfer.
  if (live && value.PENDING_NOTICE_SECONDS !== undefined) {
    ctx.addIssue({
      code: "custom",
      path: ["PENDING_NOTICE_SECONDS"],
      message:
        "PENDING_NOTICE_SECONDS is for test servers only: unset it on a live deployment (the notice comes after a day).",
    });
  }
  // The sandbox's made-up people pass anyone's identity check, up to tier 3's limits.
  if (live && value.IDENTITY_PROVIDER === "sandbox") {
    ctx.addIssue({
      code: "custom",
      path: ["IDENTITY_PROVIDER"],
      message:
        "IDENTITY_PROVIDER must be dojah on a live deployment: the sandbox's made-up identities would let anyone reach the highest limits.",
    });
  }
  if (live && sandboxMessages.length) {
    ctx.addIssue({
      code: "custom",
      path: [sandboxMessages[0]!],
      message: `${sandboxMessages.join(" and ")} must be real (SMS_PROVIDER=dojah, EMAIL_PROVIDER=smtp) on a live deployment: the sandbox inbox at /sandbox/inbox would show everyone's codes to anyone.`,
    });
  } else if (sandboxMessages.length && !value.SANDBOX_INBOX_SECRET) {
    // A real identity or money provider means real people: their sign-up, sign-in and reset codes would be
    // in an inbox anyone could open. A reviewer's deployment on test keys keeps the inbox behind a secret.
    const real = [
      ...(value.IDENTITY_PROVIDER === "dojah" ? ["IDENTITY_PROVIDER=dojah"] : []),
      ...PROVIDERS.filter((name) => value[name] === "paystack").map((name) => `${name}=paystack`),
    ];
    if (real.length) {
      ctx.addIssue({
        code: "custom",
        path: [sandboxMessages[0]!],
        message: `${real.join(", ")} with ${sandboxMessages.map((name) => `${name}=sandbox`).join(" and ")}: the sandbox inbox would show real people's codes to anyone. Set SMS_PROVIDER=dojah and EMAIL_PROVIDER=smtp, or, on a reviewer's deployment with test keys, SANDBOX_INBOX_SECRET (openssl rand -base64 48) to keep the inbox behind it.`,
      });
    }
  }
});

/**
 * Below cost 12 a leaked password table is cracked several times faster. Production refuses it; the end-to-end
 * servers (a production build) run at a test cost only with BCRYPT_TEST_COST=true, and never where it is live.
 */
function bcryptCostIssues(value: z.infer<typeof schema>): { path: string[]; message: string }[] {
  if (value.NODE_ENV !== "production" || value.BCRYPT_COST >= MIN_PRODUCTION_BCRYPT_COST) return [];
  const live = value.PAYSTACK_SECRET_KEY?.startsWith("sk_live_") || value.VERCEL_ENV === "production";
  if (value.BCRYPT_TEST_COST === "true" && !live) return [];
  return [
    {
      path: ["BCRYPT_COST"],
      message: `BCRYPT_COST is ${value.BCRYPT_COST}: production needs at least ${MIN_PRODUCTION_BCRYPT_COST}, or a leaked password table would be cracked far faster. Remove it or set it to ${MIN_PRODUCTION_BCRYPT_COST} or more.`,
    },
  ];
}

/** Facebook is set up whole or not at all, as Google is. */
function facebookIssues(value: z.infer<typeof schema>): { path: string[]; message: string }[] {
  if (!value.FACEBOOK_CLIENT_ID && !value.FACEBOOK_CLIENT_SECRET) return [];
  if (!value.FACEBOOK_CLIENT_ID || !value.FACEBOOK_CLIENT_SECRET) {
    const missing = value.FACEBOOK_CLIENT_ID ? "FACEBOOK_CLIENT_SECRET" : "FACEBOOK_CLIENT_ID";
    return [{ path: [missing], message: `${missing} is missing: Facebook needs both its app id and secret.` }];
  }
  if (!value.VERCEL && !value.NEXTAUTH_URL) {
    return [
      {
        path: ["NEXTAUTH_URL"],
        message: "NEXTAUTH_URL is missing: Facebook sends people back to this site's address, so set it (https://…).",
      },
    ];
  }
  return [];
}

/** Google is set up whole or not at all: half a client would offer a Connect button that always fails. */
function googleIssues(value: z.infer<typeof schema>): { path: string[]; message: string }[] {
  if (!value.GOOGLE_CLIENT_ID && !value.GOOGLE_CLIENT_SECRET) return [];
  if (!value.GOOGLE_CLIENT_ID || !value.GOOGLE_CLIENT_SECRET) {
    const missing = value.GOOGLE_CLIENT_ID ? "GOOGLE_CLIENT_SECRET" : "GOOGLE_CLIENT_ID";
    return [{ path: [missing], message: `${missing} is missing: Google needs both its client id and secret.` }];
  }
  if (!value.VERCEL && !value.NEXTAUTH_URL) {
    return [
      {
        path: ["NEXTAUTH_URL"],
        message: "NEXTAUTH_URL is missing: Google sends people back to this site's address, so set it (https://…).",
      },
    ];
  }
  return [];
}

/** A real message or identity provider needs its keys: without them every code, alert or check would fail. */
function messageProviderIssues(value: z.infer<typeof schema>): { path: string[]; message: string }[] {
  const issues: { path: string[]; message: string }[] = [];
  const onDojah = (["SMS_PROVIDER", "IDENTITY_PROVIDER"] as const).filter((name) => value[name] === "dojah");
  const dojahKeys = ["DOJAH_APP_ID", "DOJAH_SECRET_KEY"] as const;
  for (const name of onDojah.length ? dojahKeys : []) {
    const who = `${onDojah.join(" and ")} ${onDojah.length > 1 ? "are" : "is"} dojah`;
    if (!value[name]) issues.push({ path: [name], message: `${name} is missing: ${who}.` });
  }
  if (value.SMS_PROVIDER === "dojah" && !value.DOJAH_SENDER_ID) {
    issues.push({ path: ["DOJAH_SENDER_ID"], message: "DOJAH_SENDER_ID is missing: SMS_PROVIDER is dojah." });
  }
  if (value.EMAIL_PROVIDER === "smtp") {
    if (!value.SMTP_URL) issues.push({ path: ["SMTP_URL"], message: "SMTP_URL is missing: EMAIL_PROVIDER is smtp." });
    if (!value.EMAIL_FROM)
      issues.push({ path: ["EMAIL_FROM"], message: "EMAIL_FROM is missing: EMAIL_PROVIDER is smtp." });
    if (!value.SUPPORT_EMAIL)
      issues.push({ path: ["SUPPORT_EMAIL"], message: "SUPPORT_EMAIL is missing: EMAIL_PROVIDER is smtp." });
  }
  return issues;
}

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
  const result = withVendorKeys.safeParse(values);
  if (!result.success) throw new EnvError(result.error.issues.map((issue) => issue.message));
  return result.data;
}
