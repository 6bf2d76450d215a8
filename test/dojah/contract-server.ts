// A local server that answers as Dojah does, for the SMS and identity adapters' tests and the end-to-end run
// with IDENTITY_PROVIDER=dojah. Every request is first checked against Dojah's document (with the overlay's
// corrections) and its two key headers; a request that breaks the contract is answered 400 and recorded in
// `violations`, which the tests assert is empty. Sent messages are kept in `sent`; identity operations answer
// by the sandbox's rules (fake-kyc.ts); `fault` makes the next calls hang, answer 500 or answer out of contract.
//
// Paths starting with /__ are the harness's: /__health, /__violations.
// As a program: `npx tsx test/dojah/contract-server.ts --port 3141 [--app-id ID] [--key SECRET]`.
import { type IncomingMessage, type Server, createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { requestContract } from "../openapi/request-contract";
import { loadDojahDocument } from "./dojah-document";
import { KYC_HANDLERS } from "./fake-kyc";

export const TEST_APP_ID = "veil-contract-app";
export const TEST_SECRET_KEY = "test_sk_veilcontract000000000000";

export type DojahFault = "hang" | "server_error" | "garbage" | "refuse" | "rejected";

export type FakeDojah = {
  url: string;
  violations: string[];
  /** Every SMS accepted, in order. */
  sent: { destination: string; message: string; sender_id: string; message_id: string }[];
  /** The operations answered, in order (their ids only: never a number or an image). */
  calls: string[];
  fault(fault: DojahFault, times?: number): void;
  close(): Promise<void>;
};

let contract: ReturnType<typeof requestContract> | undefined;

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

export type FakeDojahOptions = { port?: number; appId?: string; secretKey?: string };

export async function startFakeDojah(options: FakeDojahOptions = {}): Promise<FakeDojah> {
  const appId = options.appId ?? TEST_APP_ID;
  const secretKey = options.secretKey ?? TEST_SECRET_KEY;
  contract ??= requestContract(loadDojahDocument());
  const check = await contract;
  const faults: { fault: DojahFault; times: number }[] = [];
  const hanging = new Set<() => void>();
  const fake: FakeDojah = {
    url: "",
    violations: [],
    sent: [],
    calls: [],
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
    const raw = await readBody(request);
    const url = new URL(request.url ?? "/", "http://localhost");
    if (url.pathname === "/__health") return send(200, { ok: true });
    if (url.pathname === "/__violations") return send(200, { violations: fake.violations });
    let body: unknown;
    try {
      body = raw ? JSON.parse(raw) : undefined;
    } catch {
      fake.violations.push(`${request.method} ${url.pathname}: the body is not JSON`);
      return send(400, { error: "Invalid JSON" });
    }
    const answer = check({
      method: request.method ?? "GET",
      path: url.pathname,
      headers: request.headers as Record<string, string>,
      query: Object.fromEntries(url.searchParams),
      body,
    });
    if (!answer.ok) {
      fake.violations.push(answer.violation);
      return send(answer.status, { error: answer.violation });
    }
    if (request.headers.appid !== appId || request.headers.authorization !== secretKey) {
      return send(401, { error: "Invalid app id or secret key" });
    }
    const planned = faults[0];
    if (planned) {
      planned.times -= 1;
      if (planned.times <= 0) faults.shift();
      if (planned.fault === "hang") return void new Promise<void>((resolve) => hanging.add(resolve));
      if (planned.fault === "refuse") return request.socket.destroy();
      if (planned.fault === "server_error") return send(500, { error: "Internal server error" });
      if (planned.fault === "rejected") return send(400, { error: "Invalid sender id" });
      return send(200, "<html>Bad gateway</html>");
    }
    fake.calls.push(answer.operationId);
    const kyc = KYC_HANDLERS[answer.operationId];
    if (kyc) {
      const { status, body: reply } = kyc({
        query: Object.fromEntries(url.searchParams),
        body: (body ?? {}) as Record<string, string>,
      });
      return send(status, reply);
    }
    if (answer.operationId !== "Authentication_sendSms") {
      fake.violations.push(`${answer.operationId}: the fake does not implement it`);
      return send(501, { error: "Not implemented by the fake" });
    }
    const sms = body as { destination: string; message: string; sender_id: string };
    const messageId = `fake_${sms.destination}_${fake.sent.length + 1}`;
    fake.sent.push({ ...sms, message_id: messageId });
    const mobile = sms.destination.startsWith("0") ? `234${sms.destination.slice(1)}` : sms.destination;
    send(200, { entity: { status: true, mobile, message_id: messageId, batch_id: String(90000 + fake.sent.length) } });
  });

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}

if (require.main === module) {
  const argument = (name: string) => {
    const index = process.argv.indexOf(`--${name}`);
    return index > 0 ? process.argv[index + 1] : undefined;
  };
  startFakeDojah({
    port: Number(argument("port") ?? 3141),
    appId: argument("app-id"),
    secretKey: argument("key"),
  }).then((fake) => {
    console.log(`fake Dojah listening on ${fake.url}`);
    let reported = 0;
    setInterval(() => {
      for (const violation of fake.violations.slice(reported)) console.error(`CONTRACT VIOLATION ${violation}`);
      reported = fake.violations.length;
    }, 500);
  });
}
