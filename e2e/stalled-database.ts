// A production server of its own, on a database of its own reached through a relay that can stall: while
// stalled it holds every byte both ways, as a PostgreSQL stopped with SIGSTOP would (connections stay open,
// nothing answers). For the tests of what a person sees while the database stalls.
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import net from "node:net";
import path from "node:path";
import { dropDatabase, ensureDatabase, withDatabase } from "../scripts/lib/pg-admin";

const ROOT = path.resolve(__dirname, "..");

export type StallableServer = {
  url: string;
  stall(): void;
  /** Stalls when the app next sends a statement containing `text`, that statement held with the rest. */
  stallAt(text: string): void;
  resume(): void;
  stop(): Promise<void>;
};

type Relay = Omit<StallableServer, "url" | "stop"> & { port: number; close(): Promise<void> };

function startRelay(to: URL): Promise<Relay> {
  let stalled = false;
  let stallAt: Buffer | null = null;
  let held: (() => void)[] = [];
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(to.port || 5432), to.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on("close", () => sockets.delete(socket));
      // Not read while stalled: the bytes wait in the kernel's buffers, as they would for a stopped server.
      if (stalled) socket.pause();
    }
    client.on("data", (chunk: Buffer) => {
      if (stallAt && chunk.includes(stallAt)) {
        stallAt = null;
        stall();
        held.push(() => upstream.write(chunk));
      } else upstream.write(chunk);
    });
    upstream.on("data", (chunk) => client.write(chunk));
    client.on("error", () => upstream.destroy());
    upstream.on("error", () => client.destroy());
    client.on("close", () => upstream.destroy());
    upstream.on("close", () => client.destroy());
  });
  const each = (act: (socket: net.Socket) => void) => {
    for (const socket of sockets) act(socket);
  };
  const stall = () => {
    stalled = true;
    each((socket) => socket.pause());
  };
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () =>
      resolve({
        port: (server.address() as net.AddressInfo).port,
        stall,
        stallAt: (text) => (stallAt = Buffer.from(text)),
        resume: () => {
          stalled = false;
          for (const write of held) write();
          held = [];
          each((socket) => socket.resume());
        },
        close: () =>
          new Promise<void>((done) => {
            each((socket) => socket.destroy());
            server.close(() => done());
          }),
      }),
    ),
  );
}

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
