// Confirmation of Payee on the server: a transfer that names the payee it expects goes only when the bank's
// name is a match or close, or when the sender chose Send anyway; a refusal moves nothing, by transfer or card.
import { POST as recipientRoute } from "@/app/api/transfer/recipient/route";
import { POST as cardToAccountRoute } from "@/app/api/transfer/card/route";
import { POST as transferRoute } from "@/app/api/transfer/route";
import { useAppDatabase, type Browser } from "@/test/api-harness";
import type { TestDatabase } from "@/test/test-database";
import { account, APPROVED_CARD, balance, fundedUser, newKey } from "@/test/money";
import { TEST_PIN } from "@/test/onboard";

let t: TestDatabase;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ t, close } = await useAppDatabase());
}, 60_000);
afterAll(() => close());

const TO = account("246813579");

async function bankName(browser: Browser): Promise<string> {
  return (await browser.call(recipientRoute, { path: "/api/transfer/recipient", body: TO })).body.data.accountName;
}

const send = (browser: Browser, payee: object) =>
  browser.call(transferRoute, {
    path: "/api/transfer",
    body: { ...TO, amount: "100", description: "", transactionPin: TEST_PIN, ...payee },
    headers: { "idempotency-key": newKey() },
  });

describe("the payee name check", () => {
  it("refuses a transfer for a name the bank does not give, saying whose account it is, and sends nothing", async () => {
    const browser = await fundedUser("1000");
    const name = await bankName(browser);
    const refused = await send(browser, { payeeName: "Musa Ibrahim Danjuma" });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toMatch(
      /^The bank's name for this account is not the name you typed\. Nothing was sent/,
    );
    // The screen's own enquiry showed the name; a transfer is no way round that enquiry's limit.
    expect(refused.body.message).not.toContain(name);
    expect(await balance(browser)).toBe("1000.00");
  });

  it("counts a payee check as a name enquiry, so it cannot test names without limit", async () => {
    const browser = await fundedUser("1000");
    const user = await t.db.user.findFirstOrThrow({ orderBy: { createdAt: "desc" }, select: { id: true } });
    const counted = async () =>
      (
        await t.db.$queryRaw<{ count: number }[]>`
          SELECT coalesce(sum(count), 0)::int AS count FROM rate_limit_counts
           WHERE bucket = ${`name-enquiry:user:${user.id}`}`
      )[0]!.count;
    const before = await counted();
    expect((await send(browser, { payeeName: "Musa Ibrahim Danjuma" })).status).toBe(422);
    expect((await send(browser, {})).status).toBe(200);
    // The check was counted; a transfer that names no payee is not.
    expect(await counted()).toBe(before + 1);
  });

  it("answers a retry of a transfer sent anyway from its key, not with the check it skipped", async () => {
    const browser = await fundedUser("1000");
    const key = newKey();
    const body = { ...TO, amount: "100", description: "", transactionPin: TEST_PIN, payeeName: "Musa Danjuma" };
    const call = (extra: object) =>
      browser.call(transferRoute, {
        path: "/api/transfer",
        body: { ...body, ...extra },
        headers: { "idempotency-key": key },
      });
    expect((await call({ sendAnyway: true })).status).toBe(200);
    const changed = await call({});
    expect(changed.status).toBe(422);
    expect(changed.body.message).not.toMatch(/Nothing was sent/);
    expect(await balance(browser)).toBe("900.00");
  });

  it("sends when the sender chose Send anyway, or the name is a match or close", async () => {
    const browser = await fundedUser("1000");
    const name = await bankName(browser);
    const [first, ...rest] = name.split(" ");
    expect((await send(browser, { payeeName: "Musa Ibrahim Danjuma", sendAnyway: true })).status).toBe(200);
    expect((await send(browser, { payeeName: [...rest, first].join(" ") })).status).toBe(200);
    expect((await send(browser, { payeeName: first })).status).toBe(200);
    expect(await balance(browser)).toBe("700.00");
  });

  it("refuses a card payment for a name the bank does not give before the card is charged", async () => {
    const browser = await fundedUser("100");
    const refused = await browser.call(cardToAccountRoute, {
      path: "/api/transfer/card",
      body: {
        ...TO,
        amount: "500",
        description: "",
        payeeName: "Musa Ibrahim Danjuma",
        payWith: { cardDetails: APPROVED_CARD },
        transactionPin: TEST_PIN,
      },
      headers: { "idempotency-key": newKey() },
    });
    expect(refused.status).toBe(422);
    expect(await balance(browser)).toBe("100.00");
  });

  it("refuses a name with hidden characters in the field's own words", async () => {
    const browser = await fundedUser("1000");
    const odd = await send(browser, { payeeName: "Ada\u202eObi" });
    expect(odd.status).toBe(400);
    expect(odd.body.message).toBe("Use letters, spaces, hyphens and apostrophes for the name you expect.");
    expect(await balance(browser)).toBe("1000.00");
  });
});
