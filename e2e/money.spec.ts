import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { nubanFor } from "../src/lib/nuban";
import { sandboxAccountName } from "../src/server/vendors/sandbox/sandbox-accounts";
import { chooseBank, enterPin, expectToast, onRails, signUp, RAILS_ACCOUNT_NAME } from "./helpers";

async function newUserOnDashboard(page: Page) {
  // A new person's flow hashes a password and a PIN, and checks the PIN on each payment (bcrypt at cost 12):
  // on a loaded machine that passes the default 30 s.
  test.slow();
  await signUp(page);
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/dashboard$/);
}

async function payByCard(page: Page, card: string) {
  // Once a card is saved the form offers it first; a typed card is "Use a new card".
  const newCard = page.getByRole("radio", { name: "Use a new card" });
  if (await newCard.isVisible()) await newCard.check();
  await page.getByLabel("Card Number").fill(card);
  await page.getByLabel("Expiry Date").fill("1230");
  await page.getByLabel("CVV").fill("408");
  await page.getByLabel("Cardholder Name").fill("Ada Obi");
}

async function addMoney(page: Page, quickAmount: string) {
  await page.goto("/add-money");
  await page.getByRole("button", { name: quickAmount, exact: true }).click();
  await payByCard(page, "4084 0840 8408 4081");
  await page.getByRole("button", { name: /^Add ₦/ }).click();
  // The PIN dialog repeats what the PIN allows.
  await expect(page.getByTestId("pin-summary")).toHaveText(
    `Add ${quickAmount}.00 to your wallet from the card ending 4081`,
  );
  await enterPin(page);
  await expect(page.getByRole("heading", { name: "Money Added Successfully" })).toBeVisible();
}

async function chooseRecipient(page: Page, accountNumber: string, bank: string) {
  await page.goto("/send-money");
  await page.getByLabel("Account Number").fill(accountNumber);
  await chooseBank(page, bank);
}

test.describe("money", () => {
  test(
    "a new user adds money by card, sends it to a verified name, and finds it everywhere",
    { tag: ["@rails", "@both-sizes"] },
    async ({ page }) => {
      test.slow();
      await newUserOnDashboard(page);
      await expect(page.getByTestId("balance")).toHaveText("₦0.00");
      await expect(page.getByText("No transactions yet")).toBeVisible();

      // Add money: the card number groups as it is typed, the expiry gets its slash, the CVV is masked.
      await page.goto("/add-money");
      await page.getByRole("button", { name: "₦20,000", exact: true }).click();
      await page.getByLabel("Card Number").pressSequentially("4084084084084081");
      await expect(page.getByLabel("Card Number")).toHaveValue("4084 0840 8408 4081");
      await page.getByLabel("Expiry Date").pressSequentially("1230");
      await expect(page.getByLabel("Expiry Date")).toHaveValue("12/30");
      await expect(page.getByLabel("CVV")).toHaveAttribute("type", "password");
      await page.getByLabel("CVV").fill("408");
      await page.getByLabel("Cardholder Name").fill("Ada Obi");
      await page.getByRole("button", { name: "Add ₦20,000.00" }).click();
      await enterPin(page);
      await expect(page.getByRole("heading", { name: "Money Added Successfully" })).toBeVisible();
      await expectToast(page, "Money Added", "Your wallet has been funded successfully.");
      await expect(page.getByText("Completed")).toBeVisible();

      // Send money: the name comes from the bank before Continue can be pressed.
      const accountNumber = nubanFor("GTBank", "305119876");
      const name = onRails() ? RAILS_ACCOUNT_NAME : sandboxAccountName(accountNumber);
      await chooseRecipient(page, accountNumber, "GTBank");
      await expect(page.getByTestId("recipient-name")).toHaveText(name);
      await page.getByRole("button", { name: "Continue" }).click();

      // What is typed stays as typed, even above the balance.
      await page.getByLabel("Amount", { exact: true }).fill("250000");
      await expect(page.getByLabel("Amount", { exact: true })).toHaveValue("250000");
      await page.getByLabel("Amount", { exact: true }).fill("1500.5");
      await page.getByLabel("Note (optional)").fill("Market");
      await page.getByRole("button", { name: "Continue" }).click();

      await expect(page.getByText("₦1,500.50").first()).toBeVisible();
      await expect(page.getByText("₦0.00")).toBeVisible(); // the fee
      await page.getByRole("button", { name: "Edit Transfer" }).click();
      await expect(page.getByLabel("Amount", { exact: true })).toHaveValue("1500.5");
      await page.getByRole("button", { name: "Continue" }).click();
      await page.getByRole("button", { name: "Complete Transfer" }).click();
      await enterPin(page);
      await expect(page.getByRole("heading", { name: "Transfer Successful" })).toBeVisible();
      await expectToast(page, "Transfer Successful", "Your transfer has been completed.");
      await expect(page.getByText(`₦1,500.50 to ${name}`)).toBeVisible();
      const reference = await page.getByText(/^VEIL[0-9A-F]{20}$/).textContent();

      // The dashboard shows the new balance and the transfer.
      await page.getByRole("link", { name: "Go to Home" }).click();
      await expect(page.getByTestId("balance")).toHaveText("₦18,499.50");
      await expect(page.getByTestId("recent-transactions")).toContainText(`Sent to ${name}`);

      // History: each tab and sort.
      await page.getByRole("link", { name: "View All" }).click();
      const list = page.getByTestId("transaction-list");
      await expect(list.getByRole("listitem")).toHaveCount(2);
      await expect(list.getByRole("listitem").first()).toContainText(`Sent to ${name}`);
      await expect(list.getByRole("listitem").first()).toContainText("-₦1,500.50");
      await page.getByLabel("Sort").selectOption("oldest");
      await expect(list.getByRole("listitem").first()).toContainText("Added via Card");
      await expect(list.getByRole("listitem").first()).toContainText("+₦20,000.00");
      await page.getByRole("tab", { name: "Sent" }).click();
      await expect(list.getByRole("listitem")).toHaveCount(1);
      await page.getByRole("tab", { name: "Received" }).click();
      await expect(page.getByText("No transactions found.")).toBeVisible();
      await page.getByRole("tab", { name: "All" }).click();
      await expect(list.getByRole("listitem")).toHaveCount(2);

      // The detail, with its reference and the copy indicator.
      await list.getByRole("link", { name: new RegExp(`Sent to ${name}`) }).click();
      await expect(page).toHaveURL(/\/transaction\/\d+$/);
      await expect(page.getByText("Money Sent")).toBeVisible();
      await expect(page.getByTestId("detail-amount")).toHaveText("-₦1,500.50");
      await expect(page.getByTestId("reference")).toHaveText(reference!);
      await expect(page.getByText("Market")).toBeVisible();
      await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
      await page.getByRole("button", { name: "Copy reference" }).click();
      await expect(page.getByRole("button", { name: "Copied" })).toBeVisible();
      await expect(page.getByRole("button", { name: "Copy reference" })).toBeVisible({ timeout: 5_000 });
    },
  );

  test("a declined card shows Payment Failed with the reason and returns to the form", async ({ page }) => {
    await newUserOnDashboard(page);
    await page.goto("/add-money");
    await page.getByRole("button", { name: "₦5,000", exact: true }).click();
    await payByCard(page, "4000 0000 0000 0002");
    await page.getByRole("button", { name: "Add ₦5,000.00" }).click();
    await enterPin(page);
    await expectToast(
      page,
      "Payment Failed",
      "There was a problem processing your payment. Your card was declined by your bank.",
    );
    await expect(page.getByLabel("Card Number")).toHaveValue("4000 0000 0000 0002");
    await expect(page.getByLabel("CVV")).toHaveValue("");
    await expect(page.getByTestId("balance")).toHaveText("₦0.00");
    // The refusal stays on the form once the toast has gone, with what to try next.
    const refusal = page.getByTestId("top-up-refusal");
    await expect(refusal).toContainText("Your card was declined by your bank.");
    await expect(refusal).toContainText("try another card");
    await refusal.getByRole("button", { name: "Add money by bank transfer" }).click();
    await expect(page.getByRole("tab", { name: "Bank Transfer" })).toHaveAttribute("aria-selected", "true");
    // The declined top-up's page never reads as money that arrived.
    await page.goto("/transactions");
    await page.locator('main a[href^="/transaction/"]').first().click();
    await expect(page.getByText("Money Not Added")).toBeVisible();
    await expect(page.getByTestId("detail-amount")).toHaveClass(/line-through/);
  });

  // The production server has several bundles (routes, pages, the jobs); the acquirer's refusal is recognised in
  // whichever made the provider first.
  test("a card processor that cannot be reached says so at once, and nothing is charged", async ({ page }) => {
    await newUserOnDashboard(page);
    await page.goto("/add-money");
    await page.getByRole("button", { name: "₦5,000", exact: true }).click();
    await payByCard(page, "4000 0000 0000 0085");
    await page.getByRole("button", { name: "Add ₦5,000.00" }).click();
    await enterPin(page);
    await expectToast(
      page,
      "Payment Failed",
      "There was a problem processing your payment. We could not reach the card processor, and your card was not charged. Please try again.",
    );
    await expect(page.getByTestId("balance")).toHaveText("₦0.00");
  });

  test("an amount above the balance stays as typed and is refused before Continue", async ({ page }) => {
    await newUserOnDashboard(page);
    await addMoney(page, "₦1,000");
    await chooseRecipient(page, nubanFor("Zenith Bank", "201234567"), "Zenith Bank");
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByLabel("Amount", { exact: true }).fill("5000");
    await expect(page.getByLabel("Amount", { exact: true })).toHaveValue("5000");
    await page.getByRole("button", { name: "Continue" }).click();
    await expectToast(page, "Insufficient Balance", "You don't have enough balance for this transfer.");
    await expect(page.getByRole("button", { name: "Complete Transfer" })).toHaveCount(0);
    await page.getByRole("button", { name: "₦10,000", exact: true }).click();
    await expect(page.getByLabel("Amount", { exact: true })).toHaveValue("10000");
    await page.getByLabel("Amount", { exact: true }).fill("0");
    await page.getByRole("button", { name: "Continue" }).click();
    await expectToast(page, "Invalid Amount", "Please enter a valid amount.");
  });

  test("a failed payout shows Failed and the refund", async ({ page }) => {
    await newUserOnDashboard(page);
    await addMoney(page, "₦5,000");
    await chooseRecipient(page, nubanFor("UBA", "999000123"), "UBA");
    await expect(page.getByTestId("recipient-name")).toBeVisible();
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByLabel("Amount", { exact: true }).fill("2000");
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByRole("button", { name: "Complete Transfer" }).click();
    await enterPin(page);
    await expect(page.getByRole("heading", { name: "Transfer Failed" })).toBeVisible();
    await expect(page.getByRole("alert").filter({ hasText: "returned to your balance" })).toContainText(
      "The recipient's bank declined the transfer. ₦2,000.00 has been returned to your balance.",
    );
    await page.getByRole("link", { name: "Go to Home" }).click();
    await expect(page.getByTestId("balance")).toHaveText("₦5,000.00");
    await expect(page.getByTestId("recent-transactions")).toContainText("Failed");
  });

  test("an account number with a wrong check digit is caught before any lookup", async ({ page }) => {
    await newUserOnDashboard(page);
    const good = nubanFor("Access Bank", "123123123");
    const wrong = good.slice(0, 9) + String((Number(good[9]) + 1) % 10);
    await chooseRecipient(page, wrong, "Access Bank");
    await expect(
      page.getByText("This is not a valid Access Bank account number. Check it and try again."),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "Continue" })).toBeDisabled();
  });

  test("a failed name enquiry says so and can be tried again", async ({ page }) => {
    await newUserOnDashboard(page);
    let fail = true;
    await page.route("**/api/transfer/recipient", (route) =>
      fail ? route.fulfill({ status: 503, json: { message: "" } }) : route.continue(),
    );
    await chooseRecipient(page, nubanFor("Kuda Bank", "123456789"), "Kuda Bank");
    await expectToast(page, "Verification Failed", "There was a problem verifying the recipient.");
    await expect(page.getByRole("button", { name: "Continue" })).toBeDisabled();
    fail = false;
    await page.getByRole("button", { name: "Try again" }).click();
    await expect(page.getByTestId("recipient-name")).toHaveText(sandboxAccountName(nubanFor("Kuda Bank", "123456789")));
  });

  test(
    "sends money to an OPay wallet by the holder's phone number as people write it, the bank guessed from it",
    { tag: "@both-sizes" },
    async ({ page }) => {
      test.slow();
      await newUserOnDashboard(page);
      await addMoney(page, "₦1,000");
      await page.goto("/send-money");
      await page.getByLabel("Account Number").fill("0803 123 4567");
      // A number written as a phone fits the wallets numbered after phones, and no bank.
      const guesses = page.getByRole("group", { name: "Banks this number fits" });
      // Veil first: another Veil wallet by the same number, if there is one.
      await expect(guesses.getByRole("button")).toHaveText(["Veil", "Moniepoint MFB", "OPay", "PalmPay"]);
      // Chosen anyway, a bank that numbers by NUBAN says what it takes, and the guesses stay.
      await chooseBank(page, "GTBank");
      await expect(
        page.getByText(
          "GTBank account numbers have 10 digits. Check the number, or choose the bank or wallet it belongs to.",
        ),
      ).toBeVisible();
      await guesses.getByRole("button", { name: "OPay" }).click();
      const bank = page.getByRole("combobox", { name: "Bank", exact: true });
      await expect(bank).toHaveValue("OPay");
      await expect(page.getByLabel("Account or phone number")).toHaveValue("0803 123 4567");
      // The wallet's name enquiry is asked with the number as the network keeps it, without its 0.
      await expect(page.getByTestId("recipient-name")).toHaveText(sandboxAccountName("8031234567"));
      await expect(guesses).toHaveCount(0);
      await page.getByRole("button", { name: "Continue" }).click();
      await page.getByLabel("Amount", { exact: true }).fill("250");
      await page.getByRole("button", { name: "Continue" }).click();
      // The confirmation shows the number the money goes to.
      await expect(page.getByText("8031234567", { exact: true })).toBeVisible();
      await page.getByRole("button", { name: "Complete Transfer" }).click();
      await expect(page.getByRole("dialog", { name: "Enter your transaction PIN" })).toHaveAccessibleDescription(
        `Send ₦250.00 to ${sandboxAccountName("8031234567")}, OPay`,
      );
      await enterPin(page);
      await expect(page.getByRole("heading", { name: "Transfer Successful" })).toBeVisible();
      // The result opens the transfer's own page.
      await page.getByRole("link", { name: "View Transaction Details" }).click();
      await expect(page).toHaveURL(/\/transaction\/\d+$/);
      await expect(page.getByTestId("detail-amount")).toContainText("₦250.00");
      // A report offers no reason the page contradicts: this transfer did not fail.
      await page.getByRole("button", { name: "Report this transaction" }).click();
      await expect(page.getByLabel("What went wrong?").locator("option:not([disabled])")).toHaveText([
        "Wrong recipient",
        "The recipient did not receive it",
        "Fraud: I did not make this",
        "Something else",
      ]);
      // Back goes to the list the transfer is in.
      await page.getByRole("banner").getByRole("link", { name: "Back" }).click();
      await expect(page).toHaveURL(/\/transactions$/);
    },
  );

  test("a wallet found by typing 'op' takes its number with +234, and refuses a NUBAN saying what it takes", async ({
    page,
  }) => {
    await newUserOnDashboard(page);
    await page.goto("/send-money");
    await page.getByLabel("Account Number").fill("0123456785");
    const bank = page.getByRole("combobox", { name: "Bank", exact: true });
    await bank.fill("op");
    await expect(bank).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByRole("option").first()).toHaveText("OPay");
    await page.getByRole("option", { name: "OPay", exact: true }).click();
    await expect(
      page.getByText("OPay accounts are phone numbers. Enter the 11-digit number, like 0803 123 4567."),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "Continue" })).toBeDisabled();
    await page.getByLabel("Account or phone number").fill("+234 803 123 4567");
    await expect(page.getByTestId("recipient-name")).toHaveText(sandboxAccountName("8031234567"));
  });

  test("after ten digits the banks whose check digit fits are offered, and one is chosen", async ({ page }) => {
    await newUserOnDashboard(page);
    await page.goto("/send-money");
    const number = nubanFor("Access Bank", "123123123");
    await page.getByLabel("Account Number").fill(number.slice(0, 9));
    const guesses = page.getByRole("group", { name: "Banks this number fits" });
    await expect(guesses).toHaveCount(0);
    await page.getByLabel("Account Number").fill(number);
    // First Bank, UBA and Access Bank share a check digit on every number (their codes weigh the same).
    await expect(guesses.getByRole("button")).toHaveText(["First Bank", "UBA", "Access Bank"]);
    await guesses.getByRole("button", { name: "Access Bank" }).click();
    await expect(page.getByRole("combobox", { name: "Bank", exact: true })).toHaveValue("Access Bank");
    await expect(page.getByTestId("recipient-name")).toHaveText(sandboxAccountName(number));
  });

  test("the bank list starts with Veil and the product's ten, and asks nobody about a bank not on it", async ({
    page,
  }) => {
    await newUserOnDashboard(page);
    await page.goto("/send-money");
    const bank = page.getByRole("combobox", { name: "Bank", exact: true });
    await bank.click();
    // Veil itself (another Veil wallet), then the product's ten.
    await expect(page.getByRole("option").nth(0)).toHaveText("Veil");
    await expect(page.getByRole("option").nth(1)).toHaveText("GTBank");
    await expect(page.getByRole("option").nth(10)).toHaveText("Fidelity Bank");
    await page.keyboard.press("Escape");
    await expect(bank).toHaveAttribute("aria-expanded", "false");
    await page.getByLabel("Account Number").fill("0123456785");
    await bank.fill("Bank of Nowhere");
    await expect(page.getByText("No bank matches")).toBeVisible();
    await expect(page.getByText("Enter the account number and choose the bank")).toBeVisible();
    await expect(page.getByRole("button", { name: "Continue" })).toBeDisabled();
  });

  test("another user's transaction is not found", async ({ page }) => {
    await newUserOnDashboard(page);
    await page.goto("/transaction/1");
    await expect(page).toHaveURL(/\/transactions$/);
    const answer = await page.request.get("/api/transactions/1");
    expect(answer.status()).toBe(404);
  });
});

test("the cards page lists the cards a user saved by adding money, by brand and last four digits only", async ({
  page,
}) => {
  await newUserOnDashboard(page);
  await page.goto("/cards");
  await expect(page.getByText("No saved cards yet")).toBeVisible();
  await addMoney(page, "₦1,000");
  await page.goto("/cards");
  await expect(page.getByTestId("saved-cards")).toContainText("Visa •••• 4081");
  await expect(page.getByText("Veil never stores your card number or CVV.")).toBeVisible();
  await expect(page.locator("body")).not.toContainText("4084 0840");
});
