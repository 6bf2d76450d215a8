import type { QueryConfig } from "pg";

/**
 * A statement each pooled connection prepares once (parsed and planned) and then only binds and runs: for
 * the few that every payment request makes. Planning the settle statement costs more than running it
 * (docs/performance.md). Through a connection pooler in transaction mode this needs the pooler's prepared-statement
 * support (PgBouncer 1.21 or later with max_prepared_statements, Neon's pooler); a direct URL always works.
 */
export function preparedStatement(name: string, text: string): (values: unknown[]) => QueryConfig {
  return (values) => ({ name, text, values });
}
