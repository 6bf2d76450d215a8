import { dropDatabase } from "../../scripts/lib/pg-admin";
import type { ScratchServer } from "../../scripts/lib/scratch-server";

export default async function teardown() {
  const server = (globalThis as Record<string, unknown>).veilScratchServer as ScratchServer | undefined;
  const template = process.env.VEIL_TEMPLATE_DATABASE;
  if (server && template) await dropDatabase(server.adminUrl, template).catch(() => {});
  await server?.stop();
}
