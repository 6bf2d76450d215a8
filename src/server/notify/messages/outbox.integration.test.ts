// The outbox against PostgreSQL: a message exists exactly when the change that queued it committed, is sent
// once however many senders run, is retried when the provider fails, and a one-time code works once.
import { randomUUID } from "node:crypto";
import { useAppDatabase } from "@/test/api-harness";
import type { TestDatabase } from "@/test/test-database";
import { enqueueMessage } from "./outbox";
import { deliverDueMessages, MAX_ATTEMPTS } from "./deliver-outbox";
import { readSandboxInbox } from "./sandbox-inbox";
import { checkCode, sendCode, CODE_MAX_TRIES } from "@/server/auth/one-time-codes";

let t: TestDatabase;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ t, close } = await useAppDatabase());
});
afterAll(async () => {
  await close();
});

/** Both providers refusing every message, as a vendor that is down does. */
function providersDown(reason: string) {
  const down = { name: "down", send: () => Promise.reject(new Error(reason)) };
  return { sms: down, email: down };
}

const soon = () => ({ deadline: Date.now() + 10_000 });
const phone = () => `+234803${String(Math.floor(Math.random() * 1e7)).padStart(7, "0")}`;

describe("the outbox", () => {
  it("sends nothing for a change that rolled back, and the committed message once", async () => {
    const [kept, lost] = [phone(), phone()];
    await t.db.$transaction((tx) => enqueueMessage(tx, { channel: "sms", to: kept, text: "kept", kind: "test" }));
    await t.db
      .$transaction(async (tx) => {
        await enqueueMessage(tx, { channel: "sms", to: lost, text: "lost", kind: "test" });
        throw new Error("the change failed");
      })
      .catch(() => undefined);
    await Promise.all([
      deliverDueMessages(t.db, soon()),
      deliverDueMessages(t.db, soon()),
      deliverDueMessages(t.db, soon()),
    ]);
    expect((await readSandboxInbox(t.db, { to: kept })).map((m) => m.text)).toEqual(["kept"]);
    expect(await readSandboxInbox(t.db, { to: lost })).toEqual([]);
  });

  it("keeps a message the provider refused and sends it on a later round", async () => {
    const to = phone();
    const id = await enqueueMessage(t.db, { channel: "sms", to, text: "retry me", kind: "test" });
    await deliverDueMessages(t.db, soon(), providersDown("provider down"));
    const after = await t.db.outboxMessage.findUniqueOrThrow({ where: { id } });
    expect(after).toMatchObject({ status: "pending", attempts: 1, lastError: "provider down" });
    expect(await readSandboxInbox(t.db, { to })).toEqual([]);
    await t.db.outboxMessage.update({ where: { id }, data: { nextAttemptAt: new Date() } });
    await deliverDueMessages(t.db, soon());
    expect((await readSandboxInbox(t.db, { to })).map((m) => m.text)).toEqual(["retry me"]);
    expect(await t.db.outboxMessage.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: "sent" });
  });

  it("gives a message up after its last attempt", async () => {
    const id = await enqueueMessage(t.db, { channel: "sms", to: phone(), text: "x", kind: "test" });
    await t.db.outboxMessage.update({ where: { id }, data: { attempts: MAX_ATTEMPTS - 1 } });
    await deliverDueMessages(t.db, soon(), providersDown("down"));
    expect(await t.db.outboxMessage.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: "failed" });
  });
});

describe("one-time codes", () => {
  async function codeFor(subject: string, purpose = "login") {
    const to = phone();
    await sendCode(t.db, { subject, purpose, phoneNumber: to });
    await deliverDueMessages(t.db, soon());
    const [message] = await readSandboxInbox(t.db, { to });
    return message!.text.match(/\b(\d{6})\b/)![1]!;
  }

  it("accepts the right code once, and never for another purpose", async () => {
    const subject = `user:${randomUUID()}`;
    const code = await codeFor(subject);
    expect(await checkCode(t.db, { subject, purpose: "password-reset", code })).toMatchObject({ ok: false });
    expect(await checkCode(t.db, { subject, purpose: "login", code })).toEqual({ ok: true });
    expect(await checkCode(t.db, { subject, purpose: "login", code })).toMatchObject({ ok: false, reason: "none" });
  });

  it("shares five tries among parallel guesses, then refuses even the right code", async () => {
    const subject = `user:${randomUUID()}`;
    const code = await codeFor(subject);
    const wrong = code === "000000" ? "111111" : "000000";
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => checkCode(t.db, { subject, purpose: "login", code: wrong })),
    );
    expect(answers.filter((a) => !a.ok && a.reason === "wrong")).toHaveLength(CODE_MAX_TRIES - 1);
    expect(await checkCode(t.db, { subject, purpose: "login", code })).toMatchObject({ ok: false, reason: "used-up" });
  });

  it("refuses an expired code", async () => {
    const subject = `user:${randomUUID()}`;
    const code = await codeFor(subject);
    await t.db.oneTimeCode.updateMany({ where: { subject }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect(await checkCode(t.db, { subject, purpose: "login", code })).toMatchObject({ ok: false, reason: "expired" });
  });

  it("never stores the code or puts it in the outbox's kind", async () => {
    const subject = `user:${randomUUID()}`;
    const code = await codeFor(subject);
    const row = await t.db.oneTimeCode.findFirstOrThrow({ where: { subject } });
    expect(JSON.stringify(row)).not.toContain(code);
  });
});
