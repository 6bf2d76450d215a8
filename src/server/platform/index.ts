// The platform module's front door: the only file routes, pages and other modules import from it.
// What every module stands on: the database client's type and its errors, HTTP answers and readers, the
// session cookie, configuration, keys, idempotency, rate limits, the jobs' runner, server texts. It imports no
// other module at run time.
export { analyticsEventsOf, recordAnalyticsEvent } from "./analytics/analytics-events";
export { sweepAnalyticsEvents } from "./analytics/sweep-analytics-events";
export { developmentSecret } from "./config/dev-secret";
export { bcryptCostFrom, parseEnv } from "./config/parse-env";
export type { Env } from "./config/parse-env";
export { derivedKey, derivedMacKey } from "./crypto/derived-key";
export { openText, sealText } from "./crypto/sealed-text";
export { openSecretField, openSignedValue, secretField, signValue, signature } from "./crypto/signed-value";
export { fromSql, isUniqueViolation, isWriteConflict, sqlState } from "./database/db-errors";
export { preparedStatement } from "./database/prepared-statement";
export { MONEY_TX, createPrismaClient, isPooled } from "./database/prisma-client";
export type { Database, Tx } from "./database/prisma-client";
export { ApiError, IdentityProviderUnavailableError, SIGN_IN_REQUIRED, errorResponse } from "./http/api-error";
export { SHARED_CLIENT, behindTrustedProxy, clientIp, deployment } from "./http/client-ip";
export type { ProxyTrust } from "./http/client-ip";
export {
  DATABASE_UNAVAILABLE,
  errorReason,
  isDatabaseUnavailable,
  reportDatabaseUnavailable,
  whenDatabaseUnavailable,
} from "./http/database-unavailable";
export { localizedAnswer } from "./http/localized-answer";
export { firstIssueMessage, readBody, readBytes, readText } from "./http/read-body";
export { readCookie } from "./http/read-cookie";
export { MAX_IMAGE_BYTES, jpegImage, readImage } from "./http/read-image";
export { CROSS_SITE_REFUSED, assertSameOrigin } from "./http/same-origin";
export {
  SESSION_MAX_AGE_SECONDS,
  cookieOptions,
  decodeSession,
  encodeSession,
  secureCookies,
  sessionCookieName,
} from "./http/session-token";
export { configuredOrigin, siteOrigin } from "./http/site-origin";
export { deviceWords } from "./i18n/device-words";
export { rememberLanguage } from "./i18n/language-cookie";
export { idempotencyKeyFrom, idempotent, keyTaken, storeAnswerFor } from "./idempotency/idempotency";
export type { Answer, Claim, IdempotentRequest, Key } from "./idempotency/idempotency";
export { drainJobsAfterResponse, whenJobsMayRun } from "./jobs/after-response";
export { forEachBounded } from "./jobs/bounded";
export { CRON_SWITCHED_OFF, isCronRequest } from "./jobs/cron-auth";
export { drainDueJobs } from "./jobs/drain";
export { DAY_MS, HOUR_MS, MINUTE_MS, SECOND_MS } from "./jobs/job";
export type { Job, JobContext } from "./jobs/job";
export { deleteInBatches } from "./jobs/sweeps/delete-in-batches";
export { sweepExpiredIdempotencyKeys } from "./jobs/sweeps/expired-idempotency-keys";
export { perClient, refundHourly, spendHourly } from "./rate-limit/rate-limit";
export type { HourlyLimit } from "./rate-limit/rate-limit";
export { askWorkWhenBusy } from "./rate-limit/text-budget";
export {
  REVIEWER_COOKIE,
  REVIEWER_COOKIE_MAX_AGE,
  isReviewerSecret,
  reviewerSecretAsked,
  reviewerToken,
  sandboxOpenTo,
} from "./sandbox/sandbox-access";
