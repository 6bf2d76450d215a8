import { readFileSync } from "node:fs";
import { expect, test } from "./fixtures";
import { DEMO, PASSWORD, expectToast, logIn, signUp } from "./helpers";

test.describe("settings", () => {
  test("every switch and select is saved, survives logout and login, and dark mode and larger text apply", async ({
    page,
  }) => {
    // A sign-up, a dozen saves, a logout and a login: two bcrypt runs on a shared two-core machine.
    test.slow();
    await signUp(page);
    await page.goto("/settings");
    const phone = (await page.getByLabel("Phone Number").inputValue()).slice(4);
    await expect(page.getByLabel("Full Name")).toBeDisabled();
    await expect(page.getByLabel("Phone Number")).toBeDisabled();

    await page.getByRole("tab", { name: "Notifications" }).click();
    await page.getByRole("switch", { name: "Transaction receipts" }).click();
    await page.getByRole("switch", { name: "Marketing emails" }).click();
    await page.getByRole("switch", { name: "App notifications" }).click();
    await page.getByRole("switch", { name: "Transaction alerts" }).click();
    await expect(page.getByRole("switch", { name: "Security notifications" })).toBeDisabled();

    await page.getByRole("tab", { name: "Privacy" }).click();
    await expect(page.getByRole("switch", { name: "Hide transaction activity" })).toBeDisabled();
    await page.getByRole("switch", { name: "Usage analytics" }).click();

    await page.getByRole("tab", { name: "Preferences" }).click();
    await page.getByRole("switch", { name: "Dark mode" }).click();
    // The language is left as it is: choosing one turns these screens into it (e2e/settings-languages.spec.ts).
    await page.getByLabel("Default currency").selectOption("eur");
    await page.getByRole("switch", { name: "Larger text" }).click();
    await page.getByRole("switch", { name: "Haptic feedback" }).click();
    const saved = page.waitForResponse((response) => response.url().endsWith("/api/settings") && response.ok());
    await page.getByRole("button", { name: "Save Preferences" }).click();
    await saved;
    await expectToast(page, "Preferences saved");
    await expect(page.locator("html")).toHaveClass(/dark/);
    await expect(page.locator("html")).toHaveClass(/text-larger/);

    await page.goto("/profile");
    await page.getByRole("button", { name: "Log Out" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator("html")).not.toHaveClass(/dark/);
    await logIn(page, phone, PASSWORD);
    await expect(page.locator("html")).toHaveClass(/dark/);

    await page.goto("/settings?tab=notifications");
    await expect(page.getByRole("switch", { name: "Transaction receipts" })).not.toBeChecked();
    await expect(page.getByRole("switch", { name: "Marketing emails" })).toBeChecked();
    await expect(page.getByRole("switch", { name: "App notifications" })).not.toBeChecked();
    await expect(page.getByRole("switch", { name: "Transaction alerts" })).not.toBeChecked();
    await page.getByRole("tab", { name: "Privacy" }).click();
    await expect(page.getByRole("switch", { name: "Usage analytics" })).not.toBeChecked();
    await page.getByRole("tab", { name: "Preferences" }).click();
    await expect(page.getByRole("switch", { name: "Dark mode" })).toBeChecked();
    await expect(page.getByLabel("Default currency")).toHaveValue("eur");
    await expect(page.getByRole("switch", { name: "Larger text" })).toBeChecked();
    await expect(page.getByRole("switch", { name: "Haptic feedback" })).not.toBeChecked();
  });

  test("Save Changes saves a valid email; Update Password checks the current one", async ({ page }) => {
    // A sign-up and three bcrypt checks (two passwords and the login's), in turn with other tests on two cores.
    test.slow();
    await signUp(page);
    await page.goto("/settings");
    const email = page.getByLabel("Email");
    await email.fill("not an email");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("Please enter a valid email address")).toBeVisible();
    await email.fill(`saved-${Date.now()}@example.com`);
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expectToast(page, "Changes saved");

    // The language select of Account is the same setting as Preferences': saved with Save Changes.
    await page.getByLabel("Language", { exact: true }).selectOption("fr");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expectToast(page, "Modifications enregistrées");
    await expect(page.getByRole("tab", { name: "Préférences" })).toBeVisible();
    await page.getByRole("tab", { name: "Préférences" }).click();
    await expect(page.locator("#preferences-language")).toHaveValue("fr");
    await page.getByRole("tab", { name: "Compte" }).click();
    await page.getByLabel("Langue", { exact: true }).selectOption("en");
    await page.getByRole("button", { name: "Enregistrer", exact: true }).click();
    await expectToast(page, "Changes saved");

    await page.getByRole("tab", { name: "Security" }).click();
    await page.getByLabel("Current Password").fill("not my password");
    await page.getByLabel("New Password", { exact: true }).fill("another password");
    await page.getByLabel("Confirm New Password").fill("another password");
    await page.getByRole("button", { name: "Update Password" }).click();
    await expectToast(page, "Password not updated", "Your current password is not correct.");
    await page.getByLabel("Current Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Update Password" }).click();
    await expectToast(page, "Password updated");
    await page.reload();
    await expect(page.getByRole("heading", { name: "Settings" })).toBeVisible();
  });

  test("the personal-data download holds the user's transactions; closure is refused while money is held", async ({
    page,
  }) => {
    await logIn(page, DEMO.digits, DEMO.password);
    await page.goto("/settings?tab=privacy");
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Download personal data" }).click();
    const file = await (await download).path();
    const data = JSON.parse(readFileSync(file, "utf8"));
    expect(data.profile.fullName).toBe(DEMO.fullName);
    expect(data.transactions).toHaveLength(5);
    expect(data.transactions[0]).toMatchObject({
      transactionType: "ADD_MONEY",
      amount: "200000.00",
      cardLast4: "4081",
    });
    // As keys or a card number: a random analytics device id may hold the letters "cvv" by chance.
    expect(JSON.stringify(data)).not.toMatch(/4084084084084081|"cardNumber"|"cvv"/i);

    await page.getByRole("button", { name: "Request account closure" }).click();
    await page.getByRole("button", { name: "Yes, request closure" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Your balance must be ₦0.00 before" })).toBeVisible();
  });
});
