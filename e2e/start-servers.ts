// Playwright's global setup: the suite's servers (playwright.config.ts, WEB_SERVERS), started side by side.
// Playwright's own `webServer` list starts them one after another, half of two cores idle for about 30 s while
// each boots; none waits for another here but the apps, which start once the vendors' stand-ins answer. Each runs
// in a process group of its own, stopped with everything under it at the end, or when a start fails.
import { spawn, type ChildProcess } from "node:child_process";
import { WEB_SERVERS, type WebServer } from "../playwright.config";

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
    return response.status < 500;
  } catch {
    return false;
  }
}

async function waitUntilUp(server: WebServer, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + server.timeout;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`"${server.command}" exited before ${server.url} answered:\n${output()}`);
    if (await answers(server.url)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`"${server.command}" did not answer at ${server.url} within ${server.timeout} ms:\n${output()}`);
}

function stopGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  try {
    if (child.pid) process.kill(-child.pid, signal);
  } catch {
    // the group has ended already
  }
}

async function stopAll(children: ChildProcess[]): Promise<void> {
  await Promise.all(
    children.map(async (child) => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      stopGroup(child, "SIGTERM");
      const killed = setTimeout(() => stopGroup(child, "SIGKILL"), 10_000);
      await exited;
      clearTimeout(killed);
    }),
  );
}

export default async function startServers(): Promise<() => Promise<void>> {
  const children: ChildProcess[] = [];
  // Should the runner itself end without its teardown, nothing it started is left running.
  process.once("exit", () => children.forEach((child) => stopGroup(child, "SIGKILL")));
  const start = (server: WebServer) => {
    const child = spawn(server.command, {
      shell: true,
      detached: true,
      env: { ...process.env, ...server.env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    children.push(child);
    // What a server says goes to the runner's output; its last lines say why, should it not come up.
    let tail = "";
    const keep = (chunk: Buffer, to: NodeJS.WriteStream) => {
      to.write(chunk);
      tail = (tail + chunk.toString()).slice(-4_000);
    };
    child.stdout!.on("data", (chunk: Buffer) => keep(chunk, process.stdout));
    child.stderr!.on("data", (chunk: Buffer) => keep(chunk, process.stderr));
    return waitUntilUp(server, child, () => tail);
  };
  try {
    const standIns = WEB_SERVERS.filter((server) => server.standIn);
    await Promise.all(standIns.map(start));
    await Promise.all(WEB_SERVERS.filter((server) => !server.standIn).map(start));
  } catch (error) {
    await stopAll(children);
    throw error;
  }
  return () => stopAll(children);
}
