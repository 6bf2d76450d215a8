import { expect, test } from "./fixtures";
import { signUp } from "./helpers";

test.describe("the frame on a phone", () => {
  test("the drawer is 280 px wide, opens, closes, and its links go to their pages", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await expect(drawer).toBeVisible();
    expect((await drawer.boundingBox())?.width).toBe(280);
    await page.getByRole("button", { name: "Close menu" }).click();
    await expect(drawer).toBeHidden();

    await page.getByRole("button", { name: "Open menu" }).click();
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();

    for (const [name, path] of [
      ["Features", "/features"],
      ["How It Works", "/how-it-works"],
      ["FAQ", "/faq"],
      ["Home", "/"],
      ["Login", "/login"],
    ] as const) {
      await page.getByRole("button", { name: "Open menu" }).click();
      await page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${path === "/" ? "/$" : `${path}$`}`));
      await expect(page.getByRole("dialog", { name: "Menu" })).toBeHidden();
    }
  });
});

test("signed in on a phone, the drawer's way home is the Dashboard, not the landing page", async ({ page }) => {
  await signUp(page);
  await page.goto("/cards");
  await page.getByRole("button", { name: "Open menu" }).click();
  const drawer = page.getByRole("dialog", { name: "Menu" });
  await expect(drawer.getByRole("link", { name: "Features" })).toBeVisible();
  await expect(drawer.getByRole("link", { name: "Home", exact: true })).toHaveCount(0);
  await drawer.getByRole("link", { name: "Dashboard" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test.describe("the frame on a desktop", { tag: "@desktop-only" }, () => {
  test("header links go to their pages", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const [name, path] of [
      ["Features", "/features"],
      ["How It Works", "/how-it-works"],
      ["FAQ", "/faq"],
      ["Home", "/"],
    ] as const) {
      await nav.getByRole("link", { name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${path === "/" ? "/$" : `${path}$`}`));
    }
    await expect(page.getByRole("button", { name: "Open menu" })).toBeHidden();
  });

  test("Send Money Privately sits beside Login on the landing page only", async ({ page }) => {
    const banner = page.getByRole("banner");
    await page.goto("/");
    await expect(banner.getByRole("link", { name: "Login" })).toBeVisible();
    await expect(banner.getByRole("link", { name: "Send Money Privately" })).toBeVisible();
    await page.goto("/features");
    await expect(banner.getByRole("link", { name: "Login" })).toBeVisible();
    await expect(banner.getByRole("link", { name: "Send Money Privately" })).toHaveCount(0);
  });

  test("the login page hides the links and its back button goes home", async ({ page }) => {
    await page.goto("/login");
    await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
    await expect(page.getByRole("banner").getByRole("link", { name: "Login" })).toHaveCount(0);
    await page.getByRole("banner").getByRole("link", { name: "Back" }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test(
  "signed in at desktop width, the public links show on every page but the dashboard",
  { tag: "@desktop-only" },
  async ({ page }) => {
    test.slow();
    await signUp(page);
    await page.goto("/dashboard");
    await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
    for (const path of ["/transactions", "/settings", "/support", "/cards"]) {
      await page.goto(path);
      await expect(
        page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Features" }),
      ).toBeVisible();
    }
    // Home is the wallet's home, not the landing page a signed-in person has no use for.
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Home", exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    // So does the mark.
    await page.goto("/cards");
    await page.getByRole("banner").getByRole("link", { name: "Veil home" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  },
);

test("the logo goes home and the footer carries the copyright line", async ({ page }) => {
  await page.goto("/faq");
  await expect(page.getByRole("contentinfo")).toContainText(
    `© ${new Date().getFullYear()} Veil Payments. All rights reserved.`,
  );
  await page.getByRole("banner").getByRole("link", { name: "Veil home" }).click();
  await expect(page).toHaveURL(/\/$/);
});
