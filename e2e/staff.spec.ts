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

async function demoPersonId(): Promise<string> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string }>("SELECT id FROM users WHERE phone_number = $1", [
      `+234${DEMO.digits}`,
    ]);
    return rows[0]!.id;
  } finally {
    await client.end();
  }
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
});
