// GET /api/messages/:id through its handler: the status only, an unknown id reads exactly like a delivered
// message, a malformed one is refused, and a client over its hourly limit gets 429 before any lookup.
import { randomUUID } from "node:crypto";
import { env } from "@/env";
import { Browser, useAppDatabase } from "@/test/api-harness";
import type { TestDatabase } from "@/test/test-database";
import { enqueueMessage } from "@/server/notify/messages/outbox";
import { deliverDueMessages } from "@/server/notify/messages/deliver-outbox";
import { deliveryStatus, queuedAt, USUAL_SENDING_MS } from "@/server/notify/messages/message-status";
import { GET } from "./route";

let t: TestDatabase;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ t, close } = await useAppDatabase());
});
afterAll(() => close());

let address = 0;
const browser = () => new Browser({ "x-forwarded-for": `198.51.100.${++address}` });
const status = (id: string, from = browser()) => from.call(GET, { path: `/api/messages/${id}`, params: { id } });
const soon = () => ({ deadline: Date.now() + 10_000 });

describe("GET /api/messages/:id", () => {
  it("answers sending, then sent, and nothing but the status", async () => {
    const id = await enqueueMessage(t.db, { channel: "sms", to: "+2348031235678", text: "code 123456", kind: "test" });
    expect(await status(id)).toMatchObject({ status: 200, body: { data: { status: "sending" } } });
    await deliverDueMessages(t.db, soon());
    // Delivered at once, it still reads "sending" as long as a stand-in id would (read at a moment inside that
    // time: a busy machine may take longer than it to deliver).
    expect(await deliveryStatus(t.db, id, queuedAt(id) + USUAL_SENDING_MS - 1)).toBe("sending");
    await new Promise((resolve) => setTimeout(resolve, USUAL_SENDING_MS));
    const sent = await status(id);
    expect(sent.body).toEqual({ data: { status: "sent" } });
    expect(JSON.stringify(sent.body)).not.toMatch(/5678|123456/);
  });

  it("answers failed for a message given up", async () => {
    const id = await enqueueMessage(t.db, {
      channel: "email",
      to: "x@undeliverable.test",
      subject: "s",
      text: "t",
      kind: "test",
    });
    await deliverDueMessages(t.db, soon());
    expect((await status(id)).body).toEqual({ data: { status: "failed" } });
  });

  it("answers failed as soon as the provider refused a try, while the outbox keeps retrying", async () => {
    const id = await enqueueMessage(t.db, { channel: "sms", to: "+2348031230999", text: "x", kind: "test" });
    await deliverDueMessages(t.db, soon());
    expect((await status(id)).body).toEqual({ data: { status: "failed" } });
    expect(await t.db.outboxMessage.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: "pending" });
  });

  it("answers an unknown id exactly as a delivered message, so it never tells whether a number has an account", async () => {
    const id = await enqueueMessage(t.db, { channel: "sms", to: "+2348031235679", text: "x", kind: "test" });
    await deliverDueMessages(t.db, soon());
    await new Promise((resolve) => setTimeout(resolve, USUAL_SENDING_MS));
    const known = await status(id);
    const unknown = await status(randomUUID());
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    expect([...unknown.headers.keys()].sort()).toEqual([...known.headers.keys()].sort());
  });

  it("reads a just-made id that names no message as sending, then sent, as a real code on its way", async () => {
    const real = await enqueueMessage(t.db, { channel: "sms", to: "+2348031235680", text: "x", kind: "test" });
    // What the password reset answers for a number without an account: a message made and taken back.
    const decoy = await enqueueMessage(t.db, { channel: "sms", to: "+2348031235681", text: "x", kind: "test" });
    await t.db.outboxMessage.delete({ where: { id: decoy } });
    expect(queuedAt(decoy)).toBeGreaterThan(Date.now() - 60_000);
    expect((await status(decoy)).body).toEqual((await status(real)).body);
    expect(await deliveryStatus(t.db, decoy)).toBe("sending");
    expect(await deliveryStatus(t.db, decoy, queuedAt(decoy) + USUAL_SENDING_MS)).toBe("sent");
  });

  it("refuses what is not a message id with 400 and a message, never 5xx", async () => {
    for (const id of ["1", "' OR 1=1 --", "x".repeat(5000), "00000000-0000-0000-0000-00000000000g", "%00"]) {
      const answer = await status(id);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ message: "That is not a message id." });
    }
  });

  it("refuses a client over its hourly limit with 429 and Retry-After, and counts per client", async () => {
    const ip = "203.0.113.77";
    const HOUR = 3_600_000;
    const windowStart = new Date(Math.floor(Date.now() / HOUR) * HOUR);
    const bucket = `message-status:client:${ip}`;
    const max = env().MESSAGE_STATUS_LIMIT_PER_HOUR;
    await t.db.rateLimitCount.create({ data: { bucket, windowStart, count: max - 1 } });
    const limited = new Browser({ "x-forwarded-for": ip });
    expect((await status(randomUUID(), limited)).status).toBe(200);
    const refused = await status(randomUUID(), limited);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(JSON.stringify(refused.body)).toMatch(/too many requests/);
    expect((await status(randomUUID())).status).toBe(200);
  });
});
