// Money received by mistake, through the public route on real PostgreSQL: the three facts from a bank alert open
// a case on the sender's side; the sender is told without learning who came forward, and the person who came
// forward learns nothing about the sender; anything else matches nothing and writes nothing.
import { POST as reportRoute } from "@/app/api/cases/mistaken-payment/route";
import { GET as listCases } from "@/app/api/cases/route";
import { POST as staffLogin } from "@/app/api/staff/login/route";
import { POST as revealRoute } from "@/app/api/staff/people/[id]/reveal/route";
import { staffCode, staffMember } from "@/test/staff";
import { Browser, useAppDatabase } from "@/test/api-harness";
import { account, fundedUser, transfer } from "@/test/money";
import type { TestDatabase } from "@/test/test-database";
import { MISTAKE_REPORTS_PER_TRANSFER_PER_HOUR, MISTAKE_TRIES_PER_REFERENCE_PER_HOUR } from "./mistaken-payment";

jest.setTimeout(60_000);

let t: TestDatabase;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ t, close } = await useAppDatabase());
});
afterAll(() => close());

let ip = 0;
const stranger = () => new Browser({ "x-forwarded-for": `198.51.100.${++ip}` });

async function sentTransfer() {
  const sender = await fundedUser("5000");
  const to = account("012345678");
  const sent = await transfer(sender, "1234.50", { to });
  expect(sent.status).toBe(200);
  const row = await t.db.transaction.findFirstOrThrow({
    where: { transactionType: "SEND" },
    orderBy: { id: "desc" },
    select: { id: true, transactionReference: true, userId: true, status: true },
  });
  expect(row.status).toBe("COMPLETED");
  return { sender, row, last4: to.recipientAccountNumber.slice(-4) };
}

const report = (browser: Browser, body: object) =>
  browser.call(reportRoute, { path: "/api/cases/mistaken-payment", body });

describe("money received by mistake", () => {
  it("opens a case on the sender's side from the alert's reference, the amount and the last four digits", async () => {
    const { sender, row, last4 } = await sentTransfer();
    const answer = await report(stranger(), {
      reference: `Veil ${row.transactionReference.toLowerCase()}`,
      amount: "1234.50",
      accountLast4: last4,
      contact: "0803 123 4567",
      note: "Not mine, please take it back.",
    });
    expect(answer.status).toBe(200);
    const reference = answer.body.data.case.reference;
    // The person who came forward gets a case reference and nothing about the sender.
    expect(Object.keys(answer.body.data.case)).toEqual(["reference"]);

    const cases = (await sender.call(listCases, { path: "/api/cases" })).body.data.cases;
    expect(cases).toEqual([
      expect.objectContaining({
        reference,
        reason: "WRONG_RECIPIENT",
        origin: "RECIPIENT",
        note: "",
        status: "RECEIVED",
      }),
    ]);
    const told = await t.db.outboxMessage.findFirstOrThrow({ where: { kind: "case:mistaken-payment" } });
    expect(told.body).toContain(reference);
    expect(told.body).toContain("₦1,234.50");
    expect(told.body).not.toContain("4567");
    expect(told.body).not.toContain("Not mine");
    // The contact is sealed: support reads it in the console, never in the database in clear.
    const kept = await t.db.mistakenPaymentReport.findFirstOrThrow({ where: { transactionId: row.id } });
    expect(kept.contact).not.toContain("0803");
    expect(kept.note).toBe("Not mine, please take it back.");
  });

  it("adds to the case already open on the transfer instead of opening another", async () => {
    const { row, last4 } = await sentTransfer();
    const facts = { reference: row.transactionReference, amount: "1234.5", accountLast4: last4, contact: "a@b.ng" };
    const answers = await Promise.all([report(stranger(), facts), report(stranger(), facts)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(answers[0].body.data.case.reference).toBe(answers[1].body.data.case.reference);
    expect(await t.db.supportCase.count({ where: { transactionId: row.id } })).toBe(1);
    expect(await t.db.mistakenPaymentReport.count({ where: { transactionId: row.id } })).toBe(2);
  });

  it("matches nothing, and writes nothing, when one fact is wrong", async () => {
    const { row, last4 } = await sentTransfer();
    const right = { reference: row.transactionReference, amount: "1234.50", accountLast4: last4, contact: "a@b.ng" };
    const wrongs = [
      { ...right, amount: "1234.51" },
      { ...right, accountLast4: last4 === "0000" ? "1111" : "0000" },
      { ...right, reference: "VEIL" + "0".repeat(20) },
    ];
    for (const wrong of wrongs) {
      const answer = await report(stranger(), wrong);
      expect(answer.status).toBe(404);
      expect(answer.body.message).toMatch(/couldn't find a completed Veil transfer/);
    }
    expect(await t.db.supportCase.count({ where: { transactionId: row.id } })).toBe(0);
  });

  it("shows support the reporter's contact only through a Show that is recorded", async () => {
    const { row, last4 } = await sentTransfer();
    const facts = { reference: row.transactionReference, amount: "1234.50", accountLast4: last4, contact: "a@b.ng" };
    expect((await report(stranger(), facts)).status).toBe(200);
    const kept = await t.db.mistakenPaymentReport.findFirstOrThrow({ where: { transactionId: row.id } });
    const member = await staffMember(t.db, ["SUPPORT"]);
    const staff = stranger();
    const login = { email: member.email, password: member.password, code: staffCode(member.secret) };
    expect((await staff.call(staffLogin, { path: "/api/staff/login", body: login })).status).toBe(200);
    const reveal = (userId: string) =>
      staff.call(revealRoute, {
        path: `/api/staff/people/${userId}/reveal`,
        body: { field: "reporter", reportId: kept.id, reason: "Arranging the return" },
        params: { id: userId },
      });
    const shown = await reveal(row.userId);
    expect(shown.status).toBe(200);
    expect(shown.body.data.value).toBe("a@b.ng");
    const recorded = await t.db.staffAuditEvent.findFirstOrThrow({ where: { action: "person.reveal" } });
    expect(recorded).toMatchObject({ staffId: member.id, subjectId: row.userId, reason: "Arranging the return" });
    expect(recorded.after).toEqual({ field: "reporter", reportId: kept.id });
    // Another person's case does not open this report.
    const other = await t.db.user.findFirstOrThrow({ where: { id: { not: row.userId } } });
    expect((await reveal(other.id)).status).toBe(404);
  });

  it("counts wrong guesses on one reference, so its last four digits cannot be guessed, and tells the sender once", async () => {
    const { row, last4 } = await sentTransfer();
    const right = { reference: row.transactionReference, amount: "1234.50", accountLast4: last4, contact: "a@b.ng" };
    const first = await report(stranger(), right);
    expect(first.status).toBe(200);
    expect((await report(stranger(), right)).status).toBe(200);
    const caseReference = first.body.data.case.reference;
    expect(
      await t.db.outboxMessage.count({ where: { kind: "case:mistaken-payment", body: { contains: caseReference } } }),
    ).toBe(1);
    for (let i = 2; i < MISTAKE_TRIES_PER_REFERENCE_PER_HOUR; i++) {
      const guess = String(i).padStart(4, "0") === last4 ? "9999" : String(i).padStart(4, "0");
      expect((await report(stranger(), { ...right, accountLast4: guess })).status).toBe(404);
    }
    expect((await report(stranger(), right)).status).toBe(429);
  });

  it("refuses a contact or a note with hidden characters that would make it read as something else", async () => {
    const { row, last4 } = await sentTransfer();
    const right = { reference: row.transactionReference, amount: "1234.50", accountLast4: last4, contact: "a@b.ng" };
    for (const contact of ["a\u202emoc.evil@x.co", "\u0000x@x.co", "a\u0007@x.co"]) {
      expect((await report(stranger(), { ...right, contact })).status).toBe(400);
    }
    expect((await report(stranger(), { ...right, note: "a\u202eb" })).status).toBe(400);
    expect((await report(stranger(), { ...right, note: "Line one\nLine two" })).status).toBe(200);
    expect(await t.db.mistakenPaymentReport.count({ where: { transactionId: row.id } })).toBe(1);
  });

  it("says what is wrong with a field, in words, before looking anything up", async () => {
    const answer = await report(stranger(), { reference: "12345", amount: "abc", accountLast4: "12", contact: "me" });
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toMatch(/reference from your bank alert/);
  });

  it("limits the reports one transfer can receive in an hour", async () => {
    const { row, last4 } = await sentTransfer();
    const facts = { reference: row.transactionReference, amount: "1234.50", accountLast4: last4, contact: "a@b.ng" };
    for (let i = 0; i < MISTAKE_REPORTS_PER_TRANSFER_PER_HOUR; i++) {
      expect((await report(stranger(), facts)).status).toBe(200);
    }
    expect((await report(stranger(), facts)).status).toBe(429);
  });
});
