// The emergency freeze at a phone's size: from Settings › Security, from the login page for a lost phone (by
// password and by a texted code), a transfer refused while frozen, and an unfreeze that waits out its delay
// (UNFREEZE_DELAY_SECONDS, set for the test server in playwright.config.ts).
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { PASSWORD, PIN, addMoneyByApi, freshBvn, logIn, recordPhone, signUp } from "./helpers";
import { nubanFor } from "../src/lib/nuban";
import { nextCode } from "./inbox";

const FROZEN = "Your account is frozen, so no money can leave it. To unfreeze it, go to Settings › Security.";
const BANNER = "Money can still arrive; nothing can leave until you unfreeze it.";

/** With FREEZE_SHOTS set, a screenshot of the page as it is, for a person to look at. */
async function shot(page: Page, name: string) {
  const dir = process.env.FREEZE_SHOTS;
  if (dir) await page.screenshot({ path: `${dir}/${name}-${page.viewportSize()?.width}.png`, fullPage: true });
}

/** A new person, signed in, with money: their number's ten digits. */
async function fundedPerson(page: Page): Promise<string> {
  const bvn = freshBvn();
  await signUp(page, { bvn });
  await addMoneyByApi(page, "5000");
  return recordPhone(bvn).slice(4);
}

async function freezeByApi(page: Page) {
  const origin = new URL((await page.request.get("/api/health")).url()).origin;
  const answer = await page.request.post("/api/account/freeze", { data: {}, headers: { Origin: origin } });
  expect(answer.ok(), await answer.text()).toBe(true);
}

test.describe("emergency freeze", () => {
  test("frozen from Settings: signed out with a notice, a banner, and a transfer refused", async ({ page }) => {
    test.slow();
    const digits = await fundedPerson(page);
    await page.goto("/settings?tab=security");
    const section = page.locator("#freeze");
    await expect(section.getByText("your saved cards cannot be charged")).toBeVisible();
    await shot(page, "settings-not-frozen");
    await section.getByRole("button", { name: "Freeze my account" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Freeze your account?" });
    await expect(dialog).toBeVisible();
    await shot(page, "settings-confirm");
    await dialog.getByRole("button", { name: "Freeze now" }).click();
    await expect(page).toHaveURL(/\/login\?signedOut=frozen$/);
    await expect(page.getByRole("status").filter({ hasText: "Your account is frozen" })).toBeVisible();
    await shot(page, "login-frozen-notice");

    await logIn(page, digits, PASSWORD);
    await expect(page.getByTestId("frozen-banner")).toContainText(BANNER);
    await shot(page, "dashboard-frozen");
    // Send Money stops a frozen person before they start; the server refuses a transfer sent anyway.
    await page.goto("/send-money");
    await expect(page.getByTestId("frozen-banner")).toBeVisible();
    await expect(page.getByLabel("Account Number")).toHaveCount(0);
    await shot(page, "send-frozen");
    const refused = await page.request.post("/api/transfer", {
      data: {
        recipientAccountNumber: nubanFor("GTBank", "012345678"),
        recipientBank: "GTBank",
        amount: "500",
        description: "",
        transactionPin: PIN,
      },
      headers: { Origin: new URL(page.url()).origin, "Idempotency-Key": `e2e-frozen-${Date.now()}` },
    });
    expect(refused.status()).toBe(422);
    expect((await refused.json()).message).toBe(FROZEN);
  });

  test("frozen from the login page by password, then by a texted code", async ({ page, request }) => {
    test.slow();
    const digits = await fundedPerson(page);
    await page.context().clearCookies();
    await page.goto("/login");
    await page.getByRole("link", { name: "Freeze your account" }).click();
    await expect(page).toHaveURL(/\/freeze$/);
    await shot(page, "lost-phone-number");
    await page.getByLabel("Phone number, after +234").fill(digits);
    await page.getByRole("button", { name: "Continue" }).click();
    await shot(page, "lost-phone-method");
    await page.getByRole("button", { name: /^Use my password/ }).click();
    // A wrong password is the login's answer, on the field.
    await page.getByLabel("Password").fill("not my password");
    await page.getByRole("button", { name: "Freeze my account" }).click();
    await expect(page.getByText("Incorrect phone number or password", { exact: false })).toBeVisible({
      timeout: 15_000,
    });
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Freeze my account" }).click();
    await expect(page.getByRole("heading", { name: "Account frozen" })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId("freeze-done")).toContainText("Money can still arrive.");
    await shot(page, "lost-phone-done");

    // Again, by a code texted to the number.
    await page.goto("/freeze");
    await page.getByLabel("Phone number, after +234").fill(digits);
    await page.getByRole("button", { name: "Continue" }).click();
    const since = new Date(Date.now() - 2_000);
    await page.getByRole("button", { name: /^Text a code to my number/ }).click();
    await expect(page.getByRole("heading", { name: "Enter the code" })).toBeVisible();
    const code = await nextCode(request, `+234${digits}`, since);
    await shot(page, "lost-phone-code");
    await page.getByLabel("SMS code").fill(code);
    await page.getByRole("button", { name: "Freeze my account" }).click();
    await expect(page.getByRole("heading", { name: "Account frozen" })).toBeVisible({ timeout: 15_000 });
  });

  test("unfreezes only after the delay, with the password and an SMS code", async ({ page, request }) => {
    test.slow();
    const digits = await fundedPerson(page);
    await freezeByApi(page);
    await logIn(page, digits, PASSWORD);
    await page.goto("/settings?tab=security");
    const section = page.locator("#freeze");
    await expect(section.getByText("Your account is frozen")).toBeVisible();
    const since = new Date(Date.now() - 2_000);
    await section.getByRole("button", { name: "Send code" }).click();
    const code = await nextCode(request, `+234${digits}`, since);
    await section.getByLabel("Password").fill(PASSWORD);
    await section.getByLabel("SMS code").fill(code);
    await shot(page, "settings-unfreeze-form");
    await section.getByRole("button", { name: "Unfreeze", exact: true }).click();
    await expect(section.getByText(/^Your account unfreezes at \d{2}:\d{2}/)).toBeVisible({ timeout: 15_000 });
    await expect(section.getByRole("button", { name: "Keep it frozen" })).toBeVisible();
    await shot(page, "settings-countdown");
    // Still frozen during the wait: the dashboard says when it ends.
    await page.goto("/dashboard");
    await expect(page.getByTestId("frozen-banner")).toContainText("It unfreezes at");
    await shot(page, "dashboard-unfreezing");
    await page.goto("/settings?tab=security");
    // The wait ends (20 s on the test server): the section offers a freeze again, the banner is gone.
    await expect(section.getByRole("button", { name: "Freeze my account" })).toBeVisible({ timeout: 40_000 });
    await page.goto("/dashboard");
    await expect(page.getByTestId("balance")).toBeVisible();
    await expect(page.getByTestId("frozen-banner")).toHaveCount(0);
  });
});
