// Biometric login with passkeys, in Chromium at phone size with its virtual authenticator (a platform
// authenticator with fingerprint or face that always says yes, or no when told): switch it on in Settings
// after the password, log out, log in with the button, remove the passkey.
import type { CDPSession, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { PASSWORD, expectToast, signUp } from "./helpers";
import { nextMessage } from "./inbox";

// WebAuthn refuses an IP address as the relying party: these tests address the server as localhost.
test.use({ baseURL: `http://localhost:${Number(process.env.E2E_PORT || 3100)}` });

async function virtualAuthenticator(page: Page): Promise<{ cdp: CDPSession; authenticatorId: string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
  return { cdp, authenticatorId };
}

async function logOut(page: Page) {
  await page.goto("/profile");
  await page.getByRole("button", { name: "Log Out" }).click();
  await expect(page).toHaveURL(/\/$/);
}

/** Switching Biometric login on asks for the password first; the device's prompt comes after it. */
async function confirmPassword(page: Page, password = PASSWORD) {
  const dialog = page.getByRole("dialog", { name: "Confirm your password" });
  await dialog.getByLabel("Password").fill(password);
  await dialog.getByRole("button", { name: "Continue" }).click();
  return dialog;
}

/** After the password, the device's prompt starts from its own tap. */
async function setUpNow(page: Page) {
  await page
    .getByRole("alertdialog", { name: "Password confirmed" })
    .getByRole("button", { name: "Set Up Now" })
    .click();
}

async function securityTab(page: Page) {
  await page.goto("/settings?tab=security");
  await expect(page.getByRole("heading", { name: "Biometric Login" })).toBeVisible();
}

test.describe("biometric login with passkeys", () => {
  test("switch on in settings, log in with fingerprint or face, remove the passkey", async ({ page, request }) => {
    test.slow();
    const { cdp, authenticatorId } = await virtualAuthenticator(page);
    await signUp(page);
    await page.goto("/settings");
    const phone = await page.getByLabel("Phone Number").inputValue();
    await securityTab(page);
    const biometric = page.getByRole("switch", { name: "Biometric login" });
    await expect(biometric).toBeEnabled();
    await expect(biometric).not.toBeChecked();

    // Cancelling the password dialog leaves it off; a wrong password is refused on the field.
    await biometric.click();
    await page.getByRole("dialog", { name: "Confirm your password" }).getByRole("button", { name: "Cancel" }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(biometric).not.toBeChecked();
    await biometric.click();
    const asking = await confirmPassword(page, "not my password");
    await expect(asking.getByRole("alert")).toHaveText("Your current password is not correct.");
    await expect(asking.getByLabel("Password")).toHaveAttribute("aria-invalid", "true");
    await asking.getByRole("button", { name: "Cancel" }).click();
    await expect(biometric).not.toBeChecked();

    // The person cancels the fingerprint prompt: nothing is saved, and the screen says so.
    await cdp.send("WebAuthn.setUserVerified", { authenticatorId, isUserVerified: false });
    await biometric.click();
    await confirmPassword(page);
    await setUpNow(page);
    await expectToast(page, "Biometric login not turned on", "Nothing was saved.");
    await expect(biometric).not.toBeChecked();
    await expect(page.getByRole("list", { name: "Your passkeys" })).toHaveCount(0);

    await cdp.send("WebAuthn.setUserVerified", { authenticatorId, isUserVerified: true });
    const since = new Date();
    await biometric.click();
    await confirmPassword(page);
    await setUpNow(page);
    await expectToast(page, "Biometric login is on");
    await expect(biometric).toBeChecked();
    const passkeys = page.getByRole("list", { name: "Your passkeys" });
    await expect(passkeys.getByRole("listitem")).toHaveCount(1);
    await expect(passkeys).toContainText("Chrome on Android");
    await expect(passkeys).toContainText("Not used yet");
    await nextMessage(request, phone, {
      since,
      match: /A passkey was added to your Veil account on Chrome on Android/,
    });

    await logOut(page);
    await page.goto("/login");
    await page.getByRole("button", { name: "Log in with fingerprint or face" }).click();
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 });
    await expectToast(page, "Login successful");

    await securityTab(page);
    await expect(passkeys).toContainText("Last used");
    await passkeys.getByRole("button", { name: "Remove Chrome on Android" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Remove Chrome on Android?" });
    await dialog.getByRole("button", { name: "Remove" }).click();
    await expectToast(page, "Passkey removed");
    await expect(biometric).not.toBeChecked();
    await expect(passkeys).toHaveCount(0);

    // The device still holds the passkey, but Veil no longer knows it.
    await logOut(page);
    await page.goto("/login");
    await page.getByRole("button", { name: "Log in with fingerprint or face" }).click();
    await expectToast(page, "Login failed", "This passkey isn't linked to a Veil account.");
    await expect(page).toHaveURL(/\/login(\?signedOut=1)?$/);
  });

  test("switching it off asks first, then removes every passkey", async ({ page }) => {
    test.slow();
    await virtualAuthenticator(page);
    await signUp(page);
    await page.goto("/dashboard");
    await securityTab(page);
    const biometric = page.getByRole("switch", { name: "Biometric login" });
    await biometric.click();
    await confirmPassword(page);
    await setUpNow(page);
    await expectToast(page, "Biometric login is on");
    await expect(biometric).toBeChecked();

    await biometric.click();
    const dialog = page.getByRole("alertdialog", { name: "Turn off Biometric login?" });
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(biometric).toBeChecked();

    await biometric.click();
    await dialog.getByRole("button", { name: "Turn Off" }).click();
    await expectToast(page, "Biometric login is off");
    await expect(biometric).not.toBeChecked();
    await page.reload();
    await expect(page.getByRole("switch", { name: "Biometric login" })).not.toBeChecked();
  });

  test("a browser without WebAuthn says so and offers no passkey login", async ({ page }) => {
    await page.addInitScript(() => {
      delete (window as { PublicKeyCredential?: unknown }).PublicKeyCredential;
    });
    await page.goto("/login");
    await expect(page.getByRole("button", { name: "Log In", exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Log in with fingerprint or face" })).toHaveCount(0);
    await signUp(page);
    await page.goto("/dashboard");
    await securityTab(page);
    await expect(page.getByText("This browser can't use fingerprint or face login.")).toBeVisible();
    await expect(page.getByRole("switch", { name: "Biometric login" })).toBeDisabled();
  });
});
