// The Dojah SMS adapter against the local contract server (Dojah's document, corrected by the overlay), and
// through the outbox: every request keeps to the document, and a vendor error or a timeout leaves the message
// pending for a later round, while a refusal (4xx) gives it up at once.
import { randomUUID } from "node:crypto";
import { useAppDatabase } from "@/test/api-harness";
import type { TestDatabase } from "@/test/test-database";
import { enqueueMessage } from "@/server/notify/messages/outbox";
import { deliverDueMessages } from "@/server/notify/messages/deliver-outbox";
import { DojahSmsError, dojahDestination, dojahSms } from "@/server/vendors/dojah/sms/dojah-sms";
import { sandboxEmail } from "@/server/vendors/sandbox/sandbox-email";
import { type FakeDojah, TEST_APP_ID, TEST_SECRET_KEY, startFakeDojah } from "./contract-server";

let t: TestDatabase;
let close: () => Promise<void>;
let fake: FakeDojah;

beforeAll(async () => {
  ({ t, close } = await useAppDatabase());
});
afterAll(() => close());
beforeEach(async () => {
  fake = await startFakeDojah();
});
afterEach(async () => {
  expect(fake.violations).toEqual([]);
  await fake.close();
});

const adapter = (overrides: Partial<Parameters<typeof dojahSms>[0]> = {}) =>
  dojahSms({
    appId: TEST_APP_ID,
    secretKey: TEST_SECRET_KEY,
    baseUrl: fake.url,
    senderId: "Veil",
    // Generous: the first request compiles the document's validator, on a loaded machine.
    timeoutMs: 5_000,
    ...overrides,
  });
const message = (text = "Veil: your code is 123456") => ({ messageId: randomUUID(), to: "+2348031234567", text });
const soon = () => ({ deadline: Date.now() + 10_000 });

describe("the Dojah SMS adapter", () => {
  it("sends the SMS as Dojah's document describes and keeps Dojah's message id", async () => {
    const receipt = await adapter().send(message());
    expect(fake.sent).toEqual([
      expect.objectContaining({
        destination: "2348031234567",
        message: "Veil: your code is 123456",
        sender_id: "Veil",
      }),
    ]);
    expect(receipt.providerMessageId).toBe(fake.sent[0]!.message_id);
  });

  it("turns a timeout, a 500, a refused connection and an answer out of contract into a retryable failure", async () => {
    fake.fault("hang");
    await expect(adapter({ timeoutMs: 300 }).send(message())).rejects.toMatchObject({
      message: "Dojah did not answer in time.",
      retryable: true,
    });
    const reasons = { server_error: /answered 500/, refuse: /could not be reached/, garbage: /did not say/ };
    for (const [fault, reason] of Object.entries(reasons)) {
      fake.fault(fault as keyof typeof reasons);
      await expect(adapter().send(message())).rejects.toMatchObject({
        retryable: true,
        message: expect.stringMatching(reason),
      });
    }
    expect(fake.sent).toEqual([]);
  });

  it("calls a refusal (4xx) and a wrong key not retryable, with Dojah's reason", async () => {
    fake.fault("rejected");
    await expect(adapter().send(message())).rejects.toMatchObject({
      retryable: false,
      message: "Dojah answered 400: Invalid sender id",
    });
    await expect(adapter({ secretKey: "test_sk_wrong" }).send(message())).rejects.toMatchObject({
      status: 401,
      retryable: false,
    });
  });

  it("refuses a number it cannot send to before calling Dojah", async () => {
    expect(() => dojahDestination("+44 20 7946 0000")).toThrow(DojahSmsError);
    expect(dojahDestination("08031234567")).toBe("2348031234567");
  });

  it("would be caught sending what the document does not allow", async () => {
    await expect(adapter({ senderId: "" }).send(message(""))).rejects.toMatchObject({ status: 400 });
    expect(fake.violations.splice(0)).toEqual([expect.stringMatching(/^Authentication_sendSms: .*message/)]);
  });
});

describe("the outbox over Dojah", () => {
  it("keeps a message through an outage and a timeout, then sends it once", async () => {
    const providers = { sms: adapter(), email: sandboxEmail(t.db) };
    const id = await enqueueMessage(t.db, { channel: "sms", to: "+2348031230000", text: "alert", kind: "test" });
    fake.fault("server_error");
    await deliverDueMessages(t.db, soon(), providers);
    expect(await t.db.outboxMessage.findUniqueOrThrow({ where: { id } })).toMatchObject({
      status: "pending",
      attempts: 1,
      lastError: "Dojah answered 500: Internal server error",
    });
    await t.db.outboxMessage.update({ where: { id }, data: { nextAttemptAt: new Date() } });
    fake.fault("hang");
    await deliverDueMessages(t.db, soon(), { ...providers, sms: adapter({ timeoutMs: 300 }) });
    expect(await t.db.outboxMessage.findUniqueOrThrow({ where: { id } })).toMatchObject({
      status: "pending",
      attempts: 2,
      lastError: "Dojah did not answer in time.",
    });
    await t.db.outboxMessage.update({ where: { id }, data: { nextAttemptAt: new Date() } });
    await deliverDueMessages(t.db, soon(), providers);
    const sent = await t.db.outboxMessage.findUniqueOrThrow({ where: { id } });
    expect(sent).toMatchObject({ status: "sent", attempts: 3, providerMessageId: fake.sent[0]!.message_id });
    expect(fake.sent.map((s) => s.destination)).toEqual(["2348031230000"]);
  });

  it("gives a message up at once when Dojah refuses the request", async () => {
    const providers = { sms: adapter(), email: sandboxEmail(t.db) };
    const id = await enqueueMessage(t.db, { channel: "sms", to: "+2348031230001", text: "x", kind: "test" });
    fake.fault("rejected");
    await deliverDueMessages(t.db, soon(), providers);
    expect(await t.db.outboxMessage.findUniqueOrThrow({ where: { id } })).toMatchObject({
      status: "failed",
      attempts: 1,
    });
  });
});
