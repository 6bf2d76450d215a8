import { expect, test } from "./fixtures";
import { PASSWORD, expectToast, signUp } from "./helpers";
import { shootInLanguages } from "./shots";

test.describe("account closure", () => {
  test("request, signed out, signing in offers to cancel, cancel keeps the account", async ({ page }) => {
    test.setTimeout(240_000);
    await signUp(page);
    await page.goto("/settings");
    const phone = (await page.getByLabel("Phone Number").inputValue()).slice(4);
    await page.getByRole("tab", { name: "Privacy" }).click();
    await page.getByRole("button", { name: "Request account closure" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Close your Veil account?" });
    await expect(dialog).toContainText("Your balance must be ₦0.00");
    await expect(dialog).toContainText("What Veil must keep");
    await expect(dialog).toContainText("Your transactions and identity checks, for 5 years, as the law requires.");
    await shootInLanguages(page, "closure-dialog", async () => {
      await page.getByRole("tab", { name: /^(Privacy|Confidentialité|Privacidad)$/ }).click();
      await page.getByRole("button", { name: /account closure|fermeture du compte|cierre de la cuenta/ }).click();
    });
    await dialog.getByRole("button", { name: "Yes, request closure" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Your account is closing on" })).toBeVisible();
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page).toHaveURL(/\/login/);
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/login/);

    await page.getByLabel("Phone number, after +234").fill(phone);
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Log In", exact: true }).click();
    await expect(page).toHaveURL(/\/closing$/, { timeout: 20_000 });
    await expect(page.getByRole("heading", { name: /^Your account is closing on / })).toBeVisible();
    await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
    // Every signed-in page leads here while the closure is pending.
    await page.goto("/send-money");
    await expect(page).toHaveURL(/\/closing$/);
    await shootInLanguages(page, "closing-screen");

    await page.getByRole("button", { name: "Cancel closure" }).click();
    await expectToast(page, "Closure cancelled", "Your account stays open.");
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto("/send-money");
    await expect(page).toHaveURL(/\/send-money$/);
  });
});
