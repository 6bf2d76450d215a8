// A production server of its own, on a database of its own reached through a relay that can stall: while
// stalled it holds every byte both ways, as a PostgreSQL stopped with SIGSTOP would (connections stay open,
// nothing answers). For the tests of what a person sees while the database stalls.
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { dropDatabase, ensureDatabase, withDatabase } from "../scripts/lib/pg-admin";
import { startRelay, type Relay } from "../scripts/lib/stallable-relay";

const ROOT = path.resolve(__dirname, "..");

/** The server's address, its relay's stall (stallAt: when the app next sends a statement with that text) and resume. */
export type StallableServer = Pick<Relay, "stall" | "stallAt" | "resume"> & { url: string; stop(): Promise<void> };

function waitForHealth(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 90_000;
  return new Promise((resolve, reject) => {
    const poll = async () => {
      if (child.exitCode !== null) return reject(new Error(`next start exited:\n${output()}`));
      if (Date.now() > deadline) return reject(new Error(`next start did not answer in time:\n${output()}`));
      const ok = await fetch(`${url}/api/health`).then(
        (answer) => answer.ok,
        () => false,
      );
      if (ok) resolve();
      else setTimeout(poll, 250);
    };
    void poll();
  });
}

/**
 * `adminUrl` is a URL on the PostgreSQL server the suite uses (its user may create databases). The database
 * is migrated and seeded with the demo account directly, then the server reaches it only through the relay.
 */
export async function startStallableServer(adminUrl: string, port: number): Promise<StallableServer> {
  const name = `veil_e2e_stall_${randomBytes(4).toString("hex")}`;
  await ensureDatabase(adminUrl, name);
  const direct = withDatabase(adminUrl, name);
  const env = { ...process.env, DATABASE_URL: direct, DATABASE_URL_UNPOOLED: "", SEED_DEMO_ACCOUNT: "true" };
  execFileSync(process.execPath, ["--import", "tsx", path.join(ROOT, "scripts", "db-migrate.ts")], {
    cwd: ROOT,
    env,
    stdio: "ignore",
  });
  execFileSync(
    process.execPath,
    ["--conditions=react-server", "--import", "tsx", path.join(ROOT, "prisma", "seed.ts")],
    {
      cwd: ROOT,
      env,
      stdio: "ignore",
    },
  );
  const relay = await startRelay(new URL(direct));
  const relayed = new URL(direct);
  relayed.host = `127.0.0.1:${relay.port}`;
  const child = spawn(process.execPath, [require.resolve("next/dist/bin/next"), "start", "--port", String(port)], {
    cwd: ROOT,
    env: { ...env, DATABASE_URL: relayed.toString(), NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" },
  });
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((done) => child.on("exit", done));
      child.kill("SIGTERM");
      await exited;
    }
    await relay.close();
    await dropDatabase(adminUrl, name).catch(() => undefined);
  };
  try {
    await waitForHealth(url, child, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stall: relay.stall, stallAt: relay.stallAt, resume: relay.resume, stop };
}
