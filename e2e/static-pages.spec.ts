import { expect, test } from "./fixtures";

test.describe("static pages", () => {
  for (const [path, heading] of [
    ["/features", "Everything a wallet does, without giving you away"],
    ["/how-it-works", "Four steps from sign-up to a private transfer"],
    ["/faq", "Frequently asked questions"],
  ] as const) {
    test(`${path} shows its content and Get Started goes to onboarding`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      await page.getByRole("link", { name: "Get Started" }).click();
      await expect(page).toHaveURL(/\/onboarding$/);
    });
  }

  test("the FAQ has four groups in one accordion where a single answer is open at a time", async ({ page }) => {
    await page.goto("/faq");
    for (const group of ["General", "Account & Registration", "Transactions & Payments", "Security & Privacy"]) {
      await expect(page.getByRole("heading", { level: 2, name: group })).toBeVisible();
    }
    const fees = page.getByRole("button", { name: "How much does a transfer cost?" });
    const reverse = page.getByRole("button", { name: "Can I reverse a transfer?" });
    await fees.click();
    await expect(fees).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByText("the transfer fee is ₦0.00")).toBeVisible();
    await reverse.click();
    await expect(reverse).toHaveAttribute("aria-expanded", "true");
    await expect(fees).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByText("the transfer fee is ₦0.00")).toBeHidden();
    await reverse.click();
    await expect(reverse).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByRole("link", { name: "Browse Help Center" })).toHaveAttribute("href", "#faq-search");
    await expect(page.getByRole("link", { name: "Contact Support" })).toHaveAttribute("href", "/support");
  });
});
