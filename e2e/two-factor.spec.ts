import { readFileSync } from "node:fs";
import { expect, test } from "./fixtures";
import { PASSWORD, expectToast } from "./helpers";
import { nextCode } from "./inbox";
import {
  Authenticator,
  logOut,
  newAccountOnSecurity,
  passwordStep,
  takeRecoveryCodes,
  turnOnSmsTwoFactor,
} from "./two-factor-helpers";

const APP_PROMPT = "Enter the 6-digit code from your authenticator app";

test.describe("two-factor authentication", () => {
  test("by authenticator app: set up from the key on screen, then every login asks for a code", async ({ page }) => {
    // A sign-up, three logins and two password checks: bcrypt on a shared two-core machine.
    test.slow();
    const digits = await newAccountOnSecurity(page);
    const twoFactor = page.getByRole("switch", { name: "Two-factor authentication" });
    await expect(twoFactor).not.toBeChecked();
    await expect(page.getByText("Disabled", { exact: true })).toBeVisible();
    await twoFactor.click();
    await page.getByLabel("Your password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Authenticator App" }).click();
    await expect(page.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
    await expect(page.getByText("Can't scan? Enter this key:")).toBeVisible();
    const app = new Authenticator((await page.getByTestId("totp-key").innerText()).replace(/\s/g, ""));

    // A wrong code turns nothing on.
    await page.getByLabel(APP_PROMPT).fill("000000");
    await page.getByRole("button", { name: "Turn On" }).click();
    await expectToast(page, "Code not accepted");
    await page.getByLabel(APP_PROMPT).fill(await app.nextCode());
    await page.getByRole("button", { name: "Turn On" }).click();
    await expectToast(page, "Two-factor authentication is on");

    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe("veil-recovery-codes.txt");
    const codes = await takeRecoveryCodes(page);
    const saved = readFileSync(await file.path(), "utf8");
    for (const code of codes) expect(saved).toContain(code);
    await expect(page.getByText("On: Authenticator App")).toBeVisible();
    await expect(twoFactor).toBeChecked();
    await expect(page.getByText("Enabled", { exact: true })).toBeVisible();

    // Password right: still no way in without the code.
    await logOut(page);
    await passwordStep(page, digits, APP_PROMPT);
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/login/);
    await passwordStep(page, digits, APP_PROMPT);
    await page.getByLabel(APP_PROMPT).fill(await app.nextCode());
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 });

    // A recovery code instead, once.
    await logOut(page);
    await passwordStep(page, digits, APP_PROMPT);
    await page.getByRole("button", { name: "Use a recovery code instead" }).click();
    await page.getByLabel("Enter one of your recovery codes").fill(codes[0]!);
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 });

    // Off: password and a current code.
    await page.goto("/settings?tab=security");
    await expect(page.getByText("9 recovery codes left")).toBeVisible();
    await page.getByRole("switch", { name: "Two-factor authentication" }).click();
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByLabel("Code from your authenticator app, or a recovery code").fill(await app.nextCode());
    await page.getByRole("button", { name: "Turn Off" }).click();
    await expectToast(page, "Two-factor authentication is off");
    await expect(page.getByRole("switch", { name: "Two-factor authentication" })).not.toBeChecked();
    await expect(page.getByText("Disabled", { exact: true })).toBeVisible();
  });

  test("by SMS: the code arrives in the sandbox inbox, at setup and at login", async ({ page, request }) => {
    test.slow();
    const digits = await newAccountOnSecurity(page);
    const phone = `+234${digits}`;
    const prompt = await turnOnSmsTwoFactor(page, request, digits);
    await expectToast(page, "Two-factor authentication is on");
    await takeRecoveryCodes(page);
    await expect(page.getByText("On: SMS Authentication")).toBeVisible();

    await logOut(page);
    const since = new Date(Date.now() - 1000);
    await passwordStep(page, digits, prompt);
    await expect(page.getByRole("button", { name: "Resend code" })).toBeVisible();
    await page.getByLabel(prompt).fill(await nextCode(request, phone, since));
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 });
  });
});
