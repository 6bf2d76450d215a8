import { expect, test } from "./fixtures";
import { DEMO } from "./helpers";

test.describe("login form", () => {
  test("shows the login form", async ({ page }) => {
    await page.goto("/login");
    await expect(page.getByRole("heading", { name: "Welcome Back" })).toBeVisible();
    await expect(page.getByText("+234")).toBeVisible();
    await expect(page.getByRole("link", { name: "Forgot Password?" })).toHaveAttribute("href", "/forgot-password");
    await expect(page.getByRole("link", { name: "Sign Up" })).toHaveAttribute("href", "/onboarding");
  });

  test("explains what is wrong before sending anything", async ({ page }) => {
    await page.goto("/login");
    let calls = 0;
    page.on("request", (request) => {
      if (request.url().includes("/api/auth/login")) calls++;
    });
    await page.getByRole("button", { name: "Log In", exact: true }).click();
    await expect(page.getByText("Phone number must be at least 10 digits")).toBeVisible();
    await expect(page.getByText("Password must be at least 6 characters")).toBeVisible();
    await expect(page.getByLabel("Phone number, after +234")).toHaveAttribute("aria-invalid", "true");

    await page.getByLabel("Phone number, after +234").fill("801234567");
    await page.getByLabel("Password").fill("12345");
    await page.getByRole("button", { name: "Log In", exact: true }).click();
    await expect(page.getByText("Phone number must be at least 10 digits")).toBeVisible();
    await expect(page.getByText("Password must be at least 6 characters")).toBeVisible();
    expect(calls).toBe(0);
  });

  test("keeps only digits in the phone number", async ({ page }) => {
    await page.goto("/login");
    const phone = page.getByLabel("Phone number, after +234");
    await phone.pressSequentially("80a1-2 3");
    await expect(phone).toHaveValue("80123");
  });
});

test.describe("login while Veil is busy", () => {
  test("waits as the server asks, says so, and tries again by itself", async ({ page }) => {
    let refused = 0;
    // The first try is answered as a full pool of password checks answers; the second reaches the server.
    await page.route("**/api/auth/login", async (route) => {
      if (refused++ > 0) return route.fallback();
      await route.fulfill({
        status: 429,
        headers: { "Retry-After": "2" },
        contentType: "application/json",
        body: JSON.stringify({ message: "Many people are signing in right now. Please try again in a few seconds." }),
      });
    });
    await page.goto("/login");
    await page.getByLabel("Phone number, after +234").fill(DEMO.digits);
    await page.getByLabel("Password").fill(DEMO.password);
    await page.getByRole("button", { name: "Log In", exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: "Trying again in 2 seconds" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Logging in..." })).toBeDisabled();
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
    expect(refused).toBe(2);
  });
});
