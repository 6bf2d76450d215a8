// Card to Account in a real browser: a bank account paid straight from a card, through the cards sandbox's
// PIN and OTP steps and the payouts sandbox, and a payout the bank refuses coming back to the wallet.
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { chooseBank, enterPin, expectToast, signUp } from "./helpers";
import { nubanFor } from "../src/lib/nuban";

async function cardToAccount(page: Page, serial: string, amount: string): Promise<string> {
  await page.goto("/send-money");
  await page.getByRole("tab", { name: "Card to Account" }).click();
  await expect(page.getByTestId("card-to-account-hint")).toContainText("comes back to your Veil wallet");
  await page.getByLabel("Account Number").fill(nubanFor("GTBank", serial));
  await chooseBank(page, "GTBank");
  await expect(page.getByTestId("recipient-name")).toBeVisible();
  const name = (await page.getByTestId("recipient-name").textContent()) ?? "";
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByLabel("Amount", { exact: true }).fill(amount);
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByRole("button", { name: "Pay with card" }).click();
  // A person with no saved card types one.
  await expect(page.getByRole("heading", { name: "Enter your card" })).toBeVisible();
  return name;
}

async function typeCard(page: Page, number: string, label: string) {
  await page.getByLabel("Card Number").fill(number);
  await page.getByLabel("Expiry Date").fill("1230");
  await page.getByLabel("CVV").fill("408");
  await page.getByLabel("Cardholder Name").fill("Ada Obi");
  await page.getByRole("button", { name: label }).click();
}

test.describe("Card to Account", () => {
  test(
    "pays a bank account from a card that asks for its PIN and an OTP, as one transaction",
    { tag: "@both-sizes" },
    async ({ page }) => {
      test.slow();
      await signUp(page);
      const name = await cardToAccount(page, "305119876", "2500");
      await typeCard(page, "5078 5078 5078 5072", "Pay ₦2,500.00 and send");
      await expect(page.getByTestId("pin-summary")).toHaveText(
        `Send ₦2,500.00 to ${name}, GTBank, paid from card •••• 5072`,
      );
      await enterPin(page);
      await expect(page.getByRole("heading", { name: "Enter your card PIN" })).toBeVisible();
      await page.getByLabel("Card PIN").fill("1234");
      await page.getByRole("button", { name: "Continue" }).click();
      await page.getByLabel("One-time code (OTP)").fill("123456");
      await page.getByRole("button", { name: "Continue" }).click();
      await expect(page.getByRole("heading", { name: "Transfer Successful" })).toBeVisible();
      await expect(page.getByTestId("paid-from-card")).toHaveText("Paid from card ••••\u00a05072");

      // Nothing stays in the wallet, and history shows the transfer once, with the card it was paid from.
      await page.goto("/transactions");
      const rows = page.getByTestId("transaction-list").getByRole("listitem");
      await expect(rows).toHaveCount(1);
      await expect(rows.first()).toContainText(`Sent to ${name}`);
      // The card paid it: the balance never went down, so the amount carries no minus.
      await expect(rows.first()).toContainText("₦2,500.00");
      await expect(rows.first()).not.toContainText("-₦2,500.00");
      await rows.first().getByRole("link").first().click();
      await expect(page.getByRole("main")).toContainText("Verve •••• 5072");
      await page.goto("/dashboard");
      await expect(page.getByTestId("balance")).toHaveText("₦0.00");
      // Send Money offers them again, told apart from a namesake by the account's last digits.
      await page.goto("/send-money");
      await expect(page.getByRole("region", { name: "Recent Recipients" }).getByRole("button")).toContainText(
        "••" + nubanFor("GTBank", "305119876").slice(-4),
      );
    },
  );

  test("a payout the bank refuses comes back to the wallet, and the screen says so", async ({ page }) => {
    test.slow();
    await signUp(page);
    await cardToAccount(page, "999000123", "1200");
    await typeCard(page, "4084 0840 8408 4081", "Pay ₦1,200.00 and send");
    await enterPin(page);
    await expect(page.getByRole("heading", { name: "Transfer Failed" })).toBeVisible();
    await expect(
      page
        .getByRole("alert")
        .filter({ hasText: "was charged to your card ending 4081 and is now in your Veil wallet" }),
    ).toBeVisible();
    await expectToast(page, "Transfer Failed", "The money charged to your card is in your Veil wallet");
    await page.goto("/dashboard");
    await expect(page.getByTestId("balance")).toHaveText("₦1,200.00");
    // History explains the balance: the transfer that came back, and the card payment that stayed.
    await page.goto("/transactions");
    const rows = page.getByTestId("transaction-list").getByRole("listitem");
    await expect(rows).toHaveCount(2);
    await expect(rows.filter({ hasText: "Sent to" })).toContainText(/Paid from card ••••\s4081/);
    await expect(rows.filter({ hasText: "Card payment to" })).toContainText("Kept in your Veil wallet");
    await expect(rows.filter({ hasText: "Card payment to" })).toContainText("+₦1,200.00");
  });

  test("a declined card charges nothing, says what to try next and keeps what was typed but the CVV", async ({
    page,
  }) => {
    await signUp(page);
    await cardToAccount(page, "305119876", "900");
    await typeCard(page, "4000 0000 0000 0002", "Pay ₦900.00 and send");
    await enterPin(page);
    const refusal = page.getByTestId("refusal");
    await expect(refusal).toContainText("Your card was not charged");
    await expect(refusal).toContainText("Your card was declined by your bank.");
    await expect(refusal).toContainText("try another card");
    await expect(page.getByLabel("Card Number")).toHaveValue("4000 0000 0000 0002");
    await expect(page.getByLabel("Cardholder Name")).toHaveValue("Ada Obi");
    await expect(page.getByLabel("CVV")).toHaveValue("");
    // The refusal belongs to that attempt: going back and coming again starts clean.
    await page.getByRole("button", { name: "Back" }).click();
    await page.getByRole("button", { name: "Pay with card" }).click();
    await expect(page.getByTestId("refusal")).toHaveCount(0);
    await page.goto("/dashboard");
    await expect(page.getByTestId("balance")).toHaveText("₦0.00");
    // History names whom the declined payment was for.
    await page.goto("/transactions");
    await expect(page.getByTestId("transaction-list").getByRole("listitem").first()).toContainText("Card payment to");
  });

  test("the phone's Back goes back one step, keeps the card typed but its CVV, and never leaves the page", async ({
    page,
  }) => {
    await signUp(page);
    await page.goto("/dashboard");
    await cardToAccount(page, "305119876", "800");
    await page.getByLabel("Card Number").fill("4084 0840 8408 4081");
    await page.getByLabel("Expiry Date").fill("1230");
    await page.getByLabel("CVV").fill("408");
    await page.getByLabel("Cardholder Name").fill("Ada Obi");
    await page.goBack();
    await expect(page.getByRole("heading", { name: "Confirm transfer" })).toBeVisible();
    await page.goBack();
    await expect(page.getByLabel("Amount", { exact: true })).toHaveValue("800");
    // What is typed on a step survives leaving it by Back, before Continue.
    await page.getByLabel("Amount", { exact: true }).fill("650");
    await page.goBack();
    await expect(page.getByRole("heading", { name: "Who are you sending to?" })).toBeVisible();
    await page.goForward();
    await expect(page.getByLabel("Amount", { exact: true })).toHaveValue("650");
    await page.getByLabel("Amount", { exact: true }).fill("800");
    await page.goForward();
    await page.getByRole("button", { name: "Pay with card" }).click();
    await expect(page.getByLabel("Card Number")).toHaveValue("4084 0840 8408 4081");
    await expect(page.getByLabel("Cardholder Name")).toHaveValue("Ada Obi");
    await expect(page.getByLabel("CVV")).toHaveValue("");
    // The steps' own Back goes through the same history: the browser's Back after it leaves for the dashboard.
    await page.getByRole("button", { name: "Back" }).click();
    await page.getByRole("button", { name: "Edit Transfer" }).click();
    await page.getByRole("button", { name: "Back" }).click();
    await expect(page.getByRole("heading", { name: "Who are you sending to?" })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});
