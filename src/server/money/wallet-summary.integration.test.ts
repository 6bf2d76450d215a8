// What Send Money offers to start from: the recent recipients, read from the sender's own transfers.
import { useAppDatabase } from "@/test/api-harness";
import type { TestDatabase } from "@/test/test-database";
import { account, fundedUser, transfer } from "@/test/money";
import { recentRecipients } from "./wallet-summary";

let t: TestDatabase;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ t, close } = await useAppDatabase());
});
afterAll(() => close());

/** The newest person: the one fundedUser just signed up. */
async function newestUserId(): Promise<string> {
  const { id } = await t.db.user.findFirstOrThrow({ orderBy: { createdAt: "desc" }, select: { id: true } });
  return id;
}

describe("recent recipients", () => {
  it("offers accounts paid or being paid, newest first, never one whose bank declined the transfer", async () => {
    const browser = await fundedUser("5000");
    const id = await newestUserId();
    const paid = account("012345678");
    const declined = account("999000111"); // the sandbox's bank declines it
    const waiting = account("888000222"); // the sandbox's bank confirms it later
    expect((await transfer(browser, "100", { to: paid })).status).toBe(200);
    const refused = await transfer(browser, "100", { to: declined });
    expect(refused.body.data.transaction.status).toBe("Failed");
    expect((await transfer(browser, "100", { to: waiting })).status).toBe(200);
    const offered = (await recentRecipients(t.db, id)).map((recipient) => recipient.accountNumber);
    expect(offered).toEqual([waiting.recipientAccountNumber, paid.recipientAccountNumber]);
  });
});
