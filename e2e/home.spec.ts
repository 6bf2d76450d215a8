import { expect, test } from "./fixtures";
import { PASSWORD, addMoneyByApi, freshPhone, logIn, signUp } from "./helpers";

test.describe("the home screen", () => {
  test(
    "shows the person's own account number with Copy and Share, and the eye hides every amount, remembered",
    { tag: "@both-sizes" },
    async ({ page }) => {
      test.slow();
      // What the share sheet is handed, kept where the test can read it (no share sheet runs headless).
      await page.addInitScript(() => {
        Object.defineProperty(navigator, "share", {
          value: async (data: ShareData) => void ((window as unknown as { shared: ShareData }).shared = data),
        });
      });
      await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
      await signUp(page);
      await addMoneyByApi(page, "2500");
      // The number is set up on the first visit to Add Money's Bank Transfer tab (or by the job, later).
      await page.goto("/add-money");
      await page.getByRole("tab", { name: "Bank Transfer" }).click();
      const number = (await page.getByTestId("account-number").textContent({ timeout: 15_000 }))!;
      expect(number).toMatch(/^[0-9]{10}$/);

      await page.goto("/dashboard");
      await expect(page.getByTestId("own-account-number")).toHaveText(number);
      await expect(page.getByText("Your account number · Veil Sandbox Bank")).toBeVisible();
      await page.getByRole("button", { name: "Copy account number" }).click();
      await expect(page.getByRole("button", { name: "Copied" })).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(number);
      await page.getByRole("button", { name: "Share account details" }).click();
      const shared = await page.evaluate(() => (window as unknown as { shared: ShareData }).shared);
      expect(shared.title).toBe("My Veil account");
      expect(shared.text).toContain(`Account number: ${number}`);
      expect(shared.text).toContain("Bank: Veil Sandbox Bank");

      // The eye: the balance and each recent amount give way to dots, and stay hidden after a reload.
      const balance = page.getByTestId("balance");
      const recentAmount = page.getByTestId("recent-transactions").getByText("+₦2,500.00");
      await expect(balance).toHaveText("₦2,500.00");
      await expect(recentAmount).toBeVisible();
      await expect(page.getByText(/sent today/)).toBeVisible();
      const eye = page.getByRole("button", { name: "Hide balance" });
      await expect(eye).toHaveAttribute("aria-pressed", "false");
      await eye.click();
      await expect(eye).toHaveAttribute("aria-pressed", "true");
      await expect(balance.locator("[data-amount]")).toBeHidden();
      await expect(recentAmount).toBeHidden();
      // What was sent today and the room left would tell the balance: they go too.
      await expect(page.getByText(/sent today/)).toBeHidden();
      await page.reload();
      await expect(page.getByRole("button", { name: "Hide balance" })).toHaveAttribute("aria-pressed", "true");
      await expect(page.getByTestId("balance").locator("[data-amount]")).toBeHidden();
      await page.getByRole("button", { name: "Hide balance" }).click();
      await expect(page.getByTestId("balance").locator("[data-amount]")).toBeVisible();
    },
  );

  test("a new account's first dashboard says Welcome; after signing in again, Welcome back", async ({ page }) => {
    test.slow();
    const { fullName, phone } = await signUpWithPhone(page);
    const first = fullName.split(" ")[0]!;
    await page.goto("/dashboard");
    await expect(page.getByRole("main").getByText(`Welcome, ${first}`, { exact: true })).toBeVisible();
    await page.context().clearCookies();
    await logIn(page, phone, PASSWORD);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("main").getByText(`Welcome back, ${first}`, { exact: true })).toBeVisible();
  });
});

test.describe("the wallet's navigation", () => {
  test(
    "at desktop width a side navigation reaches every part of the wallet",
    { tag: "@desktop-only" },
    async ({ page }) => {
      await signUp(page);
      await page.goto("/dashboard");
      const nav = page.getByRole("navigation", { name: "Wallet" });
      await expect(nav.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
      await expect(page.getByRole("navigation", { name: "Tabs" })).toBeHidden();
      const places: [string, RegExp][] = [
        ["Send Money", /\/send-money$/],
        ["Add Money", /\/add-money$/],
        ["Transactions", /\/transactions$/],
        ["Cards", /\/cards$/],
        ["Limits", /\/limits$/],
        ["Support", /\/support$/],
        ["Profile", /\/profile$/],
        ["Settings", /\/settings$/],
        ["Home", /\/dashboard$/],
      ];
      for (const [link, url] of places) {
        await nav.getByRole("link", { name: link, exact: true }).click();
        await expect(page).toHaveURL(url);
        await expect(nav.getByRole("link", { name: link, exact: true })).toHaveAttribute("aria-current", "page");
      }
    },
  );

  test("on a phone the tab bar and the menu stay, and the side navigation is not shown", async ({ page }) => {
    await signUp(page);
    await page.goto("/dashboard");
    await expect(page.getByRole("navigation", { name: "Tabs" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Wallet" })).toBeHidden();
  });
});

/** A new person by phone number, so the test can sign in again with it. */
async function signUpWithPhone(page: import("@playwright/test").Page) {
  const phone = freshPhone();
  const { fullName } = await signUp(page, { phone });
  return { fullName, phone };
}
