import { expect, test } from "./fixtures";

test.describe("landing", () => {
  test("tells a visitor what Veil is and takes them to sign up", { tag: "@both-sizes" }, async ({ page }) => {
    await page.goto("/");
    await expect(page.getByText("NEXT GENERATION PAYMENTS")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Send Money/);
    await expect(page.getByTestId("sample-amount")).toHaveText("₦25,000.00");
    await expect(page.getByTestId("masked-sender")).toHaveText(/^[●\s]+$/);
    for (const title of ["Send Money Privately", "Secure & Fast Transactions", "Instant Access"]) {
      await expect(page.getByRole("heading", { level: 3, name: title })).toBeVisible();
    }
    await page.getByRole("main").getByRole("link", { name: "Send Money Privately" }).click();
    await expect(page).toHaveURL(/\/onboarding$/);
  });

  test("Try It Now leads to onboarding", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("link", { name: /Try It Now/ }).click();
    await expect(page).toHaveURL(/\/onboarding$/);
  });

  test("types the rotating word: Quickly, then Privately", async ({ page }) => {
    await page.goto("/");
    const word = page.getByTestId("rotating-word");
    await expect(word).toContainText("Quickly");
    // Typed at 100 ms a character after a 1500 ms pause: "Privately" is complete within about 4 s.
    await expect(word).toHaveText(/^Privately\s*Privately$/, { timeout: 8_000 });
  });

  test("keeps the word still when the visitor prefers reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    const word = page.getByTestId("rotating-word");
    await expect(word).toHaveText(/^Privately\s*Privately$/);
    await page.waitForTimeout(2_500);
    await expect(word).toHaveText(/^Privately\s*Privately$/);
  });
});
