// Card top-ups whose bank asks for more (a PIN and an OTP, a 3-D Secure page) and top-ups with a saved card,
// in a real browser against the cards sandbox.
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { enterPin, expectToast, onRails, signUp } from "./helpers";

async function newUserOnAddMoney(page: Page) {
  // A new person's flow hashes a password and a PIN, and checks the PIN on each payment (bcrypt at cost 12).
  test.slow();
  await signUp(page);
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/add-money");
}

async function typeCard(page: Page, card: string, amount: string) {
  await page.getByRole("button", { name: amount, exact: true }).click();
  await page.getByLabel("Card Number").fill(card);
  await page.getByLabel("Expiry Date").fill("1230");
  await page.getByLabel("CVV").fill("408");
  await page.getByLabel("Cardholder Name").fill("Ada Obi");
  await page.getByRole("button", { name: /^Add ₦/ }).click();
  await enterPin(page);
}

test.describe("cards", () => {
  test(
    "a card that asks for its PIN and then an OTP adds money once both are given",
    { tag: "@rails" },
    async ({ page }) => {
      test.slow();
      await newUserOnAddMoney(page);
      await typeCard(page, "5078 5078 5078 5072", "₦5,000");
      await expect(page.getByRole("heading", { name: "Enter your card PIN" })).toBeVisible();
      const pin = page.getByLabel("Card PIN");
      await expect(pin).toHaveAttribute("type", "password");
      await page.getByRole("button", { name: "Continue" }).click();
      await expect(page.getByText("Enter your 4-digit card PIN")).toBeVisible();
      await pin.fill("1234");
      await page.getByRole("button", { name: "Continue" }).click();
      await expect(page.getByRole("heading", { name: "Enter the OTP sent to your phone" })).toBeVisible();
      await expect(page.getByTestId("bank-text")).toContainText("Please enter the OTP sent to");
      await page.getByLabel("One-time code (OTP)").fill("123456");
      await page.getByRole("button", { name: "Continue" }).click();
      await expect(page.getByRole("heading", { name: "Money Added Successfully" })).toBeVisible();
      await expect(page.getByText("₦5,000.00 from your Verve card ending 5072")).toBeVisible();
      await page.goto("/dashboard");
      await expect(page.getByTestId("balance")).toHaveText("₦5,000.00");
    },
  );

  test("Cancel on the PIN step ends the payment at once and says nothing was taken", async ({ page }) => {
    test.slow();
    await newUserOnAddMoney(page);
    await typeCard(page, "5078 5078 5078 5072", "₦1,000");
    await expect(page.getByRole("heading", { name: "Enter your card PIN" })).toBeVisible();
    await page.getByRole("button", { name: "Cancel" }).click();
    await expectToast(
      page,
      "Payment Not Completed",
      "You cancelled this payment. Nothing was added, and nothing was taken from your card.",
    );
    await expect(page.getByTestId("balance")).toHaveText("₦0.00");
    await page.goto("/transactions");
    await expect(page.getByTestId("transaction-list")).toContainText("Failed");
  });

  test("a wrong PIN fails with the bank's message and adds nothing", async ({ page }) => {
    await newUserOnAddMoney(page);
    await typeCard(page, "5078 5078 5078 5072", "₦1,000");
    await page.getByLabel("Card PIN").fill("9999");
    await page.getByRole("button", { name: "Continue" }).click();
    await expectToast(page, "Payment Failed", "The PIN you entered is incorrect.");
    await expect(page.getByTestId("balance")).toHaveText("₦0.00");
  });

  test(
    "a 3-D Secure card goes to the bank's page and back, and adds money when approved",
    { tag: "@rails" },
    async ({ page }) => {
      test.slow();
      await newUserOnAddMoney(page);
      await typeCard(page, "4084 0800 0000 0409", "₦10,000");
      // The bank's page: the sandbox's own, or the contract server's on Paystack's rails.
      await expect(page).toHaveURL(onRails() ? /\/__3ds\/veil[0-9a-f]{20}$/ : /\/sandbox\/3ds\/VEIL[0-9A-F]{20}$/);
      await expect(page.getByRole("heading", { name: "Confirm this card payment" })).toBeVisible();
      await page.getByRole("button", { name: "Approve" }).click();
      await expect(page).toHaveURL(/\/add-money\/return\?reference=VEIL[0-9A-F]{20}$/i);
      await expect(page.getByRole("heading", { name: "Money Added Successfully" })).toBeVisible();
      await page.goto("/dashboard");
      await expect(page.getByTestId("balance")).toHaveText("₦10,000.00");
    },
  );

  test("while the charge is decided the page says Processing Payment, and then the money is added", async ({
    page,
  }) => {
    await newUserOnAddMoney(page);
    // The charge is held back, so the wait a slow bank makes can be seen.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/add-money", async (route) => {
      await held;
      await route.continue();
    });
    await typeCard(page, "4084 0840 8408 4081", "₦1,000");
    const processing = page.getByTestId("processing-payment");
    await expect(processing.getByRole("heading", { name: "Processing Payment" })).toBeVisible();
    await expect(processing).toContainText("Please do not close this page.");
    release();
    await expect(page.getByRole("heading", { name: "Money Added Successfully" })).toBeVisible();
    await expect(processing).toBeHidden();
  });

  test("a saved card tops up with no card details, and can be removed", { tag: "@rails" }, async ({ page }) => {
    test.slow();
    await newUserOnAddMoney(page);
    await typeCard(page, "4084 0840 8408 4081", "₦1,000");
    await expect(page.getByRole("heading", { name: "Money Added Successfully" })).toBeVisible();

    await page.goto("/add-money");
    const saved = page.getByRole("radio", { name: /Visa •••• 4081/ });
    await expect(saved).toBeChecked();
    await expect(page.getByLabel("Card Number")).toHaveCount(0);
    // The amount survives switching to a new card and back.
    const amount = page.getByLabel("Amount", { exact: true });
    await amount.fill("2500");
    const typed = await amount.inputValue();
    await page.getByRole("radio", { name: "Use a new card" }).check();
    await expect(page.getByLabel("Card Number")).toBeVisible();
    await expect(amount).toHaveValue(typed);
    await saved.check();
    await expect(amount).toHaveValue(typed);
    await page.getByRole("button", { name: "₦5,000", exact: true }).click();
    await page.getByRole("button", { name: /^Add ₦/ }).click();
    await enterPin(page);
    await expect(page.getByRole("heading", { name: "Money Added Successfully" })).toBeVisible();
    await page.goto("/dashboard");
    await expect(page.getByTestId("balance")).toHaveText("₦6,000.00");

    await page.goto("/cards");
    await expect(page.getByTestId("saved-cards")).toContainText("Visa •••• 4081");
    // Edit: a name, and the card Add Money offers first.
    await page.getByRole("button", { name: "Edit Visa •••• 4081" }).click();
    const edit = page.getByRole("dialog", { name: "Edit Visa •••• 4081" });
    await edit.getByLabel("Card name (optional)").fill("Salary card");
    await edit.getByLabel(/Use this card first/).check();
    await edit.getByRole("button", { name: "Save" }).click();
    await expect(edit).toBeHidden();
    await expect(page.getByTestId("saved-cards")).toContainText("Salary card · Visa •••• 4081Default");
    await page.reload();
    await expect(page.getByTestId("saved-cards")).toContainText("Salary card · Visa •••• 4081Default");
    await page.goto("/add-money");
    await expect(page.getByRole("radio", { name: /Salary card · Visa •••• 4081/ })).toBeChecked();
    await page.goto("/cards");
    await page.getByRole("button", { name: "Remove Salary card · Visa •••• 4081" }).click();
    await page.getByRole("button", { name: "Remove Card" }).click();
    await expectToast(page, "Card Removed");
    await expect(page.getByText("No saved cards yet")).toBeVisible();
    await page.getByRole("link", { name: "Add New Card" }).click();
    await expect(page.getByLabel("Card Number")).toBeVisible();
  });
});
