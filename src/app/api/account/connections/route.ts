// GET /api/account/connections - the accounts linked to this wallet, and which ones this deployment offers
import { userRoute } from "@/server/http/handler";
import { listConnections } from "@/server/connected-accounts/connected-accounts";
import { googleConfigured } from "@/server/connected-accounts/google-provider";
import { db } from "@/server/db";

export const GET = userRoute(async (_request, user) => ({
  data: { connections: await listConnections(db, user.id), available: googleConfigured() ? ["google"] : [] },
}));
