// Integration tests call route handlers and services directly: they read the environment as the server does.
process.env.NEXTAUTH_SECRET ||= "integration-tests-secret-integration-tests-secret";
process.env.BVN_ENCRYPTION_KEY ||= Buffer.alloc(32, 42).toString("base64");
process.env.PAYOUTS_WEBHOOK_SECRET ||= "integration-tests-webhook-secret-integration-tests";
// Tests stand for many clients by sending each its own X-Forwarded-For, as one trusted proxy in front would.
process.env.TRUSTED_PROXY ||= "1";
// Onboarding many people from one test file: lookups are limited per hour, in the tests that say so.
process.env.VERIFY_LIMIT_PER_HOUR ||= "100000";
process.env.VERIFY_LIMIT_TOTAL_PER_HOUR ||= "1000000";
process.env.ANONYMOUS_TEXTS_USUAL_PER_MINUTE ||= "1000000";
process.env.WALLET_CREATE_LIMIT_PER_HOUR ||= "100000";
process.env.NAME_ENQUIRY_LIMIT_PER_HOUR ||= "100000";
process.env.NAME_ENQUIRY_CLIENT_LIMIT_PER_HOUR ||= "1000000";
// bcrypt at cost 4 (16 rounds, about a millisecond): tests that measure a hash's wait build a pool that does.
process.env.BCRYPT_COST ||= "4";
