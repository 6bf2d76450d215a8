import { PrismaPg } from "@prisma/adapter-pg";
import { Prisma, PrismaClient } from "@/generated/prisma/client";

export type Database = PrismaClient;
/** A transaction handle: data functions take it first so that a money movement commits or rolls back whole. */
export type Tx = Prisma.TransactionClient;

export function createPrismaClient(databaseUrl: string): PrismaClient {
  return new PrismaClient({ adapter: new PrismaPg({ connectionString: databaseUrl }) });
}

/**
 * Options for the short transactions that move money. Many requests for one wallet queue on its row lock, so
 * a transaction may wait longer than Prisma's 2-second default for a connection without anything being wrong.
 */
export const MONEY_TX = { maxWait: 10_000, timeout: 20_000 } as const;
