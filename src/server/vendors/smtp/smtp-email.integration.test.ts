// The SMTP adapter against a real SMTP server started here (smtp-server), alone and through the outbox: the
// email arrives as written; a server that refuses or is down leaves it pending for a later round; a sent one is
// never sent again; and the one duplicate the outbox allows (a crash between the server's acceptance and our
// "sent" mark) carries the same Message-ID, so the receiving side can tell it is the same email.
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { useAppDatabase } from "@/test/api-harness";
import type { TestDatabase } from "@/test/test-database";
import { enqueueMessage } from "@/server/notify/messages/outbox";
import { deliverDueMessages } from "@/server/notify/messages/deliver-outbox";
import { sandboxSms } from "@/server/vendors/sandbox/sandbox-sms";
import type { EmailProvider } from "../../notify/ports/email-provider";
import { smtpEmail } from "./smtp-email";

type Received = { from: string; to: string[]; headers: Record<string, string>; text: string };

let t: TestDatabase;
let close: () => Promise<void>;
let server: SMTPServer;
let port: number;
let received: Received[];
/** Recipients the server refuses with this reply code (a 5xx is a permanent refusal in SMTP terms). */
let refuseWith: number | null;

/** The raw message's headers (unfolded, lower-cased names) and its text, quoted-printable decoded. */
function parse(raw: string): { headers: Record<string, string>; text: string } {
  const [head = "", ...rest] = raw.split("\r\n\r\n");
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r\n[ \t]+/g, " ").split("\r\n")) {
    const colon = line.indexOf(":");
    headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  let text = rest.join("\r\n\r\n");
  if (/quoted-printable/i.test(headers["content-transfer-encoding"] ?? "")) {
    text = text
      .replace(/=\r\n/g, "")
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    text = Buffer.from(text, "latin1").toString("utf8");
  }
  return { headers, text: text.replace(/\r\n$/, "").replace(/\r\n/g, "\n") };
}

beforeAll(async () => {
  ({ t, close } = await useAppDatabase());
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (refuseWith) return callback(Object.assign(new Error("Mailbox unavailable"), { responseCode: refuseWith }));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          ...parse(Buffer.concat(chunks).toString("utf8")),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await close();
});
beforeEach(() => {
  received = [];
  refuseWith = null;
});

const FROM = "Veil <no-reply@veil.test>";
const adapter = (url = `smtp://127.0.0.1:${port}`) => smtpEmail({ url, from: FROM, timeoutMs: 10_000 });
const soon = () => ({ deadline: Date.now() + 10_000 });
const providers = (email: EmailProvider) => ({ sms: sandboxSms(t.db), email });

async function queue(to: string) {
  return enqueueMessage(t.db, {
    channel: "email",
    to,
    subject: "Veil receipt",
    text: "You sent ₦5,000.00.",
    kind: "test",
  });
}

describe("the SMTP adapter", () => {
  it("delivers the email with its from, to, subject, text and the outbox's Message-ID", async () => {
    const id = await queue("ada@example.test");
    await deliverDueMessages(t.db, soon(), providers(adapter()));
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({
      from: "no-reply@veil.test",
      to: ["ada@example.test"],
      text: "You sent ₦5,000.00.",
    });
    expect(received[0]!.headers).toMatchObject({
      from: FROM,
      to: "ada@example.test",
      subject: "Veil receipt",
      "message-id": `<${id}@veil.test>`,
    });
    expect(await t.db.outboxMessage.findUniqueOrThrow({ where: { id } })).toMatchObject({
      status: "sent",
      providerMessageId: `<${id}@veil.test>`,
    });
  }, 60_000);

  it("keeps an email the server refuses (5xx) and sends it when the server takes it", async () => {
    const id = await queue("bounce@example.test");
    refuseWith = 550;
    await deliverDueMessages(t.db, soon(), providers(adapter()));
    const refused = await t.db.outboxMessage.findUniqueOrThrow({ where: { id } });
    expect(refused).toMatchObject({ status: "pending", attempts: 1 });
    expect(refused.lastError).toMatch(/550/);
    expect(received).toEqual([]);
    refuseWith = null;
    await t.db.outboxMessage.update({ where: { id }, data: { nextAttemptAt: new Date() } });
    await deliverDueMessages(t.db, soon(), providers(adapter()));
    expect(received.map((r) => r.to)).toEqual([["bounce@example.test"]]);
  }, 60_000);

  it("keeps an email while the server is down", async () => {
    const id = await queue("down@example.test");
    await deliverDueMessages(t.db, soon(), providers(adapter("smtp://127.0.0.1:1")));
    const row = await t.db.outboxMessage.findUniqueOrThrow({ where: { id } });
    expect(row).toMatchObject({ status: "pending", attempts: 1 });
    expect(row.lastError).toMatch(/^SMTP: .*ECONNREFUSED/);
  }, 60_000);

  it("never sends a sent email again, however many senders run", async () => {
    const id = await queue("once@example.test");
    const email = adapter();
    await Promise.all([1, 2, 3].map(() => deliverDueMessages(t.db, soon(), providers(email))));
    await deliverDueMessages(t.db, soon(), providers(email));
    expect(received.filter((r) => r.headers["message-id"] === `<${id}@veil.test>`)).toHaveLength(1);
  }, 60_000);

  it("resends with the same Message-ID after a crash between the server's acceptance and the mark", async () => {
    const id = await queue("crash@example.test");
    const email = adapter();
    // The sender dies right after the server said 250: the row is never marked sent.
    const crashing: EmailProvider = {
      name: "smtp",
      send: async (message) => {
        await email.send(message);
        throw new Error("process died");
      },
    };
    await deliverDueMessages(t.db, soon(), providers(crashing));
    await t.db.outboxMessage.update({ where: { id }, data: { nextAttemptAt: new Date() } });
    await deliverDueMessages(t.db, soon(), providers(email));
    expect(received.map((r) => r.headers["message-id"])).toEqual([`<${id}@veil.test>`, `<${id}@veil.test>`]);
    expect(await t.db.outboxMessage.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: "sent" });
  }, 60_000);
});
