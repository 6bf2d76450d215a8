// The sandbox's deterministic failures (docs/sandbox.md), through the real outbox: an SMS to a number ending
// 0999 meets an outage on every try, so it is retried with a growing delay and given up after the last
// attempt; an email to undeliverable.test is refused for good at once. Neither ever reaches the inbox.
import { useAppDatabase } from "@/test/api-harness";
import type { TestDatabase } from "@/test/test-database";
import { enqueueMessage } from "./outbox";
import { deliverDueMessages, MAX_ATTEMPTS, retryDelaySeconds } from "./deliver-outbox";
import { readSandboxInbox } from "./sandbox-inbox";

let t: TestDatabase;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ t, close } = await useAppDatabase());
});
afterAll(() => close());

const soon = () => ({ deadline: Date.now() + 10_000 });

describe("the sandbox's failures", () => {
  it("retries an SMS to a number ending 0999 with a growing delay, then gives it up", async () => {
    const to = "+2348031230999";
    const id = await enqueueMessage(t.db, { channel: "sms", to, text: "Your code is 123456", kind: "test" });
    const delays: number[] = [];
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
      const before = Date.now();
      await deliverDueMessages(t.db, soon());
      const row = await t.db.outboxMessage.findUniqueOrThrow({ where: { id } });
      expect(row.attempts).toBe(attempt);
      expect(row.lastError).toMatch(/outage/);
      if (attempt < MAX_ATTEMPTS) {
        expect(row.status).toBe("pending");
        delays.push(Math.round((row.nextAttemptAt.getTime() - before) / 1000));
        // Not due yet: a round now leaves it alone.
        await deliverDueMessages(t.db, soon());
        expect((await t.db.outboxMessage.findUniqueOrThrow({ where: { id } })).attempts).toBe(attempt);
        await t.db.outboxMessage.update({ where: { id }, data: { nextAttemptAt: new Date() } });
      } else {
        expect(row.status).toBe("failed");
      }
    }
    const expected = Array.from({ length: MAX_ATTEMPTS - 1 }, (_, i) => retryDelaySeconds(i + 1));
    expect(expected.slice(0, 3)).toEqual([15, 30, 60]);
    delays.forEach((delay, i) => expect(Math.abs(delay - expected[i]!)).toBeLessThanOrEqual(2));
    await t.db.outboxMessage.update({ where: { id }, data: { nextAttemptAt: new Date() } });
    await deliverDueMessages(t.db, soon());
    expect(await t.db.outboxMessage.findUniqueOrThrow({ where: { id } })).toMatchObject({
      status: "failed",
      attempts: MAX_ATTEMPTS,
    });
    expect(await readSandboxInbox(t.db, { to })).toEqual([]);
  });

  it("refuses an email to undeliverable.test for good on the first try", async () => {
    const to = "ada@undeliverable.test";
    const id = await enqueueMessage(t.db, { channel: "email", to, subject: "x", text: "x", kind: "test" });
    await deliverDueMessages(t.db, soon());
    const row = await t.db.outboxMessage.findUniqueOrThrow({ where: { id } });
    expect(row).toMatchObject({ status: "failed", attempts: 1 });
    expect(row.lastError).toMatch(/550/);
    expect(await readSandboxInbox(t.db, { to })).toEqual([]);
  });

  it("delivers to a neighbouring number and address as usual", async () => {
    await enqueueMessage(t.db, { channel: "sms", to: "+2348031231999", text: "ok", kind: "test" });
    await enqueueMessage(t.db, {
      channel: "email",
      to: "ada@deliverable.test",
      subject: "s",
      text: "ok",
      kind: "test",
    });
    await deliverDueMessages(t.db, soon());
    expect(await readSandboxInbox(t.db, { to: "+2348031231999" })).toHaveLength(1);
    expect(await readSandboxInbox(t.db, { to: "ada@deliverable.test" })).toHaveLength(1);
  });
});
