// A local server that answers as ExchangeRate-API's open endpoint does, for the rates adapter's tests. Every
// request is first checked against the documented contract: GET /v6/latest/<three-letter code>, no query (the
// open endpoint takes no key), no body; a request that breaks it is answered 400 and kept in `violations`,
// which the tests assert is empty. `fault` makes the next calls hang, answer 429 (rate limited), 500, an
// "unsupported-code" error or something that is not the documented JSON.
import { type IncomingMessage, type Server, createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { FIXTURES } from "./fixtures";

export type OpenErApiFault = "hang" | "rate_limited" | "server_error" | "unsupported" | "garbage";

export type FakeOpenErApi = {
  url: string;
  violations: string[];
  /** The bases asked for, in order. */
  calls: string[];
  /** The answers by base; a test may change one (a missing NGN, another date). */
  answers: Record<string, unknown>;
  fault(fault: OpenErApiFault, times?: number): void;
  close(): Promise<void>;
};

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

export async function startFakeOpenErApi(): Promise<FakeOpenErApi> {
  const faults: { fault: OpenErApiFault; times: number }[] = [];
  const hanging = new Set<() => void>();
  const fake: FakeOpenErApi = {
    url: "",
    violations: [],
    calls: [],
    answers: structuredClone(FIXTURES),
    fault(fault, times = 1) {
      faults.push({ fault, times });
    },
    close: async () => {
      for (const release of hanging) release();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };

  const server: Server = createServer(async (request, response) => {
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { "Content-Type": "application/json" });
      response.end(typeof body === "string" ? body : JSON.stringify(body));
    };
    const body = await bodyOf(request);
    const url = new URL(request.url ?? "/", "http://localhost");
    const match = /^\/v6\/latest\/([A-Za-z]{3})$/.exec(url.pathname);
    const problems = [
      request.method !== "GET" && `the method is ${request.method}, not GET`,
      !match && `the path ${url.pathname} is not /v6/latest/<code>`,
      url.search && "the open endpoint takes no query (no key)",
      body && "a GET carries no body",
    ].filter(Boolean);
    if (problems.length) {
      fake.violations.push(`${request.method} ${url.pathname}: ${problems.join("; ")}`);
      return send(400, { result: "error", "error-type": "malformed-request" });
    }
    const base = match![1]!.toUpperCase();
    fake.calls.push(base);
    const fault = faults[0];
    if (fault) {
      if (--fault.times <= 0) faults.shift();
      if (fault.fault === "hang") return void new Promise<void>((resolve) => hanging.add(resolve));
      if (fault.fault === "rate_limited") return send(429, "Too Many Requests");
      if (fault.fault === "server_error") return send(500, "Internal Server Error");
      if (fault.fault === "garbage") return send(200, { rates: "soon" });
      return send(200, { result: "error", "error-type": "unsupported-code" });
    }
    const answer = fake.answers[base];
    if (!answer) return send(404, { result: "error", "error-type": "unsupported-code" });
    send(200, answer);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}
