// Identity as CBN's tiers have it: onboarding at each tier, "Raise your limits" from 1 to 2 to 3 with Chromium's
// fake camera, the limits the dashboard shows and the server enforces, and what a person sees when the camera is
// refused, a face does not match, or a code is wrong. The sandbox's rules are docs/sandbox.md's (Identity).
import { chromium, type Page } from "@playwright/test";
import { chromiumLaunchOptions } from "../scripts/lib/chromium";
import { expect, test } from "./fixtures";
import {
  CONSENT_LABEL,
  addMoneyByApi,
  codeFromInbox,
  answerScamCheck,
  enterPin,
  expectToast,
  freshBvn,
  freshPhone,
  ninOf,
  onboardInBrowser,
  recordPhone,
  sendAmount,
  verifyIdentity,
} from "./helpers";

/** The dashboard's KYC card says this tier, with this daily sending limit. */
async function expectTierOnDashboard(page: Page, level: 1 | 2 | 3, dailyLimit: string) {
  await page.goto("/dashboard");
  const card = page.getByTestId("tier-summary");
  await expect(card.getByRole("heading", { name: `KYC Status: Tier ${level}` })).toBeVisible();
  await expect(card.getByTestId("limits")).toContainText(dailyLimit);
}

/** A real JPEG of a plain square, drawn by the page's own canvas (a file a person could upload). */
async function squareJpeg(page: Page, side: number): Promise<Buffer> {
  const base64 = await page.evaluate((size) => {
    const canvas = document.createElement("canvas");
    canvas.width = size;
    canvas.height = size;
    const context = canvas.getContext("2d")!;
    context.fillStyle = "#c68642";
    context.fillRect(0, 0, size, size);
    return canvas.toDataURL("image/jpeg", 0.9).split(",")[1]!;
  }, side);
  return Buffer.from(base64, "base64");
}

test.describe("identity tiers", () => {
  test("onboards at tier 1 by phone number, the face left for later", { tag: "@rails" }, async ({ page }) => {
    test.slow();
    await onboardInBrowser(page, { phone: freshPhone(), selfie: false });
    await expect(page.getByTestId("onboarding-tier")).toContainText("Your account is on Tier 1");
    await expect(page.getByTestId("onboarding-tier")).toContainText("Send up to ₦50,000.00 a day");
    await expectTierOnDashboard(page, 1, "₦50,000.00");
    await expect(page.getByTestId("tier-summary")).toContainText("You need a selfie that matches your ID photo");
  });

  test("onboards at tier 2: a BVN with no NIN on record, and a selfie", async ({ page }) => {
    test.slow();
    await onboardInBrowser(page, { bvn: freshBvn({ nin: false }) });
    await expect(page.getByTestId("onboarding-tier")).toContainText("Your account is on Tier 2");
    await expectTierOnDashboard(page, 2, "₦200,000.00");
    // The onboarding's address verified: the NIN is all tier 3 lacks.
    await expect(page.getByTestId("tier-summary")).toContainText("You need your NIN.");
  });

  test("onboards at tier 3: a BVN and its NIN, a selfie and an address that verifies", async ({ page }) => {
    test.slow();
    await onboardInBrowser(page, { bvn: freshBvn() });
    await expect(page.getByTestId("onboarding-tier")).toContainText("Your account is on Tier 3");
    await expectTierOnDashboard(page, 3, "₦5,000,000.00");
    await expect(page.getByTestId("tier-summary")).toContainText("No limit");
    await page.goto("/profile");
    await expect(page.getByRole("heading", { name: "KYC Status: Tier 3" })).toBeVisible();
  });

  test(
    "raises the limits from tier 1 to 2 to 3, and the server allows what the new tier allows",
    { tag: "@rails" },
    async ({ page }) => {
      test.setTimeout(180_000);
      const bvn = freshBvn({ nin: false });
      // A BVN with no NIN on record, the face left for later, an address the check does not confirm: tier 1.
      await onboardInBrowser(page, { bvn, selfie: false, address: "13 Broad Street, Lagos Island" });
      await expectTierOnDashboard(page, 1, "₦50,000.00");

      // Tier 1 refuses a send above ₦50,000 a day.
      await addMoneyByApi(page, "60000");
      await sendAmount(page, "60000");
      await expectToast(page, "Daily Limit Reached");

      // 1 → 2: a selfie from the camera on "Raise your limits".
      await page.goto("/dashboard");
      await page.getByRole("link", { name: "Raise your limits" }).click();
      await expect(page).toHaveURL(/\/limits$/);
      await expect(page.getByRole("heading", { name: "You're on Tier 1" })).toBeVisible();
      await expect(page.getByRole("table")).toContainText("₦5,000,000.00");
      await page.getByTestId("need-selfie").getByRole("button", { name: "Take Selfie Verification" }).click();
      const camera = page.getByRole("dialog", { name: "Take a selfie" });
      await camera.getByRole("button", { name: "Capture" }).click();
      await camera.getByRole("button", { name: "Use Photo" }).click();
      await expectToast(page, "You're now on Tier 2");
      await expect(page.getByTestId("need-selfie")).toBeHidden();
      await expect(page.getByRole("heading", { name: "You're on Tier 2" })).toBeVisible();
      await expectTierOnDashboard(page, 2, "₦200,000.00");

      // The server now lets ₦60,000 go in one day.
      // A first ₦60,000 to a new account asks the scam check, then waits its cooling-off, Scheduled.
      await sendAmount(page, "60000");
      await page.getByRole("button", { name: "Complete Transfer" }).click();
      await answerScamCheck(page, "No", "No");
      await enterPin(page);
      await expect(page.getByRole("heading", { name: "Transfer Scheduled" })).toBeVisible();

      // 2 → 3: the NIN, then an address that verifies.
      await page.goto("/limits");
      await expect(page.getByRole("heading", { name: "Move to Tier 3" })).toBeVisible();
      const nin = page.getByTestId("need-nin");
      await nin.getByRole("button", { name: "Verify NIN" }).click();
      await expect(nin.getByText("NIN must be 11 digits")).toBeVisible();
      await nin.getByLabel("National Identification Number (NIN)").fill(ninOf(bvn));
      await nin.getByRole("button", { name: "Verify NIN" }).click();
      await expect(nin.getByText("Please tick the box to agree before we check.")).toBeVisible();
      await nin.getByLabel(CONSENT_LABEL).check();
      await nin.getByRole("button", { name: "Verify NIN" }).click();
      await expect(page.getByTestId("need-nin")).toBeHidden();

      const address = page.getByTestId("need-address");
      await address.getByLabel("Street address").fill("12 Allen Avenue");
      await address.getByLabel("Town or city").fill("Ikeja");
      await address.getByLabel("State").selectOption("Lagos");
      await address.getByLabel(CONSENT_LABEL).check();
      await address.getByRole("button", { name: "Verify address" }).click();
      await expectToast(page, "You're now on Tier 3");
      await expect(page.getByText("You have the highest limits Veil offers.")).toBeVisible();
      await expectTierOnDashboard(page, 3, "₦5,000,000.00");
      await page.goto("/settings?tab=account");
      await expect(page.getByRole("heading", { name: "KYC Status: Tier 3" })).toBeVisible();
    },
  );

  test("an address still being checked says so, and one that fails says why", async ({ page }) => {
    test.slow();
    await onboardInBrowser(page, { bvn: freshBvn(), address: "13 Unknown Close, Ikeja" });
    await expectTierOnDashboard(page, 2, "₦200,000.00");
    await page.goto("/limits");
    const address = page.getByTestId("need-address");
    await expect(address.getByRole("alert")).toContainText("We couldn't confirm this address");
    await address.getByLabel("Street address").fill("4 Pending Street");
    await address.getByLabel("Town or city").fill("Wuse");
    await address.getByLabel("State").selectOption("FCT");
    await address.getByLabel(CONSENT_LABEL).check();
    await address.getByRole("button", { name: "Verify address" }).click();
    await expect(address.getByText("We're checking your address")).toBeVisible();
  });
});

test.describe("selfie and code failures", () => {
  test("a refused camera offers an upload, and a face that doesn't match says so", async ({ page }, testInfo) => {
    test.slow();
    // A browser that answers no when the page asks for the camera.
    const browser = await chromium.launch(chromiumLaunchOptions({ camera: "refused" }));
    try {
      const context = await browser.newContext({
        baseURL: testInfo.project.use.baseURL,
        viewport: testInfo.project.use.viewport ?? undefined,
        // Not the project's camera permission: this browser's person refuses it.
        permissions: [],
      });
      const refused = await context.newPage();
      await verifyIdentity(refused, { bvn: freshBvn() });
      await refused.getByRole("button", { name: "Take Selfie Verification" }).click();
      const dialog = refused.getByRole("dialog", { name: "Take a selfie" });
      await expect(dialog.getByRole("alert")).toContainText(
        "We couldn't open your camera: permission to use it was refused. You can upload a photo of your face instead.",
      );

      // A 303 px square: the sandbox finds a different person.
      await dialog.getByLabel("Upload a photo of your face").setInputFiles({
        name: "me.jpg",
        mimeType: "image/jpeg",
        buffer: await squareJpeg(page, 303),
      });
      await dialog.getByRole("button", { name: "Use Photo" }).click();
      await expectToast(refused, "Biometric Verification Failed", "doesn't match the photo on your identity record");
      await expect(dialog.getByRole("alert")).toContainText("doesn't match");

      // Another photo (600 px, sent as 600) matches.
      await expect(dialog.getByRole("button", { name: "Use Photo" })).toBeDisabled();
      await dialog.getByRole("button", { name: "Choose another photo" }).click();
      await dialog.getByLabel("Upload a photo of your face").setInputFiles({
        name: "me.jpg",
        mimeType: "image/jpeg",
        buffer: await squareJpeg(page, 600),
      });
      await dialog.getByRole("button", { name: "Use Photo" }).click();
      await expect(refused.getByRole("button", { name: "Verified" })).toBeVisible({ timeout: 15_000 });
    } finally {
      await browser.close();
    }
  });

  test("a wrong code is refused with the tries left; the right one goes on", async ({ page }) => {
    const bvn = freshBvn();
    await page.goto("/onboarding");
    await page.getByLabel("Bank Verification Number (BVN)").fill(bvn);
    await page.getByLabel(CONSENT_LABEL).check();
    const since = new Date(Date.now() - 2_000);
    await page.getByRole("button", { name: "Verify & Continue" }).click();
    await expect(page.getByRole("heading", { name: "Enter the code" })).toBeVisible();
    const ending = bvn.slice(-2);
    await expect(page.getByText(`the phone number linked to your BVN (ending ${ending})`).first()).toBeVisible();
    await expect(page.getByRole("button", { name: /Resend code in \d+s/ })).toBeDisabled();
    const code = await codeFromInbox(recordPhone(bvn), since);

    await page.getByLabel("6-digit code").fill(code === "000000" ? "111111" : "000000");
    await page.getByRole("button", { name: "Verify & Continue" }).click();
    await expectToast(page, "Code not accepted", "4 tries left");
    // The reason stays beside the field after the toast has gone.
    await expect(page.locator("#identityCode-error")).toHaveText("That code is not right. You have 4 tries left.");
    await expect(page.getByLabel("Full Name")).toBeHidden();

    await page.getByLabel("6-digit code").fill(code);
    await page.getByRole("button", { name: "Verify & Continue" }).click();
    await expect(page.getByRole("heading", { name: "Complete Your Profile" })).toBeVisible();
  });
});
