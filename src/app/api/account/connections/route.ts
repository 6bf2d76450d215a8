// GET /api/account/connections - the accounts linked to this wallet, and which ones this deployment offers
import { userRoute } from "@/server/web";
import { listConnections } from "@/server/auth";
import { oauthOffered } from "@/server/vendors";
import { db } from "@/server/db";

export const GET = userRoute(async (_request, user) => ({
  data: { connections: await listConnections(db, user.id), available: oauthOffered() },
}));
