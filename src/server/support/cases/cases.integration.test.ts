// Reporting a transaction and Contact Support, through the route handlers on real PostgreSQL: the case, its
// timeline and the emails commit together; one open case per transaction; nobody reaches another's transaction.
import { GET as listCases, POST as openCaseRoute } from "@/app/api/cases/route";
import { Browser, useAppDatabase } from "@/test/api-harness";
import { onboard } from "@/test/onboard";
import { addMoney } from "@/test/money";
import type { TestDatabase } from "@/test/test-database";
import { moveCase, CaseChangeRefused } from "./move-case";
import { CASE_REFERENCE } from "./case-reference";
import { CASES_PER_HOUR } from "./open-case";
import { staffMember } from "@/test/staff";

jest.setTimeout(60_000);

let t: TestDatabase;
let close: () => Promise<void>;

let staffId: string;
beforeAll(async () => {
  ({ t, close } = await useAppDatabase());
  ({ id: staffId } = await staffMember(t.db, ["SUPPORT"]));
});
/** Support, who saw the case in this status. */
const seeing = (seen: "RECEIVED" | "INVESTIGATING" | "RESOLVED") => ({ staffId, seen });
afterAll(() => close());

let ip = 0;
async function personWithTransaction(email?: string) {
  const { browser } = await onboard({ browser: new Browser({ "x-forwarded-for": `203.0.113.${++ip}` }), email });
  const added = await addMoney(browser, "1500");
  expect(added.status).toBe(200);
  const user = await t.db.user.findFirstOrThrow({ orderBy: { createdAt: "desc" }, select: { id: true, email: true } });
  const transaction = await t.db.transaction.findFirstOrThrow({ where: { userId: user.id }, select: { id: true } });
  return { browser, user, transactionId: String(transaction.id) };
}

const report = (browser: Browser, body: object) => browser.call(openCaseRoute, { path: "/api/cases", body });

describe("reporting a transaction", () => {
  it("opens a case with a reference and a received timeline, emailed to support and to the person", async () => {
    const { browser, user, transactionId } = await personWithTransaction();
    const answer = await report(browser, { reason: "NOT_RECEIVED", note: "  Never arrived.  ", transactionId });
    expect(answer.status).toBe(200);
    const opened = answer.body.data.case;
    expect(answer.body.data.existing).toBe(false);
    expect(opened.reference).toMatch(CASE_REFERENCE);
    expect(opened).toMatchObject({ reason: "NOT_RECEIVED", note: "Never arrived.", status: "RECEIVED", transactionId });
    expect(opened.events).toEqual([{ status: "RECEIVED", note: null, at: expect.any(String) }]);

    const toSupport = await t.db.outboxMessage.findFirstOrThrow({ where: { kind: "case:to-support" } });
    expect(toSupport.recipient).toBe("support@veil.test");
    expect(toSupport.subject).toBe(`Case ${opened.reference}: The recipient did not receive it`);
    expect(toSupport.body).toContain("Never arrived.");
    expect(toSupport.body).toMatch(/Transaction VEIL\w+ \(ADD_MONEY\): ₦1,500\.00, COMPLETED/);
    const confirmation = await t.db.outboxMessage.findFirstOrThrow({ where: { kind: "case:opened" } });
    expect(confirmation.recipient).toBe(user.email);
    expect(confirmation.body).toContain(opened.reference);

    const listed = await browser.call(listCases, { path: "/api/cases" });
    expect(listed.body.data.cases.map((c: { reference: string }) => c.reference)).toEqual([opened.reference]);
  });

  it("writes nothing when the email to support cannot be written: the case and its emails are one transaction", async () => {
    const { browser, transactionId } = await personWithTransaction();
    await t.db.$executeRawUnsafe(`
      CREATE FUNCTION refuse_case_mail() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.kind = 'case:to-support' THEN RAISE EXCEPTION 'outbox refused'; END IF; RETURN NEW; END $$`);
    await t.db.$executeRawUnsafe(
      `CREATE TRIGGER refuse_case_mail BEFORE INSERT ON outbox_messages FOR EACH ROW EXECUTE FUNCTION refuse_case_mail()`,
    );
    const log = jest.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      const casesBefore = await t.db.supportCase.count();
      const mailBefore = await t.db.outboxMessage.count({ where: { kind: { startsWith: "case:" } } });
      const answer = await report(browser, { reason: "FRAUD", note: "Not me", transactionId });
      expect(answer.status).toBe(500);
      expect(await t.db.supportCase.count()).toBe(casesBefore);
      expect(
        await t.db.supportCaseEvent.count({ where: { supportCase: { transactionId: Number(transactionId) } } }),
      ).toBe(0);
      expect(await t.db.outboxMessage.count({ where: { kind: { startsWith: "case:" } } })).toBe(mailBefore);
    } finally {
      log.mockRestore();
      await t.db.$executeRawUnsafe(`DROP TRIGGER refuse_case_mail ON outbox_messages`);
      await t.db.$executeRawUnsafe(`DROP FUNCTION refuse_case_mail()`);
    }
  });

  it("keeps one open case per transaction, even for two reports at once, and a new one after it is resolved", async () => {
    const { browser, transactionId } = await personWithTransaction();
    const answers = await Promise.all([
      report(browser, { reason: "WRONG_RECIPIENT", note: "Typo in the account", transactionId }),
      ...Array.from({ length: 7 }, () => report(browser, { reason: "OTHER", note: "Same thing", transactionId })),
    ]);
    const [first] = answers;
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200));

    expect(new Set(answers.map((answer) => answer.body.data.case.reference)).size).toBe(1);
    expect(answers.filter((answer) => !answer.body.data.existing)).toHaveLength(1);
    // Only the case that was written counts against the hour: a double tap never blocks the next report.
    for (let i = 1; i < CASES_PER_HOUR; i++) {
      expect((await report(browser, { reason: "OTHER", note: `Question ${i}` })).status).toBe(200);
    }
    const id = Number(transactionId);
    expect(await t.db.supportCase.count({ where: { transactionId: id } })).toBe(1);
    const reference = first.body.data.case.reference;
    expect(await t.db.outboxMessage.count({ where: { kind: "case:to-support", body: { contains: reference } } })).toBe(
      1,
    );

    await moveCase(t.db, reference, "RESOLVED", "Refunded to your wallet.", seeing("RECEIVED"));
    await t.db.rateLimitCount.deleteMany({ where: { bucket: { startsWith: "cases:user:" } } });
    const again = await report(browser, { reason: "OTHER", note: "Something new", transactionId });
    expect(again.body.data.existing).toBe(false);
    expect(again.body.data.case.reference).not.toBe(reference);
    expect(await t.db.supportCase.count({ where: { transactionId: id } })).toBe(2);
  });

  it("answers another person's transaction as not found, and lists only the person's own cases", async () => {
    const owner = await personWithTransaction();
    const stranger = await personWithTransaction();
    await report(owner.browser, { reason: "FRAUD", note: "Mine", transactionId: owner.transactionId });
    const refused = await report(stranger.browser, {
      reason: "FRAUD",
      note: "Theirs",
      transactionId: owner.transactionId,
    });
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe("Transaction not found.");
    expect((await stranger.browser.call(listCases, { path: "/api/cases" })).body.data.cases).toEqual([]);
    expect(
      (await new Browser().call(openCaseRoute, { path: "/api/cases", body: { reason: "OTHER", note: "x" } })).status,
    ).toBe(401);
  });

  it("opens a case without a transaction (Contact Support), at most five an hour", async () => {
    const { browser } = await personWithTransaction();
    for (let i = 0; i < CASES_PER_HOUR; i++) {
      expect((await report(browser, { reason: "OTHER", note: `Question ${i}` })).status).toBe(200);
    }
    const limited = await report(browser, { reason: "OTHER", note: "One more" });
    expect(limited.status).toBe(429);
    expect((await report(browser, { reason: "OTHER", note: "x".repeat(1001) })).status).toBe(400);
    expect((await report(browser, { reason: "LOST_PHONE", note: "x" })).status).toBe(400);
    for (const hidden of ["\u001b[2J\u001b[31mPAID", "paid \u202egnp.exe", "\u0007bell"]) {
      expect((await report(browser, { reason: "OTHER", note: hidden })).body.message).toBe(
        "Write your note as plain text.",
      );
    }
  });
});

describe("support moving a case on", () => {
  it("appends each change to the timeline and tells the person; a resolved case is final", async () => {
    const { browser, user, transactionId } = await personWithTransaction();
    const opened = (await report(browser, { reason: "FAILED_BUT_DEBITED", note: "Debited twice", transactionId })).body
      .data.case;
    await moveCase(t.db, opened.reference, "INVESTIGATING", "We asked the bank.", seeing("RECEIVED"));
    await moveCase(t.db, opened.reference, "RESOLVED", "The bank returned ₦1,500.00.", seeing("INVESTIGATING"));
    const [listed] = (await browser.call(listCases, { path: "/api/cases" })).body.data.cases;
    expect(listed.status).toBe("RESOLVED");
    expect(listed.events.map((e: { status: string; note: string | null }) => [e.status, e.note])).toEqual([
      ["RECEIVED", null],
      ["INVESTIGATING", "We asked the bank."],
      ["RESOLVED", "The bank returned ₦1,500.00."],
    ]);
    const told = await t.db.outboxMessage.findMany({
      where: { recipient: user.email!, kind: { in: ["case:investigating", "case:resolved"] } },
      orderBy: { createdAt: "asc" },
    });
    expect(told.map((m) => m.body)).toEqual([
      `Veil: your case ${opened.reference} is now Investigating. We asked the bank.`,
      `Veil: your case ${opened.reference} is now Resolved. The bank returned ₦1,500.00.`,
    ]);
    await expect(moveCase(t.db, opened.reference, "INVESTIGATING", "", seeing("RESOLVED"))).rejects.toThrow(
      CaseChangeRefused,
    );
    await expect(moveCase(t.db, "VC-AAAAAA", "RESOLVED", "", seeing("RECEIVED"))).rejects.toThrow(
      "No case has the reference VC-AAAAAA.",
    );
  });

  it("refuses support's notes with terminal controls or direction overrides, and a repeated status with no news", async () => {
    const { browser, user, transactionId } = await personWithTransaction();
    const opened = (await report(browser, { reason: "NOT_RECEIVED", note: "Not there", transactionId })).body.data.case;
    for (const hidden of ["Hi \u001b[2J\u001b[31mRED", "paid \u202egnp.exe", "\u0007bell"]) {
      await expect(moveCase(t.db, opened.reference, "INVESTIGATING", hidden, seeing("RECEIVED"))).rejects.toThrow(
        "The note must be at most 1000 characters of plain text.",
      );
    }
    await moveCase(t.db, opened.reference, "INVESTIGATING", "", seeing("RECEIVED"));
    await expect(moveCase(t.db, opened.reference, "INVESTIGATING", " ", seeing("INVESTIGATING"))).rejects.toThrow(
      `${opened.reference} is already investigating: add a note to tell the person more.`,
    );
    await moveCase(
      t.db,
      opened.reference,
      "INVESTIGATING",
      "The bank has answered; we are checking.",
      seeing("INVESTIGATING"),
    );
    const [listed] = (await browser.call(listCases, { path: "/api/cases" })).body.data.cases;
    expect(listed.events.map((e: { status: string; note: string | null }) => [e.status, e.note])).toEqual([
      ["RECEIVED", null],
      ["INVESTIGATING", null],
      ["INVESTIGATING", "The bank has answered; we are checking."],
    ]);
    const told = await t.db.outboxMessage.count({ where: { recipient: user.email!, kind: "case:investigating" } });
    expect(told).toBe(2);
  });
});
