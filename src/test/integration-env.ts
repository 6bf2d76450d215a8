// Integration tests call route handlers and services directly: they read the environment as the server does.
process.env.NEXTAUTH_SECRET ||= "integration-tests-secret-integration-tests-secret";
process.env.BVN_ENCRYPTION_KEY ||= Buffer.alloc(32, 42).toString("base64");
process.env.PAYOUTS_WEBHOOK_SECRET ||= "integration-tests-webhook-secret-integration-tests";
