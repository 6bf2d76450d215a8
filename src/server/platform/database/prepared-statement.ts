import type { QueryConfig } from "pg";

/**
 * A statement each pooled connection prepares once (parsed and planned) and then only binds and runs: for
 * the few that every payment request makes. Planning the settle statement costs more than running it
 * (docs/performance.md). Through a transaction-mode pooler (DATABASE_URL_UNPOOLED set and different) the
 * database client sends it unnamed instead (src/server/platform/database/prisma-client.ts): a pooler hands each transaction any
 * server connection, where the name is unknown or already taken.
 */
export function preparedStatement(name: string, text: string): (values: unknown[]) => QueryConfig {
  return (values) => ({ name, text, values });
}
