// Small server-level helpers on any PostgreSQL: free ports, and databases made and dropped by name.
import net from "node:net";
import pg from "pg";

export async function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once("error", () => resolve(false));
    server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
  });
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** A database URL on the same server with another database name. */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** Names go into DDL, which takes no parameters: only our own lower-case names are allowed. */
function quoted(name: string): string {
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`Invalid database name: ${name}`);
  return `"${name}"`;
}

async function withAdmin<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Creates the database unless it exists; with a template, as a copy of it (milliseconds, not a migration). */
export async function ensureDatabase(
  adminUrl: string,
  name: string,
  options: { template?: string } = {},
): Promise<void> {
  const template = options.template ? ` TEMPLATE ${quoted(options.template)}` : "";
  await withAdmin(adminUrl, async (client) => {
    const found = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE ${quoted(name)}${template}`);
  });
}

export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  await withAdmin(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${quoted(name)} WITH (FORCE)`));
}
