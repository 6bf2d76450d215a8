// POST /api/webhooks/payouts - the same signed webhook as /api/webhooks/paystack, at the address the payouts
// sandbox and existing deployments post to
import { db } from "@/server/db";
import { serverToServerRoute } from "@/server/web";
import { receivePaystackWebhook } from "@/server/money";

export const POST = serverToServerRoute((request) => receivePaystackWebhook(db, request));
