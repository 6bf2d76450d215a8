import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { env } from "@/env";
import type { Env } from "@/server/platform/config/parse-env";
import { readCookie } from "@/server/platform/http/read-cookie";

// The sandbox's own pages and routes (the inbox of every code and alert it "sent", money simulated into a
// wallet) are harmless only where nothing is real. Anywhere a provider is real they exist only for a reviewer
// holding SANDBOX_INBOX_SECRET; for anyone else they do not exist (404, never 403).

/** A test or script sends the secret itself in this header. */
export const REVIEWER_HEADER = "x-sandbox-secret";
/** A browser keeps a token made from the secret (never the secret) in this httpOnly cookie once it was typed. */
export const REVIEWER_COOKIE = "veil-sandbox-reviewer";
/** The cookie lasts a reviewer's working week. */
export const REVIEWER_COOKIE_MAX_AGE = 7 * 24 * 60 * 60;

/** Every provider that could touch a real person, money or identity is the sandbox. */
export function everyProviderIsSandbox(config: Env = env()): boolean {
  return (
    config.PAYOUTS_PROVIDER === "sandbox" &&
    config.CARDS_PROVIDER === "sandbox" &&
    config.FUNDING_PROVIDER === "sandbox" &&
    config.IDENTITY_PROVIDER === "sandbox" &&
    config.SMS_PROVIDER === "sandbox" &&
    config.EMAIL_PROVIDER === "sandbox"
  );
}

/** Whether this deployment keeps its sandbox behind a reviewer secret (a provider is real, the secret is set). */
export function reviewerSecretAsked(config: Env = env()): boolean {
  return !everyProviderIsSandbox(config) && Boolean(config.SANDBOX_INBOX_SECRET);
}

/** What the cookie holds: the secret's keyed hash, so a copied cookie does not give the secret away. */
export function reviewerToken(secret: string): string {
  return createHmac("sha256", secret).update("veil sandbox reviewer").digest("base64url");
}

function same(a: string, b: string): boolean {
  const [left, right] = [Buffer.from(a), Buffer.from(b)];
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Whether `candidate` is this deployment's reviewer secret. */
export function isReviewerSecret(candidate: string, config: Env = env()): boolean {
  const secret = config.SANDBOX_INBOX_SECRET;
  return Boolean(secret) && same(candidate, secret!);
}

/**
 * The one rule for the sandbox's pages and routes: open where every provider is the sandbox; elsewhere only to
 * a request carrying the reviewer secret (header) or its cookie.
 */
export function sandboxOpenTo(headers: Headers, config: Env = env()): boolean {
  if (everyProviderIsSandbox(config)) return true;
  const secret = config.SANDBOX_INBOX_SECRET;
  if (!secret) return false;
  const sent = headers.get(REVIEWER_HEADER);
  if (sent !== null) return isReviewerSecret(sent, config);
  const token = readCookie(headers, REVIEWER_COOKIE);
  return token !== undefined && same(token, reviewerToken(secret));
}
