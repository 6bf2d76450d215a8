// A deposit whose bank notice never arrived: the requery job asks the provider and credits it, once.
import { expect, test } from "./fixtures";
import { signUp } from "./helpers";
import { makeJobDue } from "./jobs";

test("a transfer to the wallet's account number whose notice was lost is credited by the requery", async ({ page }) => {
  test.slow();
  await signUp(page);
  await page.goto("/add-money");
  await page.getByRole("tab", { name: "Bank Transfer" }).click();
  await expect(page.getByTestId("account-number")).toHaveText(/^[0-9]{10}$/, { timeout: 15_000 });
  // The sandbox loses the bank's notice for a sender whose name ends in "Lost" (docs/sandbox.md).
  await page.getByLabel("Amount (₦)").fill("5000");
  await page.getByLabel("Sender Name").fill("Bola Lost");
  await page.getByRole("button", { name: "Simulate Transfer" }).click();
  await expect(page.getByText("Sent, but the sandbox lost the bank’s notice")).toBeVisible();
  await page.goto("/dashboard");
  await expect(page.getByTestId("balance")).toHaveText("₦0.00");

  await makeJobDue("requery-deposits");
  await expect(async () => {
    await page.goto("/dashboard");
    await expect(page.getByTestId("balance")).toHaveText("₦5,000.00", { timeout: 2_000 });
  }).toPass({ timeout: 60_000, intervals: [3_000] });
  await expect(page.getByRole("link", { name: /Received from Bola Lost/ })).toHaveCount(1);

  // Asked again, the provider lists the same deposit: nothing more is credited.
  await makeJobDue("requery-deposits");
  await page.waitForTimeout(12_000);
  await page.goto("/dashboard");
  await expect(page.getByTestId("balance")).toHaveText("₦5,000.00");
});
