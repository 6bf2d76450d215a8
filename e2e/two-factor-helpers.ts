// Two-factor in the browser: an authenticator app played by the test (otpauth, from the key on screen), and
// the steps every two-factor test repeats.
import { Secret, TOTP } from "otpauth";
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { PASSWORD, signUp } from "./helpers";
import { nextCode } from "./inbox";

const STEP_MS = 30_000;

/** The person's authenticator app: each code it gives belongs to a newer time step than the last one typed. */
export class Authenticator {
  private lastStep = 0;

  constructor(readonly secret: string) {}

  async nextCode(): Promise<string> {
    // The server takes one step either side of now, each step once: wait when the next step is still too far.
    for (;;) {
      const now = Math.floor(Date.now() / STEP_MS);
      const step = Math.max(now, this.lastStep + 1);
      if (step <= now + 1) {
        this.lastStep = step;
        const totp = new TOTP({ issuer: "Veil", digits: 6, period: 30, secret: Secret.fromBase32(this.secret) });
        return totp.generate({ timestamp: step * STEP_MS });
      }
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
  }
}

/** A new account, on Settings › Security; answers its phone number's ten digits after +234. */
export async function newAccountOnSecurity(page: Page): Promise<string> {
  await signUp(page);
  await page.goto("/settings");
  const digits = (await page.getByLabel("Phone Number").inputValue()).replace(/\D/g, "").slice(-10);
  await page.getByRole("tab", { name: "Security" }).click();
  return digits;
}

/**
 * On Settings › Security: two-factor by SMS, turned on with the password and the code from the sandbox inbox,
 * up to its recovery codes. Answers the code field's label, as the login's second step asks it too.
 */
export async function turnOnSmsTwoFactor(page: Page, request: APIRequestContext, digits: string): Promise<string> {
  const prompt = `Enter the code we sent to +234 ••• ••• ${digits.slice(-4)}`;
  const since = new Date(Date.now() - 1000);
  await page.getByRole("switch", { name: "Two-factor authentication" }).click();
  await page.getByLabel("Your password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "SMS Authentication" }).click();
  await page.getByLabel(prompt).fill(await nextCode(request, `+234${digits}`, since));
  await page.getByRole("button", { name: "Turn On" }).click();
  return prompt;
}

/** The recovery codes on screen, after which the person says they saved them. */
export async function takeRecoveryCodes(page: Page): Promise<string[]> {
  const list = page.getByRole("list", { name: "Recovery codes" });
  await expect(list.getByRole("listitem")).toHaveCount(10);
  const codes = await list.getByRole("listitem").allTextContents();
  await page.getByRole("button", { name: "I have saved them" }).click();
  return codes;
}

export async function logOut(page: Page) {
  await page.goto("/profile");
  await page.getByRole("button", { name: "Log Out" }).click();
  await expect(page).toHaveURL(/\/$/);
}

/** The password step of a login that then asks for a second factor under `label`. */
export async function passwordStep(page: Page, digits: string, label: string | RegExp) {
  await page.goto("/login");
  await page.getByLabel("Phone number, after +234").fill(digits);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Log In", exact: true }).click();
  await expect(page.getByLabel(label)).toBeVisible({ timeout: 20_000 });
}
