import "server-only";
import { createPrismaClient, type Database } from "@/server/prisma-client";
import { env } from "@/env";

// One client per server process: hot reload in development would otherwise open a pool per edit.
const globalForPrisma = globalThis as unknown as { veilPrisma?: Database };

function client(): Database {
  globalForPrisma.veilPrisma ??= createPrismaClient(env().DATABASE_URL, env().DATABASE_POOL_SIZE);
  return globalForPrisma.veilPrisma;
}

/**
 * The database, connected on first use rather than on import: `next build` imports route modules to read
 * their configuration, and a build needs no database (nor its URL).
 */
export const db: Database = new Proxy({} as Database, {
  get(_target, property) {
    const target = client();
    const value = Reflect.get(target, property, target);
    return typeof value === "function" ? value.bind(target) : value;
  },
});
