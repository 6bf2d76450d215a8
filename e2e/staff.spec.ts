import { execFileSync } from "node:child_process";
import pg from "pg";
import { Secret, TOTP } from "otpauth";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { DEMO, logIn } from "./helpers";
import { shoot } from "./shots";

// The staff console at desktop size: a staff member made by `npm run staff:add` (the service behind it) signs
// in with a code this test computes from the printed secret, as their authenticator app would.

type Staff = { email: string; password: string; secret: string };

function addStaff(roles: string): Staff {
  const email = `staff.${roles.replace(/,/g, "-")}.${process.pid}.${Date.now()}@veil.test`;
  const printed = execFileSync(
    process.execPath,
    [
      "--conditions=react-server",
      "--import",
      "tsx",
      "scripts/staff-add.ts",
      "--email",
      email,
      "--name",
      "Ada Staff",
      "--roles",
      roles,
    ],
    { env: process.env, stdio: "pipe" },
  ).toString();
  const password = /password:\s+(\S+)/.exec(printed)![1]!;
  const secret = /type the key (\w+)/.exec(printed)![1]!;
  return { email, password, secret };
}

const code = (secret: string) =>
  new TOTP({ algorithm: "SHA1", digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate();

/** With SHOTS_DIR set, the screen at this size and at a phone's (390 x 844), which the console must stay usable at. */
async function shootBothSizes(page: Page, name: string) {
  if (!process.env.SHOTS_DIR) return;
  const size = page.viewportSize()!;
  await shoot(page, name);
  await page.setViewportSize({ width: 390, height: 844 });
  await shoot(page, `${name}-390`);
  await page.setViewportSize(size);
}

async function query<T>(sql: string, values: unknown[]): Promise<T[]> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    return (await client.query(sql, values)).rows as T[];
  } finally {
    await client.end();
  }
}

async function demoPersonId(): Promise<string> {
  const [row] = await query<{ id: string }>("SELECT id FROM users WHERE phone_number = $1", [`+234${DEMO.digits}`]);
  return row!.id;
}

async function signInAsStaff(page: Page, staff: Staff) {
  await page.goto("/staff/login");
  await page.getByLabel("Email").fill(staff.email);
  await page.getByLabel("Password").fill(staff.password);
  await page.getByLabel("6-digit code").fill(code(staff.secret));
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "Open cases" })).toBeVisible({ timeout: 20_000 });
}

test.describe("the staff console @desktop-only", () => {
  test("support signs in with password and code, sees a person masked, and is refused operations' page", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const staff = addStaff("support");
    await page.goto("/staff");
    await expect(page).toHaveURL(/\/staff\/login$/);
    await shootBothSizes(page, "staff-login");
    await page.getByLabel("Email").fill(staff.email);
    await page.getByLabel("Password").fill(staff.password);
    await page.getByLabel("6-digit code").fill("000000");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("alert").filter({ hasText: /\w/ })).toHaveText(
      "That email, password and code do not match. Check all three and try again.",
    );
    await page.getByLabel("6-digit code").fill(code(staff.secret));
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("heading", { name: "Open cases" })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole("navigation", { name: "Sections" }).getByRole("link")).toHaveText([
      "Cases",
      "Audit trail",
    ]);
    await shootBothSizes(page, "staff-cases");

    await page.goto(`/staff/people/${await demoPersonId()}`);
    await expect(page.getByRole("heading", { name: DEMO.fullName })).toBeVisible();
    await expect(page.getByText("+234 801 *** 5678")).toBeVisible();
    await expect(page.getByText(`+234${DEMO.digits}`)).toHaveCount(0);
    await page.getByRole("button", { name: "Show" }).first().click();
    await page.getByLabel("Reason").fill("The caller asked to confirm their number");
    await page.getByRole("button", { name: "Confirm" }).click();
    await expect(page.getByText(`+234${DEMO.digits}`)).toBeVisible();
    await shootBothSizes(page, "staff-person");

    await page.goto("/staff/audit");
    await expect(page.getByText("person.reveal").first()).toBeVisible();
    await shootBothSizes(page, "staff-audit");

    await page.goto("/staff/payouts");
    await expect(page.getByRole("alert").filter({ hasText: /\w/ })).toHaveText(
      "Your staff account does not have the role this page needs. Ask an admin if you need it.",
    );
  });

  test("a customer's session is refused at /staff, in words", async ({ page }) => {
    test.setTimeout(120_000);
    await logIn(page, DEMO.digits, DEMO.password);
    await page.goto("/staff");
    await expect(page.getByRole("alert").filter({ hasText: /\w/ })).toHaveText(
      "This is Veil's staff console. A customer account cannot open it: sign in with your staff account.",
    );
  });

  test("support acknowledges a case the person opened, with a note, and the queue shows its clock", async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    await logIn(page, DEMO.digits, DEMO.password);
    const [failed] = await query<{ id: number }>(
      "SELECT t.id FROM transactions t JOIN users u ON u.id = t.user_id WHERE u.phone_number = $1 AND t.status = 'FAILED'",
      [`+234${DEMO.digits}`],
    );
    const reference = await page.evaluate(async (transactionId) => {
      const answer = await fetch("/api/cases", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ reason: "FAILED_BUT_DEBITED", note: "The bank says it failed.", transactionId }),
      });
      return ((await answer.json()) as { data: { case: { reference: string } } }).data.case.reference;
    }, String(failed!.id));

    const staffPage = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    await signInAsStaff(staffPage, addStaff("support"));
    const row = staffPage.getByRole("link").filter({ hasText: reference });
    await expect(row).toContainText(/due in 2\d h|due in 1 d/);
    await row.click();
    await expect(staffPage.getByRole("heading", { name: `Case ${reference}` })).toBeVisible();
    await expect(staffPage.getByText("The bank says it failed.")).toBeVisible();
    // The payout has failed: its state is shown, and there is nothing left to ask the provider.
    await expect(staffPage.getByText("The recipient's bank declined the transfer.")).toBeVisible();
    await expect(staffPage.getByRole("button", { name: "Requery the provider" })).toHaveCount(0);
    await shootBothSizes(staffPage, "staff-case");
    await staffPage.getByRole("button", { name: "Acknowledge" }).click();
    await staffPage.getByLabel("Note for the person").fill("We asked the bank.");
    await staffPage.getByRole("button", { name: "Acknowledge: Confirm" }).click();
    await expect(staffPage.getByText("Investigating").first()).toBeVisible();
    await expect(staffPage.getByText("We asked the bank.")).toBeVisible();
    await expect(staffPage.getByRole("button", { name: "Acknowledge" })).toHaveCount(0);
  });

  test("operations compares today with the provider, finds a difference made on purpose, and resolves it", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    // The sandbox's own record of one of the demo account's transfers now says another amount.
    const [payout] = await query<{ reference: string }>(
      `UPDATE sandbox_payouts SET amount_kobo = amount_kobo + 100
        WHERE reference = (SELECT p.reference FROM payouts p JOIN transactions t ON t.id = p.transaction_id
                            JOIN users u ON u.id = t.user_id
                           WHERE u.phone_number = $1 AND p.status = 'SUCCEEDED' ORDER BY p.submitted_at LIMIT 1)
        RETURNING reference`,
      [`+234${DEMO.digits}`],
    );
    expect(payout, "the demo account has a paid transfer").toBeTruthy();
    const [dated] = await query<{ day: string }>(
      `SELECT to_char(submitted_at AT TIME ZONE 'Africa/Lagos', 'YYYY-MM-DD') AS day FROM payouts WHERE reference = $1`,
      [payout!.reference],
    );
    const day = dated!.day;
    await signInAsStaff(page, addStaff("support,operations"));
    await page.getByRole("link", { name: "Reconciliation" }).click();
    await expect(page.getByRole("heading", { name: "Reconciliation", exact: true })).toBeVisible();
    await page.getByLabel("Day (Lagos)").fill(day);
    await page.getByRole("button", { name: "Run now" }).click();
    await expect(page.getByText(`${day} compared with the providers' records.`)).toBeVisible({ timeout: 30_000 });
    const difference = page.getByTestId("reconciliation-difference").filter({ hasText: payout!.reference });
    await expect(difference).toContainText("Amounts differ");
    await expect(difference).toContainText("Payout");
    await shootBothSizes(page, "staff-reconciliation");

    await difference.getByRole("button", { name: "Resolve" }).click();
    await difference.getByLabel("What was done").fill("The sandbox record was altered by a test.");
    await difference.getByRole("button", { name: "Resolve: Confirm" }).click();
    await expect(page.getByText("Marked resolved.")).toBeVisible();
    await expect(page.getByTestId("reconciliation-difference").filter({ hasText: payout!.reference })).toHaveCount(0);
    await page.getByRole("link", { name: "Audit trail" }).click();
    await expect(page.getByText("reconciliation.resolve").first()).toBeVisible();
  });

  test("an admin with every role sees every section: payouts, held money, anomalies and the team", async ({ page }) => {
    test.setTimeout(120_000);
    await signInAsStaff(page, addStaff("support,operations,admin"));
    await expect(page.getByRole("navigation", { name: "Sections" }).getByRole("link")).toHaveText([
      "Cases",
      "Pending payouts",
      "Held money",
      "Reconciliation",
      "Anomalies",
      "Team",
      "Audit trail",
    ]);
    await page.goto("/staff/payouts");
    await expect(page.getByRole("heading", { name: "Pending payouts" })).toBeVisible();
    await shootBothSizes(page, "staff-payouts");
    await page.goto("/staff/held");
    await expect(page.getByRole("heading", { name: "Held money" })).toBeVisible();
    await shootBothSizes(page, "staff-held");
    await page.goto("/staff/anomalies");
    await expect(page.getByRole("heading", { name: "Anomalies" })).toBeVisible();
    await shootBothSizes(page, "staff-anomalies");
    await page.goto("/staff/team");
    await expect(page.getByRole("heading", { name: "Team" })).toBeVisible();
    await shootBothSizes(page, "staff-team");
  });
});
