// Contact Support signed out, through its route handlers on real PostgreSQL: a code only to a wallet's own
// number, the same answer for any number, and the case opened as the wallet's once the code is right.
import { POST as start } from "@/app/api/cases/signed-out/start/route";
import { POST as verify } from "@/app/api/cases/signed-out/verify/route";
import { GET as listCases } from "@/app/api/cases/route";
import { Browser, useAppDatabase } from "@/test/api-harness";
import { onboard } from "@/test/onboard";
import type { TestDatabase } from "@/test/test-database";
import { CODE_WRONG } from "@/server/auth/one-time-codes";
import { english } from "@/test/english";
import { CASE_REFERENCE } from "./case-reference";
import { CONTACT_CODES_PER_NUMBER_PER_HOUR, NO_CONTACT } from "./signed-out-contact";

jest.setTimeout(60_000);

let t: TestDatabase;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ t, close } = await useAppDatabase());
});
afterAll(() => close());

let ip = 0;
const newBrowser = () => new Browser({ "x-forwarded-for": `192.0.2.${++ip}` });
const NOTE = "I forgot my password and my old SIM is gone.";

async function person() {
  const { identity, browser } = await onboard({ browser: newBrowser(), email: `p${Date.now()}${ip}@example.com` });
  return { phone: identity.phoneNumber as string, signedIn: browser };
}

const codes = (phone: string) =>
  t.db.outboxMessage.findMany({
    where: { recipient: phone, kind: "code:support-contact" },
    orderBy: { createdAt: "desc" },
  });

async function codeSentTo(phone: string): Promise<string> {
  return (await codes(phone))[0]!.body!.match(/\b(\d{6})\b/)![1]!;
}

describe("Contact Support signed out", () => {
  it("sends a code to the wallet's number and opens the wallet's case with the right code", async () => {
    const { phone, signedIn } = await person();
    const browser = newBrowser();
    const started = await browser.call(start, { body: { phoneNumber: `0${phone.slice(4)}`, note: NOTE } });
    expect(started.status).toBe(200);
    expect(started.body.data.message).toBe("If this number has a Veil wallet, we sent it a code.");
    // Its cookie names nobody: not the account's id, nor anything a password reset's cookie would match.
    const owner = await t.db.user.findFirstOrThrow({ where: { phoneNumber: phone }, select: { id: true } });
    expect([...browser.cookies.values()].join(" ")).not.toContain(owner.id);
    const sms = (await codes(phone))[0]!;
    expect(sms.body).toMatch(/to open a support case/);

    const wrong = await browser.call(verify, { body: { code: "000000", note: NOTE } });
    expect(wrong.status).toBe(422);
    expect(wrong.body.message).toBe(english(CODE_WRONG(4)));

    const opened = await browser.call(verify, { body: { code: await codeSentTo(phone), note: NOTE } });
    expect(opened.status).toBe(200);
    const supportCase = opened.body.data.case;
    expect(supportCase.reference).toMatch(CASE_REFERENCE);
    expect(supportCase).toMatchObject({ reason: "OTHER", note: NOTE, status: "RECEIVED", transactionId: null });
    const toSupport = await t.db.outboxMessage.findFirstOrThrow({
      where: { kind: "case:to-support", subject: { contains: supportCase.reference } },
    });
    expect(toSupport.body).toContain(`phone ${phone}`);
    expect(toSupport.body).toContain("Opened signed out, after an SMS code to the wallet's phone number");
    // The person sees it among their cases once signed in, and gets their email copy.
    const listed = await signedIn.call(listCases, { path: "/api/cases" });
    expect(listed.body.data.cases.map((c: { reference: string }) => c.reference)).toContain(supportCase.reference);
    expect(
      await t.db.outboxMessage.count({ where: { kind: "case:opened", subject: { contains: supportCase.reference } } }),
    ).toBe(1);

    // The cookie is spent: the same code (or any other) opens nothing more.
    const again = await browser.call(verify, { body: { code: "123456", note: NOTE } });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(english(NO_CONTACT));
  });

  it("answers a number without a wallet exactly alike, and texts it nothing", async () => {
    const unknown = "8097770042";
    const browser = newBrowser();
    const started = await browser.call(start, { body: { phoneNumber: unknown, note: NOTE } });
    expect(started.status).toBe(200);
    expect(started.body.data.message).toBe("If this number has a Veil wallet, we sent it a code.");
    expect(started.body.data.messageId).toMatch(/^[0-9a-f-]{36}$/);
    expect(await t.db.outboxMessage.count({ where: { recipient: { contains: unknown } } })).toBe(0);
    const guess = await browser.call(verify, { body: { code: "000000", note: NOTE } });
    expect(guess.status).toBe(422);
    expect(guess.body.message).toBe(english(CODE_WRONG(4)));
    expect(await t.db.supportCase.count({ where: { note: NOTE, user: { phoneNumber: `+234${unknown}` } } })).toBe(0);
  });

  it("refuses bad input with a sentence and writes nothing", async () => {
    const before = await t.db.oneTimeCode.count();
    for (const body of [
      { phoneNumber: "12345", note: NOTE },
      { phoneNumber: "8031234567", note: "" },
      { phoneNumber: "8031234567", note: "x".repeat(1001) },
      { phoneNumber: "8031234567", note: "hidden \u202e text" },
      { phoneNumber: "8031234567" },
    ]) {
      const answer = await newBrowser().call(start, { body });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toMatch(/^[A-Z][^{}]+$/);
    }
    expect(await t.db.oneTimeCode.count()).toBe(before);
    const noCookie = await newBrowser().call(verify, { body: { code: "123456", note: NOTE } });
    expect(noCookie.status).toBe(409);
  });

  it("sends a number at most a few codes an hour, whoever asks", async () => {
    const { phone } = await person();
    for (let i = 0; i < CONTACT_CODES_PER_NUMBER_PER_HOUR; i++) {
      expect((await newBrowser().call(start, { body: { phoneNumber: phone.slice(4), note: NOTE } })).status).toBe(200);
    }
    const over = await newBrowser().call(start, { body: { phoneNumber: phone.slice(4), note: NOTE } });
    expect(over.status).toBe(429);
    expect(await codes(phone)).toHaveLength(CONTACT_CODES_PER_NUMBER_PER_HOUR);
  });
});
