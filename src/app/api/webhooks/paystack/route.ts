// POST /api/webhooks/paystack - Paystack reports a transfer's, a charge's or an account's outcome (signed)
import { db } from "@/server/db";
import { serverToServerRoute } from "@/server/web";
import { receivePaystackWebhook } from "@/server/money";

export const POST = serverToServerRoute((request) => receivePaystackWebhook(db, request));
