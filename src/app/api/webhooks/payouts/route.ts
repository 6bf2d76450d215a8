// POST /api/webhooks/payouts - the payouts provider reports a transfer's outcome (signed, Paystack format)
import { db } from "@/server/db";
import { env } from "@/env";
import { serverToServerRoute } from "@/server/http/handler";
import { ApiError } from "@/server/http/api-error";
import { readText } from "@/server/http/read-body";
import { SIGNATURE_HEADER, toPayoutUpdate, validWebhookSignature } from "@/server/providers/payouts/transfer-webhook";
import { applyPayoutUpdate } from "@/server/transfers/payout-update";

const MAX_WEBHOOK_BYTES = 64 * 1024;

export const POST = serverToServerRoute(async (request) => {
  const raw = await readText(request, MAX_WEBHOOK_BYTES);
  // The signature first, on the raw bytes: nothing unsigned is parsed.
  if (!validWebhookSignature(raw, request.headers.get(SIGNATURE_HEADER), env().PAYOUTS_WEBHOOK_SECRET)) {
    throw new ApiError("unauthorized", "Invalid signature.");
  }
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new ApiError("bad_request", "The request body is not valid JSON.");
  }
  const update = toPayoutUpdate(json);
  if (!update) return { received: true };
  // Replays, and reports about a payout already settled, change nothing.
  return { received: true, settled: await applyPayoutUpdate(db, update) };
});
