import "server-only";
import { createPrismaClient, type Database } from "@/server/prisma-client";
import { env } from "@/env";

// One client per server process: hot reload in development would otherwise open a pool per edit.
const globalForPrisma = globalThis as unknown as { veilPrisma?: Database };

export const db: Database = globalForPrisma.veilPrisma ?? createPrismaClient(env().DATABASE_URL);

if (process.env.NODE_ENV !== "production") globalForPrisma.veilPrisma = db;
