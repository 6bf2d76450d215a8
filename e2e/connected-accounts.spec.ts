// Connected accounts: Google (a local OpenID Connect provider stands in for it: test/oidc) and Facebook (a local
// OAuth stand-in: test/oauth) are linked in
// Settings › Account with the password, then "Continue with Google" on /login opens the wallet, asking for
// two-factor where it is on; Disconnect unlinks.
import { randomUUID } from "node:crypto";
import { expect, test } from "./fixtures";
import { PASSWORD, expectToast } from "./helpers";
import { nextCode } from "./inbox";
import { logOut, newAccountOnSecurity, takeRecoveryCodes, turnOnSmsTwoFactor } from "./two-factor-helpers";
import type { Page } from "@playwright/test";

const VEIL_PAGES = ["/dashboard", "/settings", "/login"];

/**
 * Starts Google's flow with `start` (a click), then on the stand-in's pages signs in as `login` (that Google
 * account) and allows Veil. A browser already signed in there that allowed Veil before comes straight back,
 * as with Google.
 */
async function throughGoogle(page: Page, login: string, start: () => Promise<void>) {
  const from = page.url();
  const leaving = page.waitForRequest((request) => request.url().includes("/auth?client_id="), { timeout: 30_000 });
  await start();
  await leaving;
  await page.waitForURL(
    (url) => url.pathname.startsWith("/interaction/") || (VEIL_PAGES.includes(url.pathname) && url.href !== from),
    { timeout: 30_000 },
  );
  if (!page.url().includes("/interaction/")) return;
  const loginField = page.locator('input[name="login"]');
  if (await loginField.isVisible()) {
    await loginField.fill(login);
    await page.locator('input[name="password"]').fill("any");
    await page.getByRole("button", { name: "Sign-in" }).click();
  }
  const allow = page.getByRole("button", { name: "Continue" });
  if (await allow.isVisible({ timeout: 3_000 }).catch(() => false)) await allow.click();
}

const continueWithGoogle = (page: Page) => () => page.getByRole("button", { name: "Continue with Google" }).click();

async function connectGoogle(page: Page, login: string) {
  await page.goto("/settings?tab=account");
  await page.getByRole("button", { name: "Connect Google" }).click();
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await throughGoogle(page, login, () => page.getByRole("button", { name: "Continue to Google" }).click());
  await expect(page).toHaveURL(/\/settings\?tab=account$/, { timeout: 20_000 });
  await expectToast(page, "Google connected");
  await expect(page.getByText(`Connected as ${login}@gmail.test`)).toBeVisible();
}

test.describe("Connected accounts: Google", () => {
  test("connect, then Continue with Google opens the wallet; disconnected, it no longer does", async ({ page }) => {
    test.slow();
    await newAccountOnSecurity(page);
    const login = `ada-${randomUUID().slice(0, 8)}`;
    await connectGoogle(page, login);

    await logOut(page);
    await page.goto("/login");
    await throughGoogle(page, login, continueWithGoogle(page));
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 });

    await page.goto("/settings?tab=account");
    await page.getByRole("button", { name: "Disconnect Google" }).click();
    await page.getByRole("button", { name: "Disconnect", exact: true }).click();
    await expectToast(page, "Google disconnected");
    await expect(page.getByRole("button", { name: "Connect Google" })).toBeVisible();

    await logOut(page);
    await page.goto("/login");
    await throughGoogle(page, login, continueWithGoogle(page));
    await expect(page).toHaveURL(/\/login\?google=not-connected$/, { timeout: 20_000 });
    await expect(page.getByText("No Veil account is connected to this Google account.")).toBeVisible();
  });

  test("with two-factor on, Continue with Google still asks for the code", async ({ page, request }) => {
    test.slow();
    const digits = await newAccountOnSecurity(page);
    const phone = `+234${digits}`;
    const prompt = await turnOnSmsTwoFactor(page, request, digits);
    await takeRecoveryCodes(page);
    const login = `obi-${randomUUID().slice(0, 8)}`;
    await connectGoogle(page, login);

    await logOut(page);
    const since = new Date(Date.now() - 1000);
    await page.goto("/login");
    await throughGoogle(page, login, continueWithGoogle(page));
    await expect(page).toHaveURL(/\/login\?continue=second-factor$/, { timeout: 20_000 });
    await page.getByLabel(prompt).fill(await nextCode(request, phone, since));
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 });
  });

  test("refuses to link without the password, and a Google account nobody linked opens nothing", async ({ page }) => {
    test.slow();
    await newAccountOnSecurity(page);
    await page.goto("/settings?tab=account");
    await page.getByRole("button", { name: "Connect Google" }).click();
    await page.getByLabel("Password", { exact: true }).fill("not the password");
    await page.getByRole("button", { name: "Continue to Google" }).click();
    await expect(page.getByText("Your current password is not correct.")).toBeVisible({ timeout: 20_000 });
    await expect(page).toHaveURL(/\/settings/);

    await logOut(page);
    await page.goto("/login");
    await throughGoogle(page, `nobody-${randomUUID().slice(0, 8)}`, continueWithGoogle(page));
    await expect(page).toHaveURL(/\/login\?google=not-connected$/, { timeout: 20_000 });
  });
});

/** On the Facebook stand-in's dialog (test/oauth), logs in as `login` (that Facebook user). */
async function throughFacebook(page: Page, login: string, start: () => Promise<void>) {
  await start();
  await page.waitForURL((url) => url.pathname === "/dialog/oauth", { timeout: 30_000 });
  await page.getByLabel("Email or phone").fill(login);
  await page.getByRole("button", { name: "Continue" }).click();
}

test.describe("Connected accounts: Facebook", () => {
  test("connect beside Google, then Continue with Facebook opens the wallet", async ({ page }) => {
    test.slow();
    await newAccountOnSecurity(page);
    const login = `ngozi-${randomUUID().slice(0, 8)}`;
    await page.goto("/settings?tab=account");
    await expect(page.getByText("Facebook", { exact: true })).toBeVisible();
    await page.getByRole("button", { name: "Connect Facebook" }).click();
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await throughFacebook(page, login, () => page.getByRole("button", { name: "Continue to Facebook" }).click());
    await expect(page).toHaveURL(/\/settings\?tab=account$/, { timeout: 20_000 });
    await expectToast(page, "Facebook connected");
    await expect(page.getByText(`Connected as ${login}@facebook.test`)).toBeVisible();
    await expect(page.getByRole("button", { name: "Connect Google" })).toBeVisible();

    await logOut(page);
    await page.goto("/login");
    await throughFacebook(page, login, () => page.getByRole("button", { name: "Continue with Facebook" }).click());
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 });

    await logOut(page);
    await page.goto("/login");
    await throughFacebook(page, `nobody-${randomUUID().slice(0, 8)}`, () =>
      page.getByRole("button", { name: "Continue with Facebook" }).click(),
    );
    await expect(page).toHaveURL(/\/login\?facebook=not-connected$/, { timeout: 20_000 });
    await expect(page.getByText("No Veil account is connected to this Facebook account.")).toBeVisible();
  });
});
