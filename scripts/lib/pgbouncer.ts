// PgBouncer in transaction mode with its default settings, in front of a PostgreSQL server: what Neon,
// Supabase and Vercel's Postgres hand out as the pooled URL. For tests and the bench; Debian's package
// (apt-get install -y pgbouncer) is 1.18, which keeps no prepared statements and takes no startup parameters.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { freePort } from "./pg-admin";

export const PGBOUNCER_MISSING =
  "PgBouncer is not installed: `apt-get install -y pgbouncer` (Debian's 1.18) installs it. " +
  "Set VEIL_SKIP_PGBOUNCER=1 to skip the tests that need it.";

/** The pgbouncer binary on PATH or where Debian puts it, or null. */
export function pgbouncerBinary(): string | null {
  for (const candidate of ["pgbouncer", "/usr/sbin/pgbouncer"]) {
    const found = spawnSync(candidate, ["--version"], { encoding: "utf8" });
    if (found.status === 0) return candidate;
  }
  return null;
}

export type PgBouncer = {
  /** `serverUrl` with PgBouncer's host and port instead: every database on that server, pooled. */
  url(serverUrl: string): string;
  /** What PgBouncer has logged so far. */
  log(): string;
  stop(): Promise<void>;
};

function waitForPort(port: number, child: ChildProcess, output: () => string, deadlineMs = 10_000): Promise<void> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const attempt = () => {
      if (child.exitCode !== null) return reject(new Error(`PgBouncer exited at start:\n${output()}`));
      const socket = net.connect(port, "127.0.0.1");
      socket.once("connect", () => {
        socket.destroy();
        resolve();
      });
      socket.once("error", () => {
        socket.destroy();
        if (Date.now() - started > deadlineMs) reject(new Error(`PgBouncer did not listen in time:\n${output()}`));
        else setTimeout(attempt, 50);
      });
    };
    attempt();
  });
}

/** PgBouncer settings are `key = value` lines: a value with a newline could add settings of its own. */
function plain(value: string): string {
  if (/[\r\n"]/.test(value)) throw new Error("A PgBouncer setting may not contain a newline or a quote.");
  return value;
}

/**
 * Starts PgBouncer in front of the server `serverUrl` names (its user and password are what clients log in
 * with and what PgBouncer logs in to the server with). Transaction mode; everything else PgBouncer's default.
 * It refuses to run as root, so as root it drops to the `postgres` user (`useradd -r postgres` once).
 */
export async function startPgBouncer(serverUrl: string): Promise<PgBouncer> {
  const binary = pgbouncerBinary();
  if (!binary) throw new Error(PGBOUNCER_MISSING);
  const server = new URL(serverUrl);
  const user = decodeURIComponent(server.username);
  const password = decodeURIComponent(server.password);
  const port = await freePort();
  const dir = mkdtempSync(path.join(os.tmpdir(), "veil-pgbouncer-"));
  chmodSync(dir, 0o755);
  writeFileSync(path.join(dir, "users.txt"), `"${plain(user)}" "${plain(password)}"\n`, { mode: 0o644 });
  const ini = [
    "[databases]",
    // Any database name a client asks for, on the one server.
    `* = host=${plain(server.hostname)} port=${plain(server.port || "5432")}`,
    "[pgbouncer]",
    "listen_addr = 127.0.0.1",
    `listen_port = ${port}`,
    "unix_socket_dir =",
    "auth_type = plain",
    `auth_file = ${path.join(dir, "users.txt")}`,
    "pool_mode = transaction",
    "",
  ].join("\n");
  const iniFile = path.join(dir, "pgbouncer.ini");
  writeFileSync(iniFile, ini, { mode: 0o644 });
  const asRoot = process.getuid?.() === 0;
  if (asRoot && spawnSync("id", ["-u", "postgres"]).status !== 0) {
    throw new Error(
      "PgBouncer will not run as root, and there is no postgres user to run it as: `useradd -r postgres`.",
    );
  }
  const child = spawn(binary, [...(asRoot ? ["-u", "postgres"] : []), iniFile], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGINT");
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitForPort(port, child, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    url(databaseUrl: string) {
      const pooled = new URL(databaseUrl);
      pooled.hostname = "127.0.0.1";
      pooled.port = String(port);
      return pooled.toString();
    },
    log: () => output,
    stop,
  };
}
