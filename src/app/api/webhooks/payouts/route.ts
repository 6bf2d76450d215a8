// POST /api/webhooks/payouts - the same signed webhook as /api/webhooks/paystack, at the address the payouts
// sandbox and existing deployments post to
export { paystackWebhookRoute as POST } from "@/server/webhooks/paystack-webhook";
