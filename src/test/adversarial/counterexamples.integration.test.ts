// Every input a fuzz run or a review ever found to break an endpoint, kept as a named test: each is refused
// with the field's message (or ignored, for a webhook) before anything is written.
import { POST as webhookRoute } from "@/app/api/webhooks/payouts/route";
import { SIGNATURE_HEADER, signWebhook } from "@/server/vendors/paystack/payouts/transfer-webhook";
import { useAppDatabase, type Browser } from "@/test/api-harness";
import { transfer } from "@/test/money";
import type { TestDatabase } from "@/test/test-database";
import { fingerprint, fundedUser } from "./world";

let t: TestDatabase;
let close: () => Promise<void>;
let browser: Browser;
beforeAll(async () => {
  ({ t, close } = await useAppDatabase());
  browser = await fundedUser("5000");
});
afterAll(() => close());

const NOTE_REFUSED = "Note contains characters we can't accept. Please remove them.";

async function refusedWithoutWriting(send: () => Promise<{ status: number; body: Record<string, unknown> }>) {
  const before = await fingerprint(t);
  const answer = await send();
  expect(await fingerprint(t)).toEqual(before);
  return answer;
}

describe("a transfer's note", () => {
  it.each([
    ["a lone high surrogate", "\ud800"],
    ["a lone low surrogate", "school \udc00 fees"],
    ["a NUL", "school\u0000fees"],
    // The note goes to the recipient's bank, which shows it: nothing in it may turn it around or hide text.
    ["a right-to-left override", "Rent \u202e00.000,01\u202c paid"],
    ["zero-width spaces", "Rent\u200b\u200b"],
    ["a terminal escape", "a\u001b[31mb"],
  ])("refuses %s with 400 and the note's message, and moves no money", async (_what, description) => {
    const answer = await refusedWithoutWriting(() => transfer(browser, "100", { description }));
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(NOTE_REFUSED);
  });

  it("takes a note with a whole emoji (a surrogate pair)", async () => {
    const answer = await transfer(browser, "100", { description: "Rent 🏠" });
    expect(answer.status).toBe(200);
  });
});

describe("an amount", () => {
  it.each(["00012", "012.50", "00"])("refuses %j: amounts have no leading zeros", async (amount) => {
    const answer = await refusedWithoutWriting(() => transfer(browser, amount));
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe("Please enter a valid amount.");
  });
});

describe("the payouts webhook", () => {
  function signed(event: object): Request {
    const raw = JSON.stringify(event);
    return new Request("http://localhost/api/webhooks/payouts", {
      method: "POST",
      body: raw,
      headers: {
        "content-type": "application/json",
        [SIGNATURE_HEADER]: signWebhook(raw, process.env.PAYOUTS_WEBHOOK_SECRET!),
      },
    });
  }

  it.each([
    ["a NUL in the reference", { event: "transfer.reversed", data: { reference: "\u0000", amount: 1852172522 } }],
    ["a lone surrogate in the reference", { event: "transfer.success", data: { reference: "\ud800", amount: 100 } }],
    ["a NUL in the reason", { event: "transfer.failed", data: { reference: "ref", amount: 100, reason: "\u0000" } }],
  ])("ignores an event with %s, without a 5xx", async (_what, event) => {
    const before = await fingerprint(t);
    const answer = await webhookRoute(signed(event), { params: Promise.resolve({}) });
    expect(answer.status).toBe(200);
    expect(await fingerprint(t)).toEqual(before);
  });
});
