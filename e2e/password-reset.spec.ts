import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { PASSWORD, expectToast, freshPhone, logIn, signUp, remembered } from "./helpers";
import { inbox, nextCode } from "./inbox";

// "Forgot Password?" at phone size: the code comes from the sandbox inbox, as a reviewer would read it.

/** No serious or critical axe violation on the screen as it is now (as e2e/accessibility.spec.ts checks). */
async function expectAccessible(page: Page, screen: string) {
  await page.waitForTimeout(400);
  const { violations } = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
    .analyze();
  const serious = violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical");
  expect(serious.map((violation) => ({ screen, rule: violation.id }))).toEqual([]);
}

test.describe("password reset", () => {
  test("a person who forgot their password sets a new one; their old session ends", async ({
    page,
    browser,
    request,
  }) => {
    test.slow();
    const digits = freshPhone();
    const phone = `+234${digits}`;
    await signUp(page, { phone: digits });
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/dashboard$/);

    const other = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const reset = await other.newPage();
    await reset.goto("/login");
    await reset.getByRole("link", { name: "Forgot Password?" }).click();
    await expect(reset).toHaveURL(/\/forgot-password$/);
    await expect(reset.getByRole("heading", { name: "Forgot Password" })).toBeVisible();
    await reset.getByLabel("Phone number, after +234").fill(digits);
    const since = new Date(Date.now() - 1000);
    await reset.getByRole("button", { name: "Send Code" }).click();
    await expect(reset.getByText("If an account exists for this number, we sent a code")).toBeVisible();
    await expect(reset.getByText(`We sent a code to +234 ••• ••• ${digits.slice(-4)}`)).toBeVisible();

    const code = await nextCode(request, phone, since);
    await reset.getByLabel("6-digit code").fill(code === "000000" ? "111111" : "000000");
    await reset.getByRole("button", { name: "Continue" }).click();
    await expect(reset.locator("#code-error")).toHaveText("That code is not right. You have 4 tries left.");
    await reset.getByLabel("6-digit code").fill(code);
    await reset.getByRole("button", { name: "Continue" }).click();
    await expect(reset.getByRole("heading", { name: "Choose a New Password" })).toBeVisible();
    await expectAccessible(reset, "new password");

    // The server's reason shows on the field: a common password, then the phone number.
    await reset.getByLabel("New Password", { exact: true }).fill("Password123");
    await reset.getByLabel("Confirm New Password").fill("Password123");
    await reset.getByRole("button", { name: "Reset Password" }).click();
    await expect(reset.locator("#password-error")).toHaveText(
      "This password is too common. Choose one that is harder to guess.",
    );
    await reset.getByLabel("New Password", { exact: true }).fill(`me0${digits}`);
    await reset.getByLabel("Confirm New Password").fill(`me0${digits}`);
    await reset.getByRole("button", { name: "Reset Password" }).click();
    await expect(reset.locator("#password-error")).toHaveText("Your password must not contain your phone number.");

    const newPassword = remembered(`river lantern ${digits.slice(-3)} copper`);
    await reset.getByLabel("New Password", { exact: true }).fill(newPassword);
    await reset.getByLabel("Confirm New Password").fill(newPassword);
    await reset.getByRole("button", { name: "Reset Password" }).click();
    await expectToast(reset, "Password reset", "Every device was signed out");
    await expect(reset).toHaveURL(/\/login(\?signedOut=1)?$/);
    // The alert is sent by the outbox after the answer: it arrives within moments, not with it.
    await expect
      .poll(async () => (await inbox(request, phone)).some((message) => /password was reset/.test(message.text)))
      .toBe(true);

    await logIn(reset, digits, newPassword);
    await other.close();

    // The session that was open before the reset is over.
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/login(\?signedOut=1)?$/);
    await page.getByLabel("Phone number, after +234").fill(digits);
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Log In", exact: true }).click();
    await expectToast(page, "Login failed");
  });

  test("a number without an account reads the same answer and gets no SMS", async ({ page, request }) => {
    const digits = freshPhone();
    await page.goto("/forgot-password");
    await expectAccessible(page, "phone number");
    await page.getByLabel("Phone number, after +234").fill(digits);
    await page.getByRole("button", { name: "Send Code" }).click();
    await expect(page.getByText("If an account exists for this number, we sent a code")).toBeVisible();
    await page.getByLabel("6-digit code").fill("123456");
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.locator("#code-error")).toHaveText("That code is not right. You have 4 tries left.");
    await expectAccessible(page, "code, refused");
    expect(await inbox(request, `+234${digits}`)).toEqual([]);
  });
});
