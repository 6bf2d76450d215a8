// The sandbox inbox, API and page, and the sandbox's simulated transfer: open while every provider is the
// sandbox; where one is real, only to a reviewer holding SANDBOX_INBOX_SECRET (header, or the cookie the page
// sets once it is typed); for anyone else they do not exist (404).
import { forgetEnvForTests } from "@/env";
import { Browser, useAppDatabase } from "@/test/api-harness";
import type { TestDatabase } from "@/test/test-database";
import { onboard } from "@/test/onboard";
import { enqueueMessage } from "@/server/notify/messages/outbox";
import { deliverDueMessages } from "@/server/notify/messages/deliver-outbox";
import { readSandboxInbox } from "@/server/notify/messages/sandbox-inbox";
import { REVIEWER_COOKIE, REVIEWER_HEADER } from "@/server/platform/sandbox/sandbox-access";
import SandboxInboxPage from "@/app/sandbox/inbox/page";
import { openSandboxInbox } from "@/app/sandbox/inbox/actions";
import { POST as simulateRoute } from "@/app/api/sandbox/incoming-transfer/route";
import { GET as fundingAccountRoute } from "@/app/api/funding/account/route";
import { GET } from "./route";

// The page reads the request's headers and the unlock form sets a cookie, as Next gives them to a render.
const mockRequest = { headers: new Headers(), setCookies: [] as { name: string; value: string; options: object }[] };
jest.mock("next/headers", () => ({
  headers: async () => mockRequest.headers,
  cookies: async () => ({
    set: (name: string, value: string, options: object) => mockRequest.setCookies.push({ name, value, options }),
  }),
}));

let t: TestDatabase;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ t, close } = await useAppDatabase());
}, 60_000);
afterAll(() => close());

const SECRET = "reviewer-secret-".padEnd(48, "x");
const REAL_SMS = { SMS_PROVIDER: "dojah", DOJAH_APP_ID: "a", DOJAH_SECRET_KEY: "k", DOJAH_SENDER_ID: "Veil" };
const REAL_EMAIL = {
  EMAIL_PROVIDER: "smtp",
  SMTP_URL: "smtp://127.0.0.1:1",
  EMAIL_FROM: "Veil <a@veil.test>",
  SUPPORT_EMAIL: "support@veil.test",
};
/** A reviewer's deployment: Dojah checks identities and Paystack (test keys) takes cards; messages stay here. */
const REVIEWED = {
  IDENTITY_PROVIDER: "dojah",
  DOJAH_APP_ID: "a",
  DOJAH_SECRET_KEY: "k",
  CARDS_PROVIDER: "paystack",
  PAYSTACK_SECRET_KEY: "sk_test_inbox0000000000",
  SANDBOX_INBOX_SECRET: SECRET,
};
const SET = [...Object.keys(REAL_SMS), ...Object.keys(REAL_EMAIL), ...Object.keys(REVIEWED)];

function withProviders(values: Record<string, string>) {
  for (const key of SET) delete process.env[key];
  Object.assign(process.env, values);
  forgetEnvForTests();
}
afterEach(() => {
  withProviders({});
  mockRequest.headers = new Headers();
  mockRequest.setCookies = [];
});

function inbox(query = "", headers: Record<string, string> = {}, cookies: Record<string, string> = {}) {
  const browser = new Browser(headers);
  for (const [name, value] of Object.entries(cookies)) browser.cookies.set(name, value);
  return browser.call(GET, { path: `/api/sandbox/inbox${query}` });
}
const page = (params: { to?: string; secret?: string } = {}) =>
  SandboxInboxPage({ searchParams: Promise.resolve(params) });
const NOT_FOUND = { digest: expect.stringMatching(/404/) };

beforeAll(async () => {
  await enqueueMessage(t.db, { channel: "sms", to: "+2348031110001", text: "first", kind: "test" });
  await deliverDueMessages(t.db, { deadline: Date.now() + 10_000 });
  await enqueueMessage(t.db, { channel: "email", to: "ada@example.test", subject: "Hi", text: "second", kind: "test" });
  await deliverDueMessages(t.db, { deadline: Date.now() + 10_000 });
});

describe("the sandbox inbox", () => {
  it("lists what was sent, newest first, each with recipient, time and text, filtered by recipient", async () => {
    const all = await inbox();
    expect(all.status).toBe(200);
    expect(all.body.data.messages.map((m: { text: string }) => m.text)).toEqual(["second", "first"]);
    expect(all.body.data.messages[0]).toMatchObject({ channel: "email", to: "ada@example.test", subject: "Hi" });
    expect(new Date(all.body.data.messages[0].sentAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    // No address holds a control character: nothing is found, and PostgreSQL never sees a NUL.
    expect(await inbox("?to=%00")).toMatchObject({ status: 200, body: { data: { messages: [] } } });
    const one = await inbox("?to=%2B2348031110001");
    expect(one.body.data.messages.map((m: { text: string }) => m.text)).toEqual(["first"]);
    // The page's filter takes the number as a person writes it.
    expect((await readSandboxInbox(t.db, { search: "0803 111 0001" })).map((m) => m.text)).toEqual(["first"]);
    expect((await readSandboxInbox(t.db, { search: "ADA@" })).map((m) => m.text)).toEqual(["second"]);
    await expect(page()).resolves.toBeTruthy();
  });

  it("does not exist, page and API, once one provider is real and no reviewer secret is set", async () => {
    for (const real of [REAL_SMS, REAL_EMAIL, { ...REAL_SMS, ...REAL_EMAIL }]) {
      withProviders(real);
      const answer = await inbox();
      expect(answer.status).toBe(404);
      expect(JSON.stringify(answer.body)).not.toMatch(/first|second/);
      // Sending a secret changes nothing where none is set.
      expect((await inbox("", { [REVIEWER_HEADER]: SECRET })).status).toBe(404);
      await expect(page()).rejects.toMatchObject(NOT_FOUND);
    }
  });

  it("with a real identity or money provider, opens only to the reviewer secret", async () => {
    withProviders(REVIEWED);
    const anonymous = await inbox();
    expect(anonymous.status).toBe(404);
    expect(JSON.stringify(anonymous.body)).not.toMatch(/first|second/);
    expect((await inbox("", { [REVIEWER_HEADER]: "wrong" })).status).toBe(404);
    expect((await inbox("", { [REVIEWER_HEADER]: `${SECRET}x` })).status).toBe(404);
    // The cookie holds a token made from the secret, not the secret.
    expect((await inbox("", {}, { [REVIEWER_COOKIE]: SECRET })).status).toBe(404);

    const reviewer = await inbox("?to=%2B2348031110001", { [REVIEWER_HEADER]: SECRET });
    expect(reviewer.status).toBe(200);
    expect(reviewer.body.data.messages.map((m: { text: string }) => m.text)).toEqual(["first"]);
  });

  it("the page asks a reviewer for the secret once, then keeps it in an httpOnly cookie", async () => {
    withProviders(REVIEWED);
    // Not the inbox: the question (its only prop says whether a wrong secret was just typed).
    expect((await page()).props).toEqual({ wrong: false });
    expect((await page({ secret: "wrong" })).props).toEqual({ wrong: true });

    const wrong = new FormData();
    wrong.set("secret", "not it");
    await expect(openSandboxInbox(wrong)).rejects.toMatchObject({ digest: expect.stringMatching(/secret=wrong/) });
    expect(mockRequest.setCookies).toEqual([]);

    const right = new FormData();
    right.set("secret", SECRET);
    await expect(openSandboxInbox(right)).rejects.toMatchObject({ digest: expect.stringMatching(/\/sandbox\/inbox;/) });
    expect(mockRequest.setCookies).toEqual([
      {
        name: REVIEWER_COOKIE,
        value: expect.not.stringContaining(SECRET),
        options: expect.objectContaining({ httpOnly: true, path: "/" }),
      },
    ]);
    const token = mockRequest.setCookies[0]!.value;
    mockRequest.headers = new Headers({ cookie: `${REVIEWER_COOKIE}=${token}` });
    expect((await page()).props).not.toEqual({ wrong: false });
    expect((await inbox("", {}, { [REVIEWER_COOKIE]: token })).status).toBe(200);
  });

  it("never asks where no secret is set: the form's answer is 404 too", async () => {
    withProviders(REAL_SMS);
    const form = new FormData();
    form.set("secret", SECRET);
    await expect(openSandboxInbox(form)).rejects.toMatchObject(NOT_FOUND);
  });
});

describe("the sandbox's simulated transfer", () => {
  it("credits made-up money only where every provider is the sandbox, or for the reviewer", async () => {
    const { browser } = await onboard();
    const simulate = (headers: Record<string, string> = {}) =>
      browser.call(simulateRoute, {
        path: "/api/sandbox/incoming-transfer",
        body: { amount: "100", senderName: "Chidi Okeke" },
        headers,
      });
    const offered = async () =>
      (await browser.call(fundingAccountRoute, { path: "/api/funding/account" })).body.data.simulate;
    expect(await offered()).toBe(true);

    withProviders(REVIEWED);
    expect(await offered()).toBe(false);
    expect((await simulate()).status).toBe(404);
    expect((await simulate({ [REVIEWER_HEADER]: "wrong" })).status).toBe(404);
    const reviewer = await simulate({ [REVIEWER_HEADER]: SECRET });
    expect(reviewer.status).toBe(200);
    expect(reviewer.body.data.transaction).toMatchObject({ amount: "100.00", recipientName: "Chidi Okeke" });
  });
});
