// The sandbox inbox, API and page: open while either message provider is the sandbox, newest first and
// filtered by recipient; gone (404) once both providers are real.
import { forgetEnvForTests } from "@/env";
import { Browser, useAppDatabase } from "@/test/api-harness";
import type { TestDatabase } from "@/test/test-database";
import { enqueueMessage } from "@/server/messages/outbox";
import { deliverDueMessages } from "@/server/messages/deliver-outbox";
import { readSandboxInbox } from "@/server/messages/sandbox-inbox";
import SandboxInboxPage from "@/app/sandbox/inbox/page";
import { GET } from "./route";

let t: TestDatabase;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ t, close } = await useAppDatabase());
});
afterAll(() => close());

const REAL_SMS = { SMS_PROVIDER: "dojah", DOJAH_APP_ID: "a", DOJAH_SECRET_KEY: "k", DOJAH_SENDER_ID: "Veil" };
const REAL_EMAIL = {
  EMAIL_PROVIDER: "smtp",
  SMTP_URL: "smtp://127.0.0.1:1",
  EMAIL_FROM: "Veil <a@veil.test>",
  SUPPORT_EMAIL: "support@veil.test",
};

function withProviders(values: Record<string, string>) {
  for (const key of [...Object.keys(REAL_SMS), ...Object.keys(REAL_EMAIL)]) delete process.env[key];
  Object.assign(process.env, values);
  forgetEnvForTests();
}
afterEach(() => withProviders({}));

const inbox = (query = "") => new Browser().call(GET, { path: `/api/sandbox/inbox${query}` });
const page = (to?: string) => SandboxInboxPage({ searchParams: Promise.resolve(to ? { to } : {}) });

describe("the sandbox inbox", () => {
  it("lists what was sent, newest first, each with recipient, time and text, filtered by recipient", async () => {
    await enqueueMessage(t.db, { channel: "sms", to: "+2348031110001", text: "first", kind: "test" });
    await deliverDueMessages(t.db, { deadline: Date.now() + 10_000 });
    await enqueueMessage(t.db, {
      channel: "email",
      to: "ada@example.test",
      subject: "Hi",
      text: "second",
      kind: "test",
    });
    await deliverDueMessages(t.db, { deadline: Date.now() + 10_000 });
    const all = await inbox();
    expect(all.status).toBe(200);
    expect(all.body.data.messages.map((m: { text: string }) => m.text)).toEqual(["second", "first"]);
    expect(all.body.data.messages[0]).toMatchObject({ channel: "email", to: "ada@example.test", subject: "Hi" });
    expect(new Date(all.body.data.messages[0].sentAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    const one = await inbox("?to=%2B2348031110001");
    expect(one.body.data.messages.map((m: { text: string }) => m.text)).toEqual(["first"]);
    // The page's filter takes the number as a person writes it.
    expect((await readSandboxInbox(t.db, { search: "0803 111 0001" })).map((m) => m.text)).toEqual(["first"]);
    expect((await readSandboxInbox(t.db, { search: "ADA@" })).map((m) => m.text)).toEqual(["second"]);
  });

  it("stays open while either provider is the sandbox", async () => {
    withProviders(REAL_SMS);
    expect((await inbox()).status).toBe(200);
    await expect(page()).resolves.toBeTruthy();
    withProviders(REAL_EMAIL);
    expect((await inbox()).status).toBe(200);
  });

  it("answers 404, page and API, once both providers are real", async () => {
    withProviders({ ...REAL_SMS, ...REAL_EMAIL });
    const answer = await inbox();
    expect(answer.status).toBe(404);
    expect(JSON.stringify(answer.body)).not.toMatch(/first|second/);
    await expect(page()).rejects.toMatchObject({ digest: expect.stringMatching(/404/) });
  });
});
