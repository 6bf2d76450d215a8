import { expect, test } from "./fixtures";

test("an unknown path shows the 404 page with a 404 status", async ({ page }) => {
  const response = await page.goto("/no-such-page/at-all");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("404 Page Not Found");
  await expect(page.getByText("Did you forget to add the page to the router?")).toBeVisible();
  await expect(page).toHaveTitle(/404 Page Not Found/);
  await page.getByRole("link", { name: "Go to the home page" }).click();
  await expect(page).toHaveURL(/\/$/);
});
