// Name enquiry's answer is the recipient's bank's words: what it shows, and what the transfer stores, carries
// no character that would reorder or hide the name.
import { useAppDatabase } from "@/test/api-harness";
import { account } from "@/test/money";
import type { TestDatabase } from "@/test/test-database";
import type { PayoutsProvider } from "@/server/money/ports/payouts-provider";
import { resolveRecipient } from "./name-enquiry";

let t: TestDatabase;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ t, close } = await useAppDatabase());
}, 60_000);
afterAll(() => close());

/** A payouts vendor whose name enquiry answers `accountName`. */
function answering(accountName: string): PayoutsProvider {
  return { name: "test", resolveAccount: async () => ({ accountName }) } as unknown as PayoutsProvider;
}

describe("name enquiry", () => {
  it("answers the bank's name without direction overrides, controls or zero-width characters", async () => {
    const found = await resolveRecipient(t.db, answering("a\u202eb\u2067 \u200bOKAFOR\u0007\n"), account());
    expect(found.accountName).toBe("ab OKAFOR");
  });

  it("keeps a name in any script, with its accents, hyphens and apostrophes", async () => {
    const name = "Ọlábísí Àdìgún-Bello O'Neil";
    expect((await resolveRecipient(t.db, answering(name), account())).accountName).toBe(name);
  });

  it("treats a name that is nothing but unseen characters as no account", async () => {
    await expect(resolveRecipient(t.db, answering("\u202e\u200b"), account())).rejects.toMatchObject({
      code: "unprocessable",
    });
  });
});
