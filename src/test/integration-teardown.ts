import { dropDatabase } from "../../scripts/lib/pg-admin";
import type { TestServer } from "../../scripts/lib/test-server";

export default async function teardown() {
  const server = (globalThis as Record<string, unknown>).veilTestServer as TestServer | undefined;
  const template = process.env.VEIL_TEMPLATE_DATABASE;
  if (server && template) await dropDatabase(server.adminUrl, template).catch(() => {});
  await server?.stop();
}
