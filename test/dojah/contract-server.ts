// A local server that answers as Dojah's messaging API does, for the SMS adapter's tests. Every request is
// first checked against Dojah's document (with the overlay's corrections) and its two key headers; a request
// that breaks the contract is answered 400 and recorded in `violations`, which the tests assert is empty.
// Sent messages are kept in `sent`; `fault` makes the next calls hang, answer 500 or answer out of contract.
import { type IncomingMessage, type Server, createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { requestContract } from "../openapi/request-contract";
import { loadDojahDocument } from "./dojah-document";

export const TEST_APP_ID = "veil-contract-app";
export const TEST_SECRET_KEY = "test_sk_veilcontract000000000000";

export type DojahFault = "hang" | "server_error" | "garbage" | "refuse" | "rejected";

export type FakeDojah = {
  url: string;
  violations: string[];
  /** Every SMS accepted, in order. */
  sent: { destination: string; message: string; sender_id: string; message_id: string }[];
  fault(fault: DojahFault, times?: number): void;
  close(): Promise<void>;
};

let contract: ReturnType<typeof requestContract> | undefined;

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

export async function startFakeDojah(options: { port?: number } = {}): Promise<FakeDojah> {
  contract ??= requestContract(loadDojahDocument());
  const check = await contract;
  const faults: { fault: DojahFault; times: number }[] = [];
  const hanging = new Set<() => void>();
  const fake: FakeDojah = {
    url: "",
    violations: [],
    sent: [],
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
    if (request.headers.appid !== TEST_APP_ID || request.headers.authorization !== TEST_SECRET_KEY) {
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
