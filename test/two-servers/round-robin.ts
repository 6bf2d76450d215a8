// npx tsx test/two-servers/round-robin.ts --port P --to A,B - one address in front of several servers of one
// database, each request to the next in turn, as a load balancer or Vercel routes them: a flow that crosses
// requests (a card's PIN then its OTP, a code then its check) meets every server. The Host header passes through
// unchanged, so each server sees the address the browser used.
import http from "node:http";
import { parseArgs } from "node:util";

const { values } = parseArgs({ options: { port: { type: "string" }, to: { type: "string" } } });
const port = Number(values.port);
const targets = (values.to ?? "").split(",").filter(Boolean).map(Number);
if (!port || targets.length === 0) throw new Error("usage: round-robin.ts --port P --to A,B");

let next = 0;
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

const server = http.createServer((request, response) => {
  // The health checks Playwright waits on go to every server, so this answers only once all of them do.
  const chosen = targets[next++ % targets.length]!;
  // The body is kept, so a request sent on a kept-alive socket the server had just closed can be sent again.
  const body: Buffer[] = [];
  request.on("data", (chunk: Buffer) => body.push(chunk));
  request.on("end", () => forward(Buffer.concat(body), true));

  function forward(payload: Buffer, mayRetry: boolean) {
    const upstream = http.request(
      { host: "127.0.0.1", port: chosen, method: request.method, path: request.url, headers: request.headers, agent },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.rawHeaders as unknown as http.OutgoingHttpHeaders);
        answer.pipe(response);
      },
    );
    upstream.on("error", (error: NodeJS.ErrnoException) => {
      // Node's documented race: a server closes an idle socket as the agent reuses it, and the request never
      // reached it. A load balancer retries that on a new connection; so does this, once.
      if (mayRetry && upstream.reusedSocket && error.code === "ECONNRESET" && !response.headersSent) {
        forward(payload, false);
        return;
      }
      if (!response.headersSent) response.writeHead(502, { "content-type": "text/plain" });
      response.end("A server behind the round robin did not answer.");
    });
    upstream.end(payload);
  }
});

// Every address, as next start listens: passkeys run on http://localhost, which Chromium may reach over ::1.
server.listen(port, () => console.log(`Round robin on ${port} over ${targets.join(", ")}`));
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => server.close(() => process.exit(0)));
