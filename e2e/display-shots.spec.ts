// Screenshots of the screens the approximate equivalent and the two switches changed, in each language, at a
// phone's size and a laptop's: `SHOTS_DIR=/tmp/shots npx playwright test e2e/display-shots.spec.ts`. Skipped
// in the suite: it asserts only that each screen shows the equivalent, and the pictures are for a person to look at.
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { addMoneyByApi, expectToast, signUp, sendAmount } from "./helpers";

const DIR = process.env.SHOTS_DIR;
const SIZES = [
  { name: "390x844", width: 390, height: 844 },
  { name: "1280x800", width: 1280, height: 800 },
];

test.skip(!DIR, "SHOTS_DIR names where the screenshots go");

async function shoot(page: Page, name: string) {
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await page.screenshot({ path: `${DIR}/${name}-${size.name}.png`, fullPage: true });
  }
}

test("the equivalent beside naira and the settings that say what they do, in English, French and Spanish", async ({
  page,
}) => {
  test.setTimeout(300_000);
  await signUp(page);
  await page.goto("/dashboard");
  await addMoneyByApi(page, "20000");
  await page.goto("/settings?tab=preferences");
  await page.getByLabel("Default currency").selectOption("usd");
  await page.getByRole("button", { name: "Save Preferences" }).click();
  await expectToast(page, "Preferences saved");

  for (const language of ["en", "fr", "es"] as const) {
    const origin = new URL(page.url()).origin;
    expect((await page.request.put("/api/language", { data: { language }, headers: { Origin: origin } })).ok()).toBe(
      true,
    );
    await page.goto("/dashboard");
    await expect(page.getByTestId("approximate-amount").first()).toBeVisible();
    await shoot(page, `${language}-dashboard`);
    await page.getByTestId("recent-transactions").getByRole("link").first().click();
    await expect(page).toHaveURL(/\/transaction\//);
    await expect(page.getByTestId("approximate-amount")).toBeVisible();
    await shoot(page, `${language}-transaction`);
    await page.goto("/add-money");
    await page.getByRole("button", { name: "₦5,000", exact: true }).click();
    await shoot(page, `${language}-add-money`);
    await sendAmount(page, "2500");
    await expect(page.getByTestId("approximate-amount")).toBeVisible();
    await shoot(page, `${language}-send-money-confirm`);
    await page.goto("/settings?tab=preferences");
    await shoot(page, `${language}-settings-preferences`);
    await page.goto("/settings?tab=privacy");
    await shoot(page, `${language}-settings-privacy`);
  }
});
