// Beneficiaries through the handlers, as the screens call them: saved only once the bank names the account,
// once however often or however written, edited and removed by their owner alone.
import { Browser, useAppDatabase } from "@/test/api-harness";
import type { TestDatabase } from "@/test/test-database";
import type { PayoutsProvider } from "@/server/money/ports/payouts-provider";
import { BENEFICIARIES_MAX, saveBeneficiary } from "@/server/money";
import { account } from "@/test/money";
import { onboard } from "@/test/onboard";
import { GET, POST } from "./route";
import { DELETE, PATCH } from "./[id]/route";

let t: TestDatabase;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ t, close } = await useAppDatabase());
}, 60_000);
afterAll(() => close());

const save = (browser: Browser, body: unknown) => browser.call(POST, { path: "/api/beneficiaries", body });
const list = async (browser: Browser) =>
  (await browser.call(GET, { path: "/api/beneficiaries" })).body.data.beneficiaries as {
    id: string;
    accountNumber: string;
    bank: string;
    accountName: string;
    nickname: string | null;
    favourite: boolean;
  }[];
const edit = (browser: Browser, id: string, body: unknown) =>
  browser.call(PATCH, { method: "PATCH", path: `/api/beneficiaries/${id}`, body, params: { id } });
const remove = (browser: Browser, id: string) =>
  browser.call(DELETE, { method: "DELETE", path: `/api/beneficiaries/${id}`, params: { id } });

describe("beneficiaries", () => {
  it("saves an account with the name its bank gives, and lists it", async () => {
    const { browser } = await onboard();
    const answer = await save(browser, { ...account("123456789"), nickname: "  Landlord " });
    expect(answer.status).toBe(200);
    expect(answer.body.data.created).toBe(true);
    expect(answer.body.data.beneficiary).toMatchObject({
      bank: "GTBank",
      nickname: "Landlord",
      favourite: false,
      accountNumber: account("123456789").recipientAccountNumber,
    });
    expect(answer.body.data.beneficiary.accountName).toMatch(/\S/);
    expect(await list(browser)).toHaveLength(1);
  });

  it("saves nothing for a number that cannot be the bank's, and says why", async () => {
    const { browser } = await onboard();
    const answer = await save(browser, { recipientAccountNumber: "1234567890", recipientBank: "OPay" });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/phone number/i);
    expect(await list(browser)).toEqual([]);
  });

  it("saves nothing for an account its bank cannot name", async () => {
    const { browser } = await onboard();
    const user = await t.db.user.findFirstOrThrow({ orderBy: { createdAt: "desc" }, select: { id: true } });
    const noSuchAccount = { name: "test", resolveAccount: async () => null } as unknown as PayoutsProvider;
    await expect(saveBeneficiary(t.db, noSuchAccount, user.id, account("123123123"))).rejects.toMatchObject({
      code: "unprocessable",
    });
    expect(await list(browser)).toEqual([]);
  });

  it("refuses a nickname with hidden characters, with the field's own words, and writes nothing", async () => {
    const { browser } = await onboard();
    const answer = await save(browser, { ...account(), nickname: "Mum\u202e" });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe("Use letters, numbers and spaces for the nickname.");
    expect(await list(browser)).toEqual([]);
  });

  it("keeps one beneficiary for a wallet however its number is written, and when saved from its transfer", async () => {
    const { browser } = await onboard();
    const first = await save(browser, { recipientAccountNumber: "0803 123 4567", recipientBank: "OPay" });
    expect(first.status).toBe(200);
    const stored = first.body.data.beneficiary.accountNumber;
    // A transfer records the number as the network takes it; Save on its result sends that form back.
    const again = await save(browser, { recipientAccountNumber: stored, recipientBank: "OPay" });
    const plus = await save(browser, { recipientAccountNumber: "+234 803-123-4567", recipientBank: "OPay" });
    expect([again.body.data.created, plus.body.data.created]).toEqual([false, false]);
    expect(await list(browser)).toHaveLength(1);
  });

  it("saves a Veil number without asking whether it has a wallet, once however written", async () => {
    const { browser } = await onboard();
    const first = await save(browser, { recipientAccountNumber: "0809 999 1234", recipientBank: "Veil" });
    expect(first.status).toBe(200);
    const again = await save(browser, {
      recipientAccountNumber: first.body.data.beneficiary.accountNumber,
      recipientBank: "Veil",
    });
    expect(again.body.data.created).toBe(false);
    expect(await list(browser)).toHaveLength(1);
  });

  it("saves one beneficiary when the same account is saved many times at once", async () => {
    const { browser } = await onboard();
    const answers = await Promise.all(Array.from({ length: 6 }, () => save(browser, account("222333444"))));
    expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill(200));
    expect(answers.filter((answer) => answer.body.data.created)).toHaveLength(1);
    expect(await list(browser)).toHaveLength(1);
  });

  it("keeps no more than the most a person may save, however many saves come at once", async () => {
    const { browser } = await onboard();
    const user = await t.db.user.findFirstOrThrow({ orderBy: { createdAt: "desc" }, select: { id: true } });
    await t.db.beneficiary.createMany({
      data: Array.from({ length: BENEFICIARIES_MAX - 5 }, (_, index) => ({
        userId: user.id,
        bank: "Veil",
        accountNumber: `80${String(index).padStart(8, "0")}`,
        accountName: "saved before",
      })),
    });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) => save(browser, account(`7000000${String(index).padStart(2, "0")}`))),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(5);
    expect(answers.filter((answer) => answer.status === 422)[0]?.body.message).toBe(
      `You can save up to ${BENEFICIARIES_MAX} recipients. Remove one you no longer pay, then save this one.`,
    );
    expect(await t.db.beneficiary.count({ where: { userId: user.id } })).toBe(BENEFICIARIES_MAX);
  });

  it("keeps when it was first saved, so saving again does not make it new", async () => {
    const { browser } = await onboard();
    const first = await save(browser, account("333444555"));
    const again = await save(browser, { ...account("333444555"), nickname: "Tailor" });
    expect(again.body.data.beneficiary.createdAt).toBe(first.body.data.beneficiary.createdAt);
    expect(again.body.data.beneficiary.nickname).toBe("Tailor");
  });

  it("lists favourites first, then by the name shown", async () => {
    const { browser } = await onboard();
    const zed = (await save(browser, { ...account("111000001"), nickname: "Zainab" })).body.data.beneficiary;
    await save(browser, { ...account("111000002"), nickname: "Amaka" });
    await save(browser, { ...account("111000003"), nickname: "bola" });
    expect((await edit(browser, zed.id, { favourite: true })).status).toBe(200);
    expect((await list(browser)).map((saved) => saved.nickname)).toEqual(["Zainab", "Amaka", "bola"]);
  });

  it("edits a nickname (blank removes it) and refuses an edit that changes nothing", async () => {
    const { browser } = await onboard();
    const saved = (await save(browser, { ...account("444555666"), nickname: "Mama" })).body.data.beneficiary;
    expect((await edit(browser, saved.id, { nickname: "" })).body.data.beneficiary.nickname).toBeNull();
    const empty = await edit(browser, saved.id, {});
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe("Change the nickname or the favourite, then save.");
  });

  it("lets nobody but its owner see, edit or remove a beneficiary", async () => {
    const owner = (await onboard()).browser;
    const stranger = (await onboard()).browser;
    const saved = (await save(owner, account("555666777"))).body.data.beneficiary;
    expect(await list(stranger)).toEqual([]);
    expect((await edit(stranger, saved.id, { nickname: "Mine" })).status).toBe(404);
    expect((await remove(stranger, saved.id)).status).toBe(200);
    expect((await list(owner)).map((kept) => kept.nickname)).toEqual([null]);
    expect((await edit(owner, "not-an-id", { favourite: true })).status).toBe(404);
  });

  it("removes a beneficiary, and answers the same when it is removed again", async () => {
    const { browser } = await onboard();
    const saved = (await save(browser, account("666777888"))).body.data.beneficiary;
    expect((await remove(browser, saved.id)).status).toBe(200);
    expect((await remove(browser, saved.id)).status).toBe(200);
    expect(await list(browser)).toEqual([]);
  });

  it("asks a person who is not signed in to sign in", async () => {
    const answer = await new Browser().call(GET, { path: "/api/beneficiaries" });
    expect(answer.status).toBe(401);
  });
});
