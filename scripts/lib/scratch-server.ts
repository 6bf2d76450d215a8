// A PostgreSQL server for work that makes and drops databases (tests, the drift check, writing migrations):
// the given URL's server when there is one (its user must be allowed to CREATE DATABASE), otherwise a
// throwaway embedded server in a temporary folder, removed when it stops.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { startEmbeddedPostgres } from "./embedded-postgres";
import { freePort } from "./pg-admin";

export type ScratchServer = { adminUrl: string; stop(): Promise<void> };

export async function startScratchServer(url: string | undefined): Promise<ScratchServer> {
  if (url) return { adminUrl: url, stop: async () => {} };
  const dir = mkdtempSync(path.join(os.tmpdir(), "veil-pg-"));
  const server = await startEmbeddedPostgres({ dataDir: path.join(dir, "pg"), port: await freePort() });
  return {
    adminUrl: server.url("postgres"),
    async stop() {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
