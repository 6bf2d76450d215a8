// Other users' data: with two signed-in people, everything that takes an id, a reference, a cursor or an
// idempotency key is tried by one with the other's. The answer is 404 (or one's own data), never theirs.
import { GET as exportRoute } from "@/app/api/account/export/route";
import { POST as refreshRoute } from "@/app/api/transactions/[id]/refresh/route";
import { GET as detailRoute } from "@/app/api/transactions/[id]/route";
import { GET as listRoute } from "@/app/api/transactions/route";
import { GET as balanceRoute } from "@/app/api/wallet/balance/route";
import type { Browser } from "@/test/api-harness";
import { useAppDatabase } from "@/test/api-harness";
import { account, transfer } from "@/test/money";
import { fundedUser } from "./world";

let close: () => Promise<void>;
let ada: Browser;
let bola: Browser;
const adaIds: number[] = [];
const adaReferences: string[] = [];

beforeAll(async () => {
  ({ close } = await useAppDatabase());
  ada = await fundedUser("30000");
  bola = await fundedUser("20000");
  for (const to of [account("012345678"), account("888000111"), account("999000222")]) {
    const sent = await transfer(ada, "250", { to });
    adaIds.push(sent.body.data.transaction.id);
    adaReferences.push(sent.body.data.transaction.transactionReference);
  }
  const list = await ada.call(listRoute, { path: "/api/transactions" });
  adaIds.push(...list.body.data.transactions.map((row: { id: number }) => row.id));
  adaReferences.push(
    ...list.body.data.transactions.map((row: { transactionReference: string }) => row.transactionReference),
  );
});
afterAll(() => close());

const mentionsAda = (body: unknown) => adaReferences.some((reference) => JSON.stringify(body).includes(reference));

describe("someone else's transactions", () => {
  it("answers 404 for each of them, by id, on the detail and on the refresh", async () => {
    for (const id of new Set(adaIds)) {
      const detail = await bola.call(detailRoute, { params: { id: String(id) } });
      const refresh = await bola.call(refreshRoute, { params: { id: String(id) }, body: {} });
      expect([detail.status, refresh.status]).toEqual([404, 404]);
      expect(mentionsAda(detail.body) || mentionsAda(refresh.body)).toBe(false);
    }
  });

  it("never lists them, whatever the filter or cursor", async () => {
    const adaPage = await ada.call(listRoute, { path: "/api/transactions?limit=1" });
    const adaCursor = adaPage.body.data.nextCursor as string;
    expect(adaCursor).toEqual(expect.any(String));
    for (const query of [
      "",
      "type=sent",
      "type=added",
      "order=oldest",
      `cursor=${adaCursor}`,
      `cursor=${adaCursor}&order=oldest`,
    ]) {
      const answer = await bola.call(listRoute, { path: `/api/transactions?${query}` });
      expect(answer.status).toBe(200);
      expect(mentionsAda(answer.body)).toBe(false);
    }
  });

  it("leaves them out of the personal-data download", async () => {
    const download = await bola.call(exportRoute);
    expect(download.status).toBe(200);
    expect(mentionsAda(download.body)).toBe(false);
  });
});

describe("someone else's idempotency key", () => {
  it("starts a payment of one's own, never replays theirs", async () => {
    const key = "shared-key-0123456789";
    const first = await transfer(ada, "100", { key, to: account("012345678") });
    const second = await transfer(bola, "100", { key, to: account("012345678") });
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.body.data.transaction.id).not.toBe(first.body.data.transaction.id);
    expect(second.body.data.transaction.transactionReference).not.toBe(
      first.body.data.transaction.transactionReference,
    );
    const balances = await Promise.all([ada, bola].map((browser) => browser.call(balanceRoute)));
    // Each paid once: Ada 30,000 - 3 x 250 (the failed payout refunded: + 250) - 100; Bola 20,000 - 100.
    expect(balances.map((answer) => answer.body.data.balance)).toEqual(["29400.00", "19900.00"]);
  });
});
