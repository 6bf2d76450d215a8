// Settings that change what the browser does: the approximate equivalent beside naira (Default currency),
// usage analytics (recorded while on, nothing sent once off, listed in the export) and haptic feedback
// (navigator.vibrate, stubbed here, on a completed top-up and on an error, only while on).
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { addMoneyByApi, addMoneyByCard, expectToast, onboardInBrowser, signUp } from "./helpers";

async function savePreferences(page: Page, change: (page: Page) => Promise<unknown>) {
  await page.goto("/settings?tab=preferences");
  await page.getByRole("tab", { name: "Preferences" }).click();
  await change(page);
  const saved = page.waitForResponse((response) => response.url().endsWith("/api/settings") && response.ok());
  await page.getByRole("button", { name: "Save Preferences" }).click();
  await saved;
  await expectToast(page, "Preferences saved");
}

const chooseCurrency = (currency: "ngn" | "usd") => (page: Page) =>
  page.getByLabel("Default currency").selectOption(currency);

async function recorded(page: Page): Promise<{ name: string; route: string }[]> {
  const exported = await page.request.get("/api/account/export");
  expect(exported.ok()).toBe(true);
  return ((await exported.json()).usageAnalytics as { name: string; route: string }[]).map(({ name, route }) => ({
    name,
    route,
  }));
}

test.describe("currency display and usage analytics", () => {
  test("US Dollar shows '≈ $' beside naira on the dashboard, history, detail and add money; naira shows none", async ({
    page,
  }) => {
    test.slow();
    await signUp(page);
    await page.goto("/dashboard");
    await addMoneyByApi(page, "20000");
    await page.goto("/dashboard");
    await expect(page.getByTestId("balance")).toHaveText("₦20,000.00");
    await expect(page.getByTestId("approximate-amount")).toHaveCount(0);

    await savePreferences(page, chooseCurrency("usd"));
    await page.goto("/dashboard");
    // ₦20,000.00 at the sandbox's ₦1,532.10 = $1; the naira amount itself is unchanged.
    await expect(page.getByTestId("balance")).toHaveText("₦20,000.00");
    await expect(page.getByTestId("approximate-amount").first()).toHaveText(/^≈ \$13\.05/);
    await expect(page.getByTestId("recent-transactions").getByTestId("approximate-amount")).toHaveText(/^≈ \$13\.05/);

    await page.getByTestId("recent-transactions").getByRole("link").first().click();
    await expect(page.getByTestId("detail-amount")).toHaveText("+₦20,000.00");
    await expect(page.getByTestId("approximate-amount")).toContainText(
      /≈ \$13\.05 at ₦1,532\.10 = \$1 on [A-Z][a-z]+ \d{1,2}, \d{4}/,
    );

    await page.goto("/add-money");
    await page.getByRole("button", { name: "₦5,000", exact: true }).click();
    await expect(page.getByTestId("approximate-amount")).toHaveText(/^≈ \$3\.26/);

    // Every screen opened so far was recorded by its route pattern, never a transaction's id.
    await expect
      .poll(() => recorded(page))
      .toEqual(
        expect.arrayContaining([
          { name: "page_view", route: "/dashboard" },
          { name: "page_view", route: "/transaction/[id]" },
          { name: "add-money:form", route: "/add-money" },
        ]),
      );

    await savePreferences(page, chooseCurrency("ngn"));
    await page.goto("/dashboard");
    await expect(page.getByTestId("balance")).toHaveText("₦20,000.00");
    await expect(page.getByTestId("approximate-amount")).toHaveCount(0);
  });

  test("with Usage analytics off, no page sends anything and nothing more is recorded", async ({ page }) => {
    test.slow();
    await onboardInBrowser(page);
    await page.getByRole("button", { name: "Go to Dashboard" }).click();
    await expect.poll(async () => (await recorded(page)).length).toBeGreaterThan(0);

    await page.goto("/settings?tab=privacy");
    await page.getByRole("tab", { name: "Privacy" }).click();
    const saved = page.waitForResponse((response) => response.url().endsWith("/api/settings") && response.ok());
    await page.getByRole("switch", { name: "Usage analytics" }).click();
    await saved;
    await expect(page.locator("html")).toHaveAttribute("data-analytics", "off");
    const before = await recorded(page);

    const sent: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/analytics")) sent.push(request.url());
    });
    await page.goto("/dashboard");
    await page.goto("/transactions");
    await page.goto("/send-money");
    await expect(page.getByLabel("Account Number")).toBeVisible();
    expect(sent).toEqual([]);
    expect(await recorded(page)).toEqual(before);
  });
});

test.describe("haptic feedback", () => {
  test("vibrates on a completed top-up and on an error while on, and never once off", async ({ page }) => {
    test.slow();
    // navigator.vibrate, recorded instead of felt: headless Chromium has no motor to drive.
    await page.addInitScript(() => {
      const felt: unknown[] = [];
      (window as unknown as { felt: unknown[] }).felt = felt;
      Object.defineProperty(Navigator.prototype, "vibrate", {
        configurable: true,
        value: (pattern: unknown) => felt.push(pattern) > 0,
      });
    });
    const felt = () => page.evaluate(() => (window as unknown as { felt: unknown[] }).felt);
    await signUp(page);
    await page.goto("/dashboard");

    const topUp = () => addMoneyByCard(page, "₦5,000");
    const wrongPassword = async () => {
      await page.goto("/settings?tab=security");
      await page.getByRole("tab", { name: "Security" }).click();
      await page.getByLabel("Current Password").fill("not my password");
      await page.getByLabel("New Password", { exact: true }).fill("another password");
      await page.getByLabel("Confirm New Password").fill("another password");
      await page.getByRole("button", { name: "Update Password" }).click();
      await expectToast(page, "Password not updated");
    };

    await expect(page.locator("html")).toHaveAttribute("data-haptics", "on");
    await topUp();
    await expect.poll(felt).toEqual([35]);
    await wrongPassword();
    await expect.poll(felt).toEqual([[40, 60, 40]]);

    await savePreferences(page, (page) => page.getByRole("switch", { name: "Haptic feedback" }).click());
    await expect(page.locator("html")).toHaveAttribute("data-haptics", "off");
    await topUp();
    await wrongPassword();
    expect(await felt()).toEqual([]);
  });
});
