// POST /api/webhooks/paystack - Paystack reports a transfer's, a charge's or an account's outcome (signed)
export { paystackWebhookRoute as POST } from "@/server/webhooks/paystack-webhook";
