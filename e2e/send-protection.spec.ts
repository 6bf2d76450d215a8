// Protecting the sender in a real browser: the scam check's two questions before a large send to a new account
// (answered no and sent; answered yes and cancelled), and the cooling-off on a first large send, which waits
// Scheduled with a countdown (shortened by COOLING_OFF_SECONDS for the tests), then goes, or is cancelled from its
// page after the balance explained shows it.
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { addMoneyByApi, answerScamCheck, chooseBank, enterPin, signUp } from "./helpers";
import { nubanFor } from "../src/lib/nuban";

async function toNewAccount(page: Page, serial: string, amount: string) {
  await page.goto("/send-money");
  await page.getByLabel("Account Number").fill(nubanFor("GTBank", serial));
  await chooseBank(page, "GTBank");
  await expect(page.getByTestId("recipient-name")).toBeVisible();
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByLabel("Amount", { exact: true }).fill(amount);
  await page.getByRole("button", { name: "Continue" }).click();
}

test.beforeEach(async ({ page }) => {
  await signUp(page);
  await addMoneyByApi(page, "200000");
});

test("asks the scam check before a large send to a new account: a yes explains the scams and Cancel sends nothing", async ({
  page,
}) => {
  await toNewAccount(page, "135792461", "25000");
  await expect(page.getByTestId("cooling-off-note")).toHaveCount(0);
  await page.getByRole("button", { name: "Complete Transfer" }).click();
  await answerScamCheck(page, "No", "Yes");
  const warning = page.getByRole("alertdialog", { name: "Stop: this may be a scam" });
  await expect(warning).toContainText("Jobs, investments, prizes and refunds that need a payment first");
  // Cancel comes first, and is what the dialog starts on.
  await expect(warning.getByRole("button", { name: "Cancel payment" })).toBeFocused();
  await warning.getByRole("button", { name: "Cancel payment" }).click();
  await expect(warning).toHaveCount(0);
  await expect(page.getByRole("dialog", { name: "Enter your transaction PIN" })).toHaveCount(0);
  await page.goto("/dashboard");
  await expect(page.getByTestId("balance")).toHaveText("₦200,000.00");
});

test("a first large send to a new account answers the scam check, waits Scheduled with a countdown, then goes", async ({
  page,
}) => {
  test.slow();
  await toNewAccount(page, "135792462", "60000");
  await expect(page.getByTestId("cooling-off-note")).toContainText("so it waits 1 minute before it goes");
  await page.getByRole("button", { name: "Complete Transfer" }).click();
  await answerScamCheck(page, "No", "No");
  await enterPin(page);
  await expect(page.getByRole("heading", { name: "Transfer Scheduled" })).toBeVisible();
  await expect(page.getByTestId("scheduled-countdown")).toHaveText(/^in 0:[0-5]\d$/);
  await expect(page.getByRole("button", { name: "Cancel transfer" })).toBeVisible();
  // The wait ends (20 seconds here) and the same screen sees it go.
  await expect(page.getByRole("heading", { name: "Transfer Successful" })).toBeVisible({ timeout: 60_000 });
});

test("a scheduled send shows on the balance explained and is cancelled from its page, its money back at once", async ({
  page,
}) => {
  await toNewAccount(page, "135792463", "60000");
  await page.getByRole("button", { name: "Complete Transfer" }).click();
  await answerScamCheck(page, "No", "No");
  await enterPin(page);
  await expect(page.getByRole("heading", { name: "Transfer Scheduled" })).toBeVisible();
  // The history says Scheduled too, as the transaction's own page does.
  await page.goto("/transactions");
  await expect(page.getByTestId("transaction-list").getByRole("listitem").first()).toContainText("Scheduled");

  await page.goto("/balance");
  const scheduled = page.getByTestId("balance-scheduled");
  await expect(scheduled).toContainText("₦60,000.00");
  await expect(scheduled).toContainText("waiting before they go");
  await scheduled.getByRole("link").click();
  await expect(page).toHaveURL(/\/transaction\/\d+$/);
  await expect(page.getByText("Scheduled", { exact: true })).toBeVisible();
  // No receipt while it can still be cancelled: it would be no proof of payment.
  await expect(page.getByRole("button", { name: "Share Receipt" })).toHaveCount(0);
  await page.getByRole("button", { name: "Cancel transfer" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Cancel this transfer?" });
  await expect(confirm).toContainText("comes back to your wallet at once");
  await confirm.getByRole("button", { name: "Cancel transfer" }).click();
  await expect(page.getByText("Money Not Sent")).toBeVisible();
  await expect(page.getByText("Cancelled", { exact: true })).toBeVisible();
  await expect(page.getByText(/You cancelled this transfer before it went\./)).toBeVisible();
  await page.goto("/dashboard");
  await expect(page.getByTestId("balance")).toHaveText("₦200,000.00");
});
