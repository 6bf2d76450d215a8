// A local server that answers as Paystack does, for the contract tests, the e2e run in paystack mode and the
// bench. Every request is first checked against Paystack's OpenAPI document (with the overlay's corrections):
// its path, method, bearer key, query, path parameters and JSON body. A request that breaks the contract is
// answered 400 and recorded in `violations`, which the tests assert is empty. The answers come from an
// in-memory fake of Paystack (test/paystack/fake/*), made of our own fixtures, never copied records.
//
// Paths starting with /__ are the harness's, not Paystack's: /__health, /__violations, /__emit (a signed
// webhook of any event) and the domain files' CONTROL_HOOKS (for example an incoming bank transfer).
//
// As a program: `tsx test/paystack/contract-server.ts --port 4010 [--latency 300] [--webhook URL]`.
import { createHmac } from "node:crypto";
import { type IncomingMessage, type Server, type ServerResponse, createServer } from "node:http";
import type { AddressInfo } from "node:net";
import OpenAPIBackend from "openapi-backend";
import { CONTROL_HOOKS, FAKE_HANDLERS } from "./fake";
import { FAKE_3DS_PATH, serveThreeDSecureAt, threeDSecurePage } from "./fake/charges";
import { type FakeState, newFakeState } from "./fake/state";
import { loadPaystackDocument } from "./paystack-document";

export const TEST_SECRET_KEY = "sk_test_veilcontract0000000000000000000000";

/** What a fake operation answers. */
export type FakeAnswer = { status: number; body: unknown };

/** Injected faults: the next calls to an operation time out, answer 500, or answer out of contract. */
export type Fault = "hang" | "server_error" | "garbage" | "refuse";

export type HandlerContext = {
  body: Record<string, unknown>;
  query: Record<string, string>;
  params: Record<string, string>;
  state: FakeState;
  /** Sends a signed webhook to the configured URL after `delayMs` (default 0); the promise is the delivery. */
  emit: (event: string, data: Record<string, unknown>, delayMs?: number) => void;
};

export type FakeHandler = (context: HandlerContext) => FakeAnswer | Promise<FakeAnswer>;

export type FakePaystack = {
  url: string;
  secretKey: string;
  state: FakeState;
  /** Contract violations seen, one line each: a test fails when this is not empty. */
  violations: string[];
  /** Every request that passed the contract, in order: operation id, query and body. */
  calls: { operationId: string; query: Record<string, string>; body: Record<string, unknown> }[];
  latencyMs: number;
  webhookUrl: string | undefined;
  /** The next `times` calls to `operationId` fail with `fault`. */
  fault(operationId: string, fault: Fault, times?: number): void;
  /** Signs and posts an event to the webhook URL, as Paystack would; answers the webhook's status. */
  sendWebhook(event: string, data: Record<string, unknown>): Promise<number>;
  /** Waits for every scheduled webhook to be delivered. */
  settle(): Promise<void>;
  close(): Promise<void>;
};

let backend: Promise<OpenAPIBackend> | undefined;

/** RFC 3339's date-time, as OpenAPI's `format: date-time` means it: a date, a time and an offset. */
const RFC3339_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/i;

/** The document's router and request validator, built once per process: reading the document takes seconds.
 * `quick` compiles each request validator when first used, and no response validator: the document's response
 * schemas have defects (a `nullable` without a `type`) that only matter to Paystack. */
function contract(): Promise<OpenAPIBackend> {
  backend ??= (async () => {
    const api = new OpenAPIBackend({
      definition: loadPaystackDocument() as never,
      quick: true,
      validate: true,
      coerceTypes: true,
      ajvOpts: { strict: false, allErrors: true },
      // Ajv knows no formats by itself and would let any string pass as a date-time (the lists' from and to).
      // The document's other formats: a full date, and number formats whose type already says enough.
      customizeAjv: (ajv) =>
        ajv
          .addFormat("date-time", RFC3339_DATE_TIME)
          .addFormat("date", /^\d{4}-\d{2}-\d{2}$/)
          .addFormat("float", true)
          .addFormat("int", true),
    });
    await api.init();
    return api;
  })();
  return backend;
}

export function signPaystack(rawBody: string, secretKey: string): string {
  return createHmac("sha512", secretKey).update(rawBody, "utf8").digest("hex");
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

function send(response: ServerResponse, status: number, body: unknown) {
  const text = typeof body === "string" ? body : JSON.stringify(body);
  response.writeHead(status, { "Content-Type": "application/json" });
  response.end(text);
}

export async function startFakePaystack(
  options: { port?: number; secretKey?: string; latencyMs?: number; webhookUrl?: string; quiet?: boolean } = {},
): Promise<FakePaystack> {
  const secretKey = options.secretKey ?? TEST_SECRET_KEY;
  const state = newFakeState();
  const violations: string[] = [];
  const calls: FakePaystack["calls"] = [];
  const faults = new Map<string, { fault: Fault; times: number }>();
  const deliveries = new Set<Promise<unknown>>();

  const api = await contract();

  const fake: FakePaystack = {
    url: "",
    secretKey,
    state,
    violations,
    calls,
    latencyMs: options.latencyMs ?? 0,
    webhookUrl: options.webhookUrl,
    fault(operationId, fault, times = 1) {
      faults.set(operationId, { fault, times });
    },
    async sendWebhook(event, data) {
      if (!fake.webhookUrl) throw new Error("The fake Paystack has no webhook URL.");
      const raw = JSON.stringify({ event, data });
      const response = await fetch(fake.webhookUrl, {
        method: "POST",
        headers: { "Content-Type": "application/json", "x-paystack-signature": signPaystack(raw, secretKey) },
        body: raw,
      });
      await response.text();
      return response.status;
    },
    async settle() {
      while (deliveries.size > 0) await Promise.allSettled([...deliveries]);
    },
    close: async () => {
      await fake.settle();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };

  const emit = (event: string, data: Record<string, unknown>, delayMs = 0) => {
    const delivery = new Promise((resolve) => setTimeout(resolve, delayMs))
      .then(() => fake.sendWebhook(event, data))
      .catch((error) => {
        if (!options.quiet) console.error(`fake Paystack: webhook ${event} not delivered:`, error);
      })
      .finally(() => deliveries.delete(delivery));
    deliveries.add(delivery);
  };

  const control = async (pathname: string, body: unknown, response: ServerResponse) => {
    if (pathname === "/__health") return send(response, 200, { ok: true });
    if (pathname === "/__violations") return send(response, 200, { violations });
    if (pathname === "/__emit") {
      const { event, data } = body as { event: string; data: Record<string, unknown> };
      return send(response, 200, { status: await fake.sendWebhook(event, data) });
    }
    if (pathname.startsWith(FAKE_3DS_PATH)) {
      // The bank's 3-D Secure page: its Approve and Cancel return the person to Veil, as a bank's page does.
      const returnTo = fake.webhookUrl ? `${new URL(fake.webhookUrl).origin}/add-money/return` : undefined;
      const page = threeDSecurePage(state, emit, pathname, returnTo);
      response.writeHead(page.status, page.headers);
      return response.end(page.body);
    }
    const hook = CONTROL_HOOKS[pathname];
    if (hook)
      return send(
        response,
        200,
        await hook({ body: (body ?? {}) as Record<string, unknown>, query: {}, params: {}, state, emit }),
      );
    send(response, 404, { message: "No such control path" });
  };

  const server: Server = createServer(async (request, response) => {
    try {
      const raw = await readBody(request);
      const url = new URL(request.url ?? "/", "http://localhost");
      let body: unknown = undefined;
      if (raw) {
        try {
          body = JSON.parse(raw);
        } catch {
          violations.push(`${request.method} ${url.pathname}: the body is not JSON`);
          return send(response, 400, { status: false, message: "Invalid JSON" });
        }
      }
      const query = Object.fromEntries(url.searchParams);
      // The test harness's own door, outside Paystack's API: readiness, the violations seen, and events.
      if (url.pathname.startsWith("/__")) return control(url.pathname, body, response);
      const operation = api.matchOperation({
        method: request.method ?? "GET",
        path: url.pathname,
        headers: request.headers as Record<string, string>,
        query,
        body,
      });
      if (!operation) {
        violations.push(`${request.method} ${url.pathname}: no such operation in Paystack's document`);
        return send(response, 404, { status: false, message: "Not found" });
      }
      const operationId = operation.operationId!;
      const parsedRequest = api.router.parseRequest(
        {
          method: request.method ?? "GET",
          path: url.pathname,
          headers: request.headers as Record<string, string>,
          query,
          body,
        },
        operation,
      );
      if (request.headers.authorization !== `Bearer ${secretKey}`) {
        return send(response, 401, { status: false, message: "Invalid key" });
      }
      const validation = api.validateRequest(parsedRequest, operation);
      if (!validation.valid) {
        const detail = (validation.errors ?? [])
          .map((error) => `${error.instancePath || "(root)"} ${error.message}`)
          .join("; ");
        violations.push(`${operationId}: ${detail}`);
        return send(response, 400, { status: false, message: `Contract violation: ${detail}` });
      }
      if (fake.latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, fake.latencyMs));
      const planned = faults.get(operationId);
      if (planned && planned.times > 0) {
        planned.times -= 1;
        if (planned.fault === "hang") return; // never answers; the client's time limit ends it
        if (planned.fault === "refuse") return request.socket.destroy();
        if (planned.fault === "server_error") return send(response, 500, { status: false, message: "Server error" });
        return send(response, 200, "<html>Bad gateway</html>");
      }
      const handler = FAKE_HANDLERS[operationId];
      const params = Object.fromEntries(
        Object.entries(parsedRequest.params ?? {}).map(([key, value]) => [key, String(value)]),
      );
      const callBody = (body ?? {}) as Record<string, unknown>;
      calls.push({ operationId, query, body: callBody });
      if (!handler) {
        violations.push(`${operationId}: the fake does not implement it`);
        return send(response, 501, { status: false, message: "Not implemented by the fake" });
      }
      const answer = await handler({ body: callBody, query, params, state, emit });
      send(response, answer.status, answer.body);
    } catch (error) {
      violations.push(`fake Paystack crashed: ${(error as Error).stack}`);
      send(response, 500, { status: false, message: "Fake crashed" });
    }
  });

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  serveThreeDSecureAt(fake.url);
  return fake;
}

if (require.main === module) {
  const argument = (name: string) => {
    const index = process.argv.indexOf(`--${name}`);
    return index > 0 ? process.argv[index + 1] : undefined;
  };
  startFakePaystack({
    port: Number(argument("port") ?? 4010),
    latencyMs: Number(argument("latency") ?? 0),
    webhookUrl: argument("webhook"),
    secretKey: argument("key"),
  }).then((fake) => {
    console.log(`fake Paystack listening on ${fake.url}`);
    setInterval(() => {
      if (fake.violations.length > 0) {
        for (const violation of fake.violations.splice(0)) console.error(`CONTRACT VIOLATION ${violation}`);
      }
    }, 500);
  });
}
