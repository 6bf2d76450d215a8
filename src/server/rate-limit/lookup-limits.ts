import "server-only";
import { env } from "@/env";
import type { Database } from "@/server/prisma-client";
import { clientIp } from "@/server/http/client-ip";
import { spendHourly } from "./rate-limit";

/**
 * An identity lookup (onboarding step 1, the selfie): each is a paid vendor call that shows a person's details,
 * so it is limited per client and for everyone together. Refuses with 429 before the vendor is asked.
 */
export function limitIdentityLookup(db: Database, request: Request): Promise<void> {
  const { VERIFY_LIMIT_PER_HOUR, VERIFY_LIMIT_TOTAL_PER_HOUR } = env();
  return spendHourly(db, [
    { bucket: `verify:client:${clientIp(request.headers)}`, max: VERIFY_LIMIT_PER_HOUR },
    { bucket: "verify:all", max: VERIFY_LIMIT_TOTAL_PER_HOUR },
  ]);
}

/** A name enquiry shows an account holder's name: limited per signed-in account and per client. */
export function limitNameEnquiry(db: Database, request: Request, userId: string): Promise<void> {
  const { NAME_ENQUIRY_LIMIT_PER_HOUR, NAME_ENQUIRY_CLIENT_LIMIT_PER_HOUR } = env();
  return spendHourly(db, [
    { bucket: `name-enquiry:user:${userId}`, max: NAME_ENQUIRY_LIMIT_PER_HOUR },
    { bucket: `name-enquiry:client:${clientIp(request.headers)}`, max: NAME_ENQUIRY_CLIENT_LIMIT_PER_HOUR },
  ]);
}

/** Creating a wallet hashes a password and writes an account: limited per client, counted before either. */
export function limitWalletCreation(db: Database, request: Request): Promise<void> {
  return spendHourly(db, [
    { bucket: `wallet-create:client:${clientIp(request.headers)}`, max: env().WALLET_CREATE_LIMIT_PER_HOUR },
  ]);
}
