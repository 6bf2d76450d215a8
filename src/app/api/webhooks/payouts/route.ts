// POST /api/webhooks/payouts - the same signed webhook as /api/webhooks/paystack, at the address the payouts
// sandbox and existing deployments post to
import { db } from "@/server/db";
import { serverToServerRoute } from "@/server/http/handler";
import { receivePaystackWebhook } from "@/server/webhooks/paystack-webhook";

export const POST = serverToServerRoute((request) => receivePaystackWebhook(db, request));
