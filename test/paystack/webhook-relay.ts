// An HTTP address for a route handler, so that the fake Paystack's signed webhooks reach the app's own
// handler in an integration test, with no Next server: each request is passed on as a fetch Request.
import { type Server, createServer } from "node:http";
import type { AddressInfo } from "node:net";

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

export async function relayToRoute(handler: Handler): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer(async (incoming, outgoing) => {
    const chunks: Buffer[] = [];
    for await (const chunk of incoming) chunks.push(chunk as Buffer);
    const headers = new Headers();
    for (const [name, value] of Object.entries(incoming.headers)) {
      if (typeof value === "string") headers.set(name, value);
    }
    const response = await handler(
      new Request(`http://localhost${incoming.url}`, {
        method: incoming.method,
        headers,
        body: chunks.length > 0 ? Buffer.concat(chunks) : undefined,
      }),
      { params: Promise.resolve({}) },
    );
    outgoing.writeHead(response.status, { "content-type": response.headers.get("content-type") ?? "text/plain" });
    outgoing.end(await response.text());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/webhooks/paystack`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
