// The staff console's server side on real PostgreSQL, through its route handlers: sign-in with password and
// code, roles, a customer's session refused, the append-only audit trail, masking, two staff on one case, and a
// reported account that makes the scam check ask.
import { POST as staffLogin } from "@/app/api/staff/login/route";
import { POST as staffLogout } from "@/app/api/staff/logout/route";
import { POST as revealRoute } from "@/app/api/staff/people/[id]/reveal/route";
import { POST as moveRoute } from "@/app/api/staff/cases/[reference]/move/route";
import { POST as reportRoute } from "@/app/api/staff/cases/[reference]/report-account/route";
import { POST as requeryRoute } from "@/app/api/staff/payouts/[id]/requery/route";
import { POST as caseRequeryRoute } from "@/app/api/staff/cases/[reference]/requery/route";
import { POST as reviewRoute } from "@/app/api/staff/anomalies/[kind]/[id]/review/route";
import { POST as teamRoute } from "@/app/api/staff/team/[id]/route";
import { POST as openCaseRoute } from "@/app/api/cases/route";
import { POST as sendCheck } from "@/app/api/transfer/check/route";
import { GET as balanceRoute } from "@/app/api/wallet/balance/route";
import { Browser, useAppDatabase } from "@/test/api-harness";
import { onboard } from "@/test/onboard";
import { account, addMoney, transfer, trustRecipient } from "@/test/money";
import { staffCode, staffMember } from "@/test/staff";
import type { TestDatabase } from "@/test/test-database";
import type { StaffRole } from "@/lib/staff";
import {
  AUDIT_PAGE_SIZE,
  auditFilterFrom,
  auditTrail,
  pendingPayouts,
  staffCookieName,
  staffCase,
  staffPersonView,
} from "@/server/support";
import { STAFF_SIGN_INS_PER_EMAIL } from "./staff-sessions";

jest.setTimeout(90_000);

let t: TestDatabase;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ t, close } = await useAppDatabase());
});
afterAll(() => close());

let ip = 0;
const client = () => new Browser({ "x-forwarded-for": `198.51.100.${++ip}` });

async function signedInStaff(roles: StaffRole[]) {
  const member = await staffMember(t.db, roles);
  const browser = client();
  const answer = await browser.call(staffLogin, {
    path: "/api/staff/login",
    body: { email: member.email, password: member.password, code: staffCode(member.secret) },
  });
  expect(answer.status).toBe(200);
  return { member, browser };
}

const audit = (where: object = {}) => t.db.staffAuditEvent.findMany({ where, orderBy: { createdAt: "asc" } });

describe("signing in to the staff console", () => {
  it("needs the password and a fresh code; a wrong one never says which, and a code works once", async () => {
    const member = await staffMember(t.db, ["SUPPORT"]);
    const browser = client();
    const login = (body: object) => browser.call(staffLogin, { path: "/api/staff/login", body });
    const code = staffCode(member.secret);

    const wrongPassword = await login({ email: member.email, password: "not it", code });
    const wrongCode = await login({
      email: member.email,
      password: member.password,
      code: code === "000000" ? "111111" : "000000",
    });
    const unknown = await login({ email: "nobody@veil.test", password: member.password, code });
    for (const refused of [wrongPassword, wrongCode, unknown]) {
      expect(refused.status).toBe(401);
      expect(refused.body.message).toBe("That email, password and code do not match. Check all three and try again.");
    }
    expect((await login({ email: member.email, password: member.password })).status).toBe(400);

    const right = await login({ email: member.email.toUpperCase(), password: member.password, code });
    expect(right.status).toBe(200);
    expect(browser.cookies.has(staffCookieName())).toBe(true);
    const session = await t.db.staffSession.findFirstOrThrow({ where: { staffId: member.id } });
    expect(session.tokenHash).not.toBe(browser.cookies.get(staffCookieName()));

    const again = client();
    const reused = await again.call(staffLogin, {
      path: "/api/staff/login",
      body: { email: member.email, password: member.password, code },
    });
    expect(reused.status).toBe(401);
    const next = await again.call(staffLogin, {
      path: "/api/staff/login",
      body: { email: member.email, password: member.password, code: staffCode(member.secret, 1) },
    });
    expect(next.status).toBe(200);

    const actions = (await audit({ subjectId: { in: [member.id, member.email, "nobody@veil.test"] } })).map(
      (row) => row.action,
    );
    expect(actions.filter((action) => action === "sign-in")).toHaveLength(2);
    expect(actions.filter((action) => action === "sign-in.refused")).toHaveLength(3);
  });

  it("sets its own cookie: httpOnly, SameSite=Strict, never next-auth's", async () => {
    const member = await staffMember(t.db, ["SUPPORT"]);
    const answer = await client().call(staffLogin, {
      path: "/api/staff/login",
      body: { email: member.email, password: member.password, code: staffCode(member.secret) },
    });
    const cookie = answer.headers.getSetCookie().join("\n");
    expect(cookie).toMatch(/^veil-staff=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
    expect(cookie).not.toMatch(/next-auth/);
  });

  it("throttles refused sign-ins per email within the hour; a right one does not count", async () => {
    const member = await staffMember(t.db, ["SUPPORT"]);
    const attempt = (body: object) => client().call(staffLogin, { path: "/api/staff/login", body });
    const wrong = { email: member.email, password: "wrong", code: "123456" };
    for (let tried = 1; tried < STAFF_SIGN_INS_PER_EMAIL; tried++) expect((await attempt(wrong)).status).toBe(401);
    const right = { email: member.email, password: member.password, code: staffCode(member.secret) };
    expect((await attempt(right)).status).toBe(200);
    expect((await attempt(wrong)).status).toBe(401);
    expect((await attempt(wrong)).status).toBe(429);
    const later = await attempt({ ...right, code: staffCode(member.secret, 1) });
    expect(later.status).toBe(429);
  });

  it("lets the member's own browser sign in through a flood of wrong guesses, with password and code", async () => {
    const member = await staffMember(t.db, ["ADMIN"]);
    const own = client();
    const signIn = (browser: Browser, body: object) => browser.call(staffLogin, { path: "/api/staff/login", body });
    const first = await signIn(own, { email: member.email, password: member.password, code: staffCode(member.secret) });
    expect(first.status).toBe(200);
    const device = first.headers.getSetCookie().find((cookie) => cookie.startsWith("veil-staff-device-"));
    expect(device).toMatch(/HttpOnly/i);
    expect(device).toMatch(/SameSite=Strict/i);
    expect(device).toMatch(/Path=\/api\/staff\/login/i);
    expect(device).toMatch(/Max-Age=\d{7,}/i);

    for (let guess = 0; guess <= STAFF_SIGN_INS_PER_EMAIL; guess++) {
      await signIn(client(), { email: member.email, password: "guess", code: "123456" });
    }
    const stranger = await signIn(client(), {
      email: member.email,
      password: member.password,
      code: staffCode(member.secret, 1),
    });
    expect(stranger.status).toBe(429);

    // The device cookie is no password: the owner's browser still needs both, and its wrong tries are its own.
    const noCode = await signIn(own, { email: member.email, password: member.password, code: "000000" });
    expect(noCode.status).toBe(401);
    const back = await signIn(own, {
      email: member.email,
      password: member.password,
      code: staffCode(member.secret, 1),
    });
    expect(back.status).toBe(200);

    // Copied to another member's sign-in, it proves nothing: that email's shared limit applies.
    const other = await staffMember(t.db, ["SUPPORT"]);
    for (let guess = 0; guess <= STAFF_SIGN_INS_PER_EMAIL; guess++) {
      await signIn(own.clone(), { email: other.email, password: "guess", code: "123456" });
    }
    const borrowed = await signIn(own.clone(), {
      email: other.email,
      password: other.password,
      code: staffCode(other.secret),
    });
    expect(borrowed.status).toBe(429);
  });

  it("audits refused sign-ins of staff emails without saying which part was wrong, and only logs unknown emails", async () => {
    const member = await staffMember(t.db, ["SUPPORT"]);
    const login = (body: object) => client().call(staffLogin, { path: "/api/staff/login", body });
    const stranger = `nobody.${Date.now()}@veil.test`;
    const warn = jest.spyOn(console, "warn").mockImplementation(() => {});
    try {
      expect((await login({ email: stranger, password: "guess", code: "123456" })).status).toBe(401);
      expect(warn).toHaveBeenCalledTimes(1);
      expect(String(warn.mock.calls[0]![0])).not.toContain("guess");
    } finally {
      warn.mockRestore();
    }
    expect(await t.db.staffAuditEvent.count({ where: { subjectId: stranger } })).toBe(0);

    expect((await login({ email: member.email, password: member.password, code: "000000" })).status).toBe(401);
    const [refused] = await audit({ subjectId: member.email, action: "sign-in.refused" });
    expect(refused).toMatchObject({ staffId: member.id, after: null, before: null });
  });

  it("signs out: the copied cookie opens nothing afterwards", async () => {
    const { browser } = await signedInStaff(["ADMIN"]);
    const copy = browser.clone();
    expect((await browser.call(staffLogout, { path: "/api/staff/logout", body: {} })).status).toBe(200);
    const after = await copy.call(teamRoute, {
      path: "/api/staff/team/00000000-0000-4000-8000-000000000000",
      body: { roles: ["SUPPORT"], reason: "testing" },
      params: { id: "00000000-0000-4000-8000-000000000000" },
    });
    expect(after.status).toBe(403);
    expect(after.body.message).toBe("Your staff session has ended. Sign in again to continue.");
  });

  it("ends a session 12 hours after sign-in however busy, and every session of a disabled member", async () => {
    const review = (browser: Browser) =>
      browser.call(reviewRoute, {
        path: "/api/staff/anomalies/payout/00000000-0000-4000-8000-000000000000/review",
        body: { reason: "checked" },
        params: { kind: "payout", id: "00000000-0000-4000-8000-000000000000" },
      });
    const old = await signedInStaff(["OPERATIONS"]);
    expect((await review(old.browser)).status).toBe(404);
    await t.db.staffSession.updateMany({
      where: { staffId: old.member.id },
      data: { createdAt: new Date(Date.now() - 12 * 3600_000 - 60_000) },
    });
    expect((await review(old.browser)).status).toBe(403);

    const gone = await signedInStaff(["OPERATIONS"]);
    await t.db.staffMember.update({ where: { id: gone.member.id }, data: { disabledAt: new Date() } });
    expect((await review(gone.browser)).status).toBe(403);
  });

  it("ends a session idle for 30 minutes", async () => {
    const { member, browser } = await signedInStaff(["OPERATIONS"]);
    await t.db.staffSession.updateMany({
      where: { staffId: member.id },
      data: { lastSeenAt: new Date(Date.now() - 31 * 60_000) },
    });
    const answer = await browser.call(reviewRoute, {
      path: "/api/staff/anomalies/payout/00000000-0000-4000-8000-000000000000/review",
      body: { reason: "checked" },
      params: { kind: "payout", id: "00000000-0000-4000-8000-000000000000" },
    });
    expect(answer.status).toBe(403);
  });
});

describe("who may open what", () => {
  it("answers 403 in words to a role the place does not allow, and records it", async () => {
    const { member, browser } = await signedInStaff(["SUPPORT"]);
    const answer = await browser.call(requeryRoute, {
      path: "/api/staff/payouts/00000000-0000-4000-8000-000000000000/requery",
      body: {},
      params: { id: "00000000-0000-4000-8000-000000000000" },
    });
    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe(
      "Your staff account does not have the role this page needs. Ask an admin if you need it.",
    );
    const [refused] = await audit({ staffId: member.id, action: "access.refused" });
    expect(refused).toMatchObject({ subjectType: "page" });
  });

  it("refuses a staff action sent from another site, before it reads the session or writes anything", async () => {
    const { member, browser } = await signedInStaff(["ADMIN"]);
    const answer = await browser.call(teamRoute, {
      path: `/api/staff/team/${member.id}`,
      body: { roles: ["SUPPORT", "ADMIN"], reason: "forged" },
      params: { id: member.id },
      headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
    });
    expect(answer.status).toBe(403);
    expect(await t.db.staffAuditEvent.count({ where: { staffId: member.id, action: "staff.change" } })).toBe(0);
  });

  it("never lets a customer's session in, and a staff session never opens the wallet", async () => {
    const { browser: customer } = await onboard({ browser: client() });
    const answer = await customer.call(revealRoute, {
      path: "/api/staff/people/00000000-0000-4000-8000-000000000000/reveal",
      body: { field: "phone", reason: "curious" },
      params: { id: "00000000-0000-4000-8000-000000000000" },
    });
    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe(
      "This is Veil's staff console. A customer account cannot open it: sign in with your staff account.",
    );

    const { browser: staff } = await signedInStaff(["SUPPORT", "OPERATIONS", "ADMIN"]);
    expect((await staff.call(balanceRoute, { path: "/api/wallet/balance" })).status).toBe(401);
  });
});

describe("refusals of people who are not staff", () => {
  it("are logged, never written to the append-only trail: a customer's session, none, or an ended one", async () => {
    const { browser: customer } = await onboard({ browser: client() });
    const { browser: ended } = await signedInStaff(["SUPPORT"]);
    expect((await ended.call(staffLogout, { path: "/api/staff/logout", body: {} })).status).toBe(200);
    const before = await t.db.staffAuditEvent.count();
    const subject = "f".repeat(128);
    const warn = jest.spyOn(console, "warn").mockImplementation(() => {});
    try {
      for (const browser of [customer, client(), ended]) {
        const answer = await browser.call(revealRoute, {
          path: `/api/staff/people/${subject}/reveal`,
          body: { field: "phone", reason: "curious" },
          params: { id: subject },
        });
        expect(answer.status).toBe(403);
      }
      expect(warn).toHaveBeenCalledTimes(3);
    } finally {
      warn.mockRestore();
    }
    expect(await t.db.staffAuditEvent.count()).toBe(before);
  });
});

describe("the audit trail", () => {
  it("cannot be updated, deleted or truncated, even by raw SQL", async () => {
    await signedInStaff(["SUPPORT"]);
    const before = await t.db.staffAuditEvent.count();
    expect(before).toBeGreaterThan(0);
    await expect(t.sql.query(`UPDATE staff_audit_events SET reason = 'rewritten'`)).rejects.toThrow(/append-only/);
    await expect(t.sql.query(`DELETE FROM staff_audit_events`)).rejects.toThrow(/append-only/);
    await expect(t.sql.query(`TRUNCATE staff_audit_events`)).rejects.toThrow(/append-only/);
    expect(await t.db.staffAuditEvent.count()).toBe(before);
    expect(await t.db.staffAuditEvent.count({ where: { reason: "rewritten" } })).toBe(0);
  });
});

async function personWithSend(to = account("011223344")) {
  const { browser } = await onboard({ browser: client() });
  expect((await addMoney(browser, "60000")).status).toBe(200);
  await trustRecipient(t.db, browser, to);
  expect((await transfer(browser, "1500", { to })).status).toBe(200);
  const user = await t.db.user.findFirstOrThrow({ orderBy: { createdAt: "desc" } });
  const send = await t.db.transaction.findFirstOrThrow({ where: { userId: user.id, transactionType: "SEND" } });
  return { browser, user, send, to };
}

describe("masked personal data", () => {
  it("shows a person masked, and a field whole only for a reason, recorded", async () => {
    const { user, send } = await personWithSend();
    const view = await staffPersonView(t.db, user.id);
    expect(view.phone).toBe(`+234 ${user.phoneNumber.slice(4, 7)} *** ${user.phoneNumber.slice(-4)}`);
    expect(view.email).toBe(`${user.email![0]}***${user.email!.slice(user.email!.indexOf("@"))}`);
    const listed = view.transactions.find((row) => row.id === send.id)!;
    expect(listed.recipientAccount).toBe(`******${send.recipientAccountNumber!.slice(-4)}`);
    expect(listed.recipientName).toMatch(/^([A-Z]\. ?)+$/);
    expect(JSON.stringify(view)).not.toContain(user.phoneNumber);

    const { member, browser } = await signedInStaff(["SUPPORT"]);
    const reveal = (body: object) =>
      browser.call(revealRoute, { path: `/api/staff/people/${user.id}/reveal`, body, params: { id: user.id } });
    expect((await reveal({ field: "phone" })).status).toBe(400);
    const shown = await reveal({ field: "phone", reason: "The caller asked to confirm their number" });
    expect(shown.status).toBe(200);
    expect(shown.body.data.value).toBe(user.phoneNumber);
    const [recorded] = await audit({ staffId: member.id, action: "person.reveal" });
    expect(recorded).toMatchObject({
      subjectType: "person",
      subjectId: user.id,
      reason: "The caller asked to confirm their number",
      after: { field: "phone" },
    });
  });
});

describe("support's cases", () => {
  it("two staff acknowledging one case at once: one wins, the other is told in words", async () => {
    const { browser, send } = await personWithSend(account("022334455"));
    const opened = await browser.call(openCaseRoute, {
      path: "/api/cases",
      body: { reason: "NOT_RECEIVED", note: "Not there", transactionId: String(send.id) },
    });
    const reference = opened.body.data.case.reference;
    const [one, two] = await Promise.all([signedInStaff(["SUPPORT"]), signedInStaff(["SUPPORT"])]);
    const move = (staff: Browser, note: string) =>
      staff.call(moveRoute, {
        path: `/api/staff/cases/${reference}/move`,
        body: { status: "INVESTIGATING", note, seen: "RECEIVED" },
        params: { reference },
      });
    const answers = await Promise.all([move(one.browser, "We asked the bank."), move(two.browser, "Looking now.")]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const lost = answers.find((answer) => answer.status === 409)!;
    expect(lost.body.message).toBe("This case changed while you had it open: reload to see it.");
    const events = await t.db.supportCaseEvent.findMany({ where: { supportCase: { reference } } });
    expect(events.map((event) => event.status).sort()).toEqual(["INVESTIGATING", "RECEIVED"]);
    expect(await t.db.staffAuditEvent.count({ where: { subjectId: reference, action: "case.acknowledge" } })).toBe(1);
    expect(await t.db.outboxMessage.count({ where: { kind: "case:investigating" } })).toBeGreaterThan(0);
  });

  it("marks a fraud case's recipient account as reported, and then a large send to it asks the scam check", async () => {
    const to = account("033445566");
    const { browser, send } = await personWithSend(to);
    const check = () => browser.call(sendCheck, { path: "/api/transfer/check", body: { ...to, amount: "25000" } });
    expect((await check()).body.data).toMatchObject({ scamCheck: false, reported: false });

    const opened = await browser.call(openCaseRoute, {
      path: "/api/cases",
      body: { reason: "FRAUD", note: "They said it was an investment", transactionId: String(send.id) },
    });
    const reference = opened.body.data.case.reference;
    const { member, browser: staff } = await signedInStaff(["SUPPORT"]);
    const report = () =>
      staff.call(reportRoute, {
        path: `/api/staff/cases/${reference}/report-account`,
        body: { reason: "The person was told it was an investment" },
        params: { reference },
      });
    // A consequential change for every customer: refused without a reason.
    const unexplained = await staff.call(reportRoute, {
      path: `/api/staff/cases/${reference}/report-account`,
      body: {},
      params: { reference },
    });
    expect(unexplained.status).toBe(400);
    expect((await report()).status).toBe(200);
    expect((await report()).status).toBe(409);
    expect(
      await t.db.staffAuditEvent.count({
        where: { staffId: member.id, action: "account.report", reason: "The person was told it was an investment" },
      }),
    ).toBe(1);

    expect((await check()).body.data).toMatchObject({ scamCheck: true, reported: true });
    const { browser: someoneElse } = await onboard({ browser: client() });
    const theirs = await someoneElse.call(sendCheck, { path: "/api/transfer/check", body: { ...to, amount: "25000" } });
    expect(theirs.body.data).toMatchObject({ scamCheck: true, reported: true });
  });
});

describe("operations and admin", () => {
  it("the last admin cannot remove their own admin role or disable themselves", async () => {
    await t.db.staffMember.updateMany({ data: { roles: ["SUPPORT"] } });
    const { member, browser } = await signedInStaff(["ADMIN"]);
    const change = (body: object) =>
      browser.call(teamRoute, { path: `/api/staff/team/${member.id}`, body, params: { id: member.id } });
    const demoted = await change({ roles: ["SUPPORT"], reason: "tidying up" });
    expect(demoted.status).toBe(409);
    expect(demoted.body.message).toBe("Veil needs at least one admin: give someone else the admin role first.");
    expect((await change({ disable: true, reason: "leaving" })).status).toBe(409);
    const other = await staffMember(t.db, ["SUPPORT"]);
    const promoted = await browser.call(teamRoute, {
      path: `/api/staff/team/${other.id}`,
      body: { roles: ["SUPPORT", "ADMIN"], reason: "second admin" },
      params: { id: other.id },
    });
    expect(promoted.status).toBe(200);
    expect((await change({ roles: ["SUPPORT"], reason: "now there are two" })).status).toBe(200);
    const changes = await audit({ staffId: member.id, action: "staff.change" });
    expect(changes.map((row) => row.after)).toEqual([
      { roles: ["SUPPORT", "ADMIN"], disabled: false },
      { roles: ["SUPPORT"], disabled: false },
    ]);
  });

  it("marks an anomaly reviewed once: of two staff at once one wins", async () => {
    const anomaly = await t.db.fundingAnomaly.create({
      data: { providerReference: `ref-${Date.now()}`, reason: "unknown-account" },
    });
    const [one, two] = await Promise.all([signedInStaff(["OPERATIONS"]), signedInStaff(["OPERATIONS"])]);
    const review = (staff: Browser) =>
      staff.call(reviewRoute, {
        path: `/api/staff/anomalies/funding/${anomaly.id}/review`,
        body: { reason: "Matched to a refund" },
        params: { kind: "funding", id: anomaly.id },
      });
    const answers = await Promise.all([review(one.browser), review(two.browser)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await t.db.staffAuditEvent.count({ where: { subjectId: anomaly.id, action: "anomaly.review" } })).toBe(1);
  });
});

describe("a pending payout", () => {
  it("is listed for operations, oldest first and marked after a day, and a requery from its case is audited", async () => {
    // The sandbox keeps a payout to an account whose serial starts 888 pending.
    const to = account("888000111");
    const { browser } = await onboard({ browser: client() });
    expect((await addMoney(browser, "5000")).status).toBe(200);
    await trustRecipient(t.db, browser, to);
    expect((await transfer(browser, "1000", { to })).status).toBe(200);
    const user = await t.db.user.findFirstOrThrow({ orderBy: { createdAt: "desc" } });
    const send = await t.db.transaction.findFirstOrThrow({ where: { userId: user.id, transactionType: "SEND" } });
    const payout = await t.db.payout.findUniqueOrThrow({ where: { transactionId: send.id } });
    expect(payout.status).toBe("PENDING");
    await t.db.payout.update({ where: { id: payout.id }, data: { createdAt: new Date(Date.now() - 25 * 3600_000) } });

    const [first] = await pendingPayouts(t.db);
    expect(first).toMatchObject({
      id: payout.id,
      stuck: true,
      accountNumber: `******${to.recipientAccountNumber.slice(-4)}`,
    });

    const opened = await browser.call(openCaseRoute, {
      path: "/api/cases",
      body: { reason: "NOT_RECEIVED", note: "Still waiting", transactionId: String(send.id) },
    });
    const reference = opened.body.data.case.reference;
    const { member, browser: staff } = await signedInStaff(["SUPPORT"]);
    const asked = await staff.call(caseRequeryRoute, {
      path: `/api/staff/cases/${reference}/requery`,
      body: {},
      params: { reference },
    });
    expect(asked.status).toBe(200);
    expect(asked.body.data.status).toBe("PENDING");
    const [recorded] = await audit({ staffId: member.id, action: "payout.requery" });
    expect(recorded).toMatchObject({ subjectType: "case", subjectId: reference, before: { payoutStatus: "PENDING" } });
  });
});

describe("what staff send that the database could not take", () => {
  const dashes = "-".repeat(36);

  it("refuses a NUL or control character in the sign-in with the sign-in's sentence", async () => {
    const member = await staffMember(t.db, ["SUPPORT"]);
    for (const body of [
      { email: "a@b.co\u0000", password: "x", code: "123456" },
      { email: member.email, password: `${member.password}\u0000`, code: staffCode(member.secret) },
      { email: `${member.email}\u001b`, password: member.password, code: staffCode(member.secret) },
    ]) {
      const answer = await client().call(staffLogin, { path: "/api/staff/login", body });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(
        "Enter your email, your password and the 6-digit code from your authenticator app.",
      );
    }
  });

  it("answers an id that is no UUID (36 dashes) with not found, and a transaction id past PostgreSQL's integers in words", async () => {
    const { user } = await personWithSend(account("044556677"));
    const { browser } = await signedInStaff(["SUPPORT", "OPERATIONS", "ADMIN"]);
    const reveal = (id: string, body: object) =>
      browser.call(revealRoute, { path: `/api/staff/people/${id}/reveal`, body, params: { id } });

    const person = await reveal(dashes, { field: "phone", reason: "The caller asked" });
    expect(person.status).toBe(404);
    expect(person.body.message).toBe("No person has that id.");
    const report = await reveal(user.id, { field: "reporter", reportId: dashes, reason: "The caller asked" });
    expect(report.status).toBe(400);
    expect(report.body.message).toBe("The request is not valid.");
    for (const transactionId of [99999999999, 1.5, 0]) {
      const answer = await reveal(user.id, { field: "recipient", transactionId, reason: "The caller asked" });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe("Transaction not found.");
    }
    const team = await browser.call(teamRoute, {
      path: `/api/staff/team/${dashes}`,
      body: { roles: ["SUPPORT"], reason: "testing" },
      params: { id: dashes },
    });
    expect(team.status).toBe(404);
    const payout = await browser.call(requeryRoute, {
      path: `/api/staff/payouts/${dashes}/requery`,
      body: {},
      params: { id: dashes },
    });
    expect(payout.status).toBe(404);
    expect(payout.body.message).toBe("No payout has that id.");
    const anomaly = await browser.call(reviewRoute, {
      path: `/api/staff/anomalies/payout/${dashes}/review`,
      body: { reason: "checked" },
      params: { kind: "payout", id: dashes },
    });
    expect(anomaly.status).toBe(404);
    expect(anomaly.body.message).toBe("No anomaly has that id.");

    // What the page /staff/people/[id] asks for.
    await expect(staffPersonView(t.db, dashes)).rejects.toMatchObject({ status: 404 });
    const far = await staffPersonView(t.db, user.id, 1e20);
    expect(far.transactions).toEqual([]);
  });

  it("answers a case reference with a NUL in it as no such case", async () => {
    const { browser } = await signedInStaff(["SUPPORT"]);
    const reference = "VC-\u0000ABCD";
    const answers = await Promise.all([
      browser.call(moveRoute, {
        path: "/api/staff/cases/VC-%00ABCD/move",
        body: { status: "INVESTIGATING", note: "Looking", seen: "RECEIVED" },
        params: { reference },
      }),
      browser.call(caseRequeryRoute, { path: "/api/staff/cases/VC-%00ABCD/requery", body: {}, params: { reference } }),
      browser.call(reportRoute, {
        path: "/api/staff/cases/VC-%00ABCD/report-account",
        body: { reason: "Reported as fraud" },
        params: { reference },
      }),
    ]);
    for (const answer of answers) {
      expect(answer.status).toBe(404);
      expect(answer.body.message).toBe("No case has that reference.");
    }
    await expect(staffCase(t.db, reference)).rejects.toMatchObject({ status: 404 });
  });

  it("ignores audit filters PostgreSQL cannot compare, and says so", async () => {
    for (const query of [
      { type: "\u0000" },
      { id: "\u0000abc" },
      { before: "-271821-04-20T00:00:00Z", beforeId: "00000000-0000-4000-8000-000000000000" },
      { before: new Date().toISOString(), beforeId: dashes },
    ]) {
      const { filter, ignored } = auditFilterFrom(query);
      expect(ignored).toBe(true);
      await expect(auditTrail(t.db, filter)).resolves.toBeInstanceOf(Array);
    }
    expect(auditFilterFrom({ type: "case", id: "VL-1" })).toEqual({
      filter: { subjectType: "case", subjectId: "VL-1", before: undefined },
      ignored: false,
    });
  });
});

describe("changes to the team", () => {
  it("keeps each role once, refuses a change that changes nothing, and says what is wrong in words", async () => {
    const { browser } = await signedInStaff(["ADMIN"]);
    const other = await staffMember(t.db, ["SUPPORT"]);
    const change = (body: object) =>
      browser.call(teamRoute, { path: `/api/staff/team/${other.id}`, body, params: { id: other.id } });

    expect((await change({ roles: ["ADMIN", "ADMIN", "ADMIN"], reason: "second admin" })).status).toBe(200);
    expect((await t.db.staffMember.findUniqueOrThrow({ where: { id: other.id } })).roles).toEqual(["ADMIN"]);

    const written = await t.db.staffAuditEvent.count({ where: { subjectId: other.id } });
    const same = await change({ roles: ["ADMIN"], disable: false, reason: "again" });
    expect(same.status).toBe(409);
    expect(same.body.message).toBe(
      "That would change nothing: this staff member already has those roles and that status.",
    );
    expect(await t.db.staffAuditEvent.count({ where: { subjectId: other.id } })).toBe(written);

    for (const roles of [[], ["ROOT"], ["SUPPORT", "OPERATIONS", "ADMIN", "SUPPORT", "ADMIN", "ADMIN", "ADMIN"]]) {
      const answer = await change({ roles, reason: "testing" });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe("Choose one or more of the roles: support, operations, admin.");
    }
    const notABoolean = await change({ disable: "yes", reason: "testing" });
    expect(notABoolean.body.message).not.toMatch(/expected|Invalid/);
  });

  it("answers every other refusal of a staff body with a sentence, never zod's English", async () => {
    const { browser } = await signedInStaff(["SUPPORT"]);
    const id = "00000000-0000-4000-8000-000000000000";
    const answers = await Promise.all([
      browser.call(revealRoute, {
        path: `/api/staff/people/${id}/reveal`,
        body: { field: "bvn", reason: "curious" },
        params: { id },
      }),
      browser.call(moveRoute, {
        path: "/api/staff/cases/VL-XXXX/move",
        body: { status: "CLOSED", note: "", seen: "RECEIVED" },
        params: { reference: "VL-XXXX" },
      }),
      browser.call(moveRoute, {
        path: "/api/staff/cases/VL-XXXX/move",
        body: { status: "RESOLVED", note: "", seen: "GONE" },
        params: { reference: "VL-XXXX" },
      }),
    ]);
    for (const answer of answers) {
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe("The request is not valid.");
    }
  });
});

describe("a staff reason or note", () => {
  it("refuses hidden and direction-changing characters and lone surrogates with a sentence; line breaks are fine", async () => {
    const { user } = await personWithSend(account("055667788"));
    const { browser } = await signedInStaff(["SUPPORT"]);
    const reveal = (reason: string) =>
      browser.call(revealRoute, {
        path: `/api/staff/people/${user.id}/reveal`,
        body: { field: "phone", reason },
        params: { id: user.id },
      });
    for (const hidden of ["\u200e", "\u200f", "\u200b", "\u061c", "\u202e", "\u2066", "\ud800", "\u0007"]) {
      const answer = await reveal(`The caller ${hidden}asked`);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(
        "Write the reason as plain text: line breaks are fine, but not invisible or direction-changing characters.",
      );
    }
    expect((await reveal("The caller asked\nto confirm\tthe number")).status).toBe(200);
  });

  it("answers a case note with a bidi override by saying the note must be plain text", async () => {
    const { browser: person, send } = await personWithSend(account("066778899"));
    const opened = await person.call(openCaseRoute, {
      path: "/api/cases",
      body: { reason: "NOT_RECEIVED", note: "Not there", transactionId: String(send.id) },
    });
    const reference = opened.body.data.case.reference;
    const { browser } = await signedInStaff(["SUPPORT"]);
    const answer = await browser.call(moveRoute, {
      path: `/api/staff/cases/${reference}/move`,
      body: { status: "INVESTIGATING", note: "We \u202easked the bank", seen: "RECEIVED" },
      params: { reference },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(
      "Write the note as plain text: line breaks are fine, but not invisible or direction-changing characters.",
    );
  });
});

describe("the audit page's paging", () => {
  it("pages by (time, id): rows written in one millisecond across a page's edge are all shown, once", async () => {
    const subjectId = `paging-${Date.now()}`;
    const at = new Date();
    await t.db.staffAuditEvent.createMany({
      data: Array.from({ length: AUDIT_PAGE_SIZE + 5 }, () => ({
        action: "test.row",
        subjectType: "test",
        subjectId,
        createdAt: at,
      })),
    });
    const first = await auditTrail(t.db, { subjectType: "test", subjectId });
    expect(first).toHaveLength(AUDIT_PAGE_SIZE);
    const last = first[first.length - 1]!;
    const { filter } = auditFilterFrom({
      type: "test",
      id: subjectId,
      before: last.at.toISOString(),
      beforeId: last.id,
    });
    const second = await auditTrail(t.db, filter);
    expect(second).toHaveLength(5);
    expect(new Set([...first, ...second].map((row) => row.id)).size).toBe(AUDIT_PAGE_SIZE + 5);
  });
});
