// POST /api/webhooks/paystack - Paystack reports a transfer's, a charge's or an account's outcome (signed)
import { db } from "@/server/db";
import { serverToServerRoute } from "@/server/http/handler";
import { receivePaystackWebhook } from "@/server/webhooks/paystack-webhook";

export const POST = serverToServerRoute((request) => receivePaystackWebhook(db, request));
