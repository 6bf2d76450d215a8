// The transaction PIN at phone size: created after "Account Created Successfully" (weak PINs refused with the
// reason), asked before a card payment and a transfer, a wrong one showing the tries left, then changed and
// reset in Settings › Security with the password and the code read from the sandbox inbox.
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import {
  PASSWORD,
  PIN,
  addMoneyByApi,
  createPin,
  enterPin,
  expectToast,
  freshPhone,
  onboardInBrowser,
  signUp,
  sendAmount,
} from "./helpers";
import { nextCode } from "./inbox";

async function payByCard(page: Page, amount: string) {
  await page.goto("/add-money");
  const newCard = page.getByRole("radio", { name: "Use a new card" });
  if (await newCard.isVisible()) await newCard.check();
  await page.getByRole("button", { name: amount, exact: true }).click();
  await page.getByLabel("Card Number").fill("4084 0840 8408 4081");
  await page.getByLabel("Expiry Date").fill("1230");
  await page.getByLabel("CVV").fill("408");
  await page.getByLabel("Cardholder Name").fill("Ada Obi");
  await page.getByRole("button", { name: /^Add ₦/ }).click();
}

async function toConfirmStep(page: Page, amount: string) {
  await sendAmount(page, amount);
  await page.getByRole("button", { name: "Complete Transfer" }).click();
}

test.describe("the transaction PIN", () => {
  test("onboarding asks for it and refuses weak ones; a card payment and a transfer ask for it", async ({ page }) => {
    test.slow();
    await onboardInBrowser(page, { pin: null });
    await expect(page.getByRole("heading", { name: "Create your transaction PIN" })).toBeVisible();
    // Go to Dashboard is there before the PIN, as the spec draws it; a skipped PIN is asked at the first payment.
    await expect(page.getByRole("button", { name: "Go to Dashboard" })).toBeVisible();
    await expect(page.getByText("we'll ask you to create it before your first transfer or top-up")).toBeVisible();
    await expect(page.getByLabel("Enter a PIN")).toHaveAttribute("inputmode", "numeric");
    await expect(page.getByLabel("Enter a PIN")).toHaveAttribute("type", "password");
    for (const [pin, reason] of [
      ["1234", "Choose a PIN that is not a simple sequence, like 1234 or 4321"],
      ["0000", "Choose a PIN that is not the same digit four times, like 0000"],
    ] as const) {
      await createPin(page, pin);
      await expect(page.getByRole("alert").filter({ hasText: reason })).toBeVisible();
    }
    await page.getByLabel("Enter a PIN").fill(PIN);
    await page.getByLabel("Confirm PIN").fill("2581");
    await page.getByRole("button", { name: /^Create PIN/ }).click();
    await expect(page.getByRole("alert").filter({ hasText: "PINs do not match" })).toBeVisible();
    await createPin(page, PIN);
    await expect(page.getByText("Your transaction PIN is set.", { exact: false })).toBeVisible({ timeout: 20_000 });
    await page.getByRole("button", { name: "Go to Dashboard" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    await payByCard(page, "₦5,000");
    await enterPin(page);
    await expect(page.getByRole("heading", { name: "Money Added Successfully" })).toBeVisible();

    await toConfirmStep(page, "700");
    const dialog = page.getByRole("dialog", { name: "Enter your transaction PIN" });
    await enterPin(page, "1111");
    await expect(dialog.getByRole("alert")).toHaveText("Incorrect PIN. You have 4 tries left.");
    await expect(dialog.getByLabel("Transaction PIN", { exact: true })).toHaveValue("");
    await enterPin(page, PIN);
    await expect(page.getByRole("heading", { name: "Transfer Successful" })).toBeVisible();
    await page.goto("/dashboard");
    await expect(page.getByTestId("balance")).toHaveText("₦4,300.00");
  });

  test("an account without a PIN is asked to create one at its first card payment, which then goes on", async ({
    page,
  }) => {
    test.slow();
    await signUp(page, { pin: null });
    await payByCard(page, "₦1,000");
    await expect(page.getByRole("dialog", { name: "Create your transaction PIN" })).toBeVisible();
    // "Create PIN and continue" pays with the PIN just made: it is not asked for again.
    await createPin(page, "4826");
    await expect(page.getByRole("heading", { name: "Money Added Successfully" })).toBeVisible();
  });

  test("Settings › Security changes the PIN with the old one, and resets it with the password and an SMS code", async ({
    page,
  }) => {
    test.slow();
    const digits = freshPhone();
    await signUp(page, { phone: digits });
    await page.goto("/settings?tab=security");
    const section = page
      .locator("section")
      .filter({ has: page.getByRole("heading", { name: "Transaction PIN" }) })
      .last();
    await section.getByRole("button", { name: "Change PIN" }).click();
    await section.getByLabel("Current PIN").fill("9999");
    await section.getByLabel("New PIN", { exact: true }).fill("4826");
    await section.getByLabel("Confirm New PIN").fill("4826");
    await section.getByRole("button", { name: "Change PIN" }).click();
    await expect(section.getByRole("alert")).toHaveText("Incorrect PIN. You have 4 tries left.");
    await section.getByLabel("Current PIN").fill(PIN);
    await section.getByRole("button", { name: "Change PIN" }).click();
    await expectToast(page, "Transaction PIN changed");

    await section.getByRole("button", { name: "Reset PIN" }).click();
    await section.getByLabel("Your password").fill(PASSWORD);
    const since = new Date(Date.now() - 1000);
    await section.getByRole("button", { name: "Send Code" }).click();
    await expect(section.getByText("We sent a code to +234 ••• ••• " + digits.slice(-4))).toBeVisible();
    const code = await nextCode(page.request, `+234${digits}`, since);
    await section.getByLabel("Code from SMS").fill(code);
    await section.getByLabel("New PIN", { exact: true }).fill("7391");
    await section.getByLabel("Confirm New PIN").fill("7391");
    await section.getByRole("button", { name: "Reset PIN" }).click();
    await expectToast(page, "Transaction PIN reset");

    await payByCard(page, "₦1,000");
    await enterPin(page, "4826");
    await expect(page.getByRole("alert").filter({ hasText: "Incorrect PIN. You have 4 tries left." })).toBeVisible();
    await enterPin(page, "7391");
    await expect(page.getByRole("heading", { name: "Money Added Successfully" })).toBeVisible();
  });

  test("wrong PINs are said as they count, a lock says until when, and a reset in the dialog lets the transfer go", async ({
    page,
  }) => {
    test.slow();
    const digits = freshPhone();
    await signUp(page, { phone: digits });
    await addMoneyByApi(page, "5000");
    await toConfirmStep(page, "700");
    const dialog = page.getByRole("dialog", { name: "Enter your transaction PIN" });
    await enterPin(page, "1111");
    await expect(dialog.getByRole("alert")).toHaveText("Incorrect PIN. You have 4 tries left.");
    // The field has the focus again: the next PIN is typed at once.
    await expect(dialog.getByLabel("Transaction PIN", { exact: true })).toBeFocused();
    // Closed and opened again, the dialog still says the earlier wrong PIN counts.
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await page.getByRole("button", { name: "Complete Transfer" }).click();
    await expect(dialog.getByTestId("pin-tries-left")).toHaveText(
      "Wrong PINs typed earlier still count: 4 tries left before sending and card payments lock.",
    );
    for (const triesLeft of [3, 2, 1]) {
      await enterPin(page, "1111");
      await expect(dialog.getByRole("alert")).toContainText(
        `You have ${triesLeft} ${triesLeft === 1 ? "try" : "tries"} left.`,
      );
    }
    await enterPin(page, "1111");
    await expect(dialog.getByRole("alert")).toHaveText(
      /^Too many wrong PINs\. Try again after \d{1,2}:\d{2}.*, or reset your PIN\.$/,
    );
    await expect(dialog.getByLabel("Transaction PIN", { exact: true })).toBeDisabled();

    // Reset in the dialog: the password, the SMS code, a new PIN; then the transfer typed goes with it.
    await dialog.getByRole("button", { name: "Reset your PIN" }).click();
    const reset = page.getByRole("dialog", { name: "Reset your transaction PIN" });
    await expect(reset.getByTestId("pin-reset-about")).toHaveText(
      "Enter your password and we will send a code by SMS. Your payment waits here, and goes with your new PIN once it is set.",
    );
    await reset.getByLabel("Your password").fill(PASSWORD);
    const since = new Date(Date.now() - 1000);
    await reset.getByRole("button", { name: "Send Code" }).click();
    await expect(reset.getByText("We sent a code to +234 ••• ••• " + digits.slice(-4))).toBeVisible();
    await reset.getByLabel("Code from SMS").fill(await nextCode(page.request, `+234${digits}`, since));
    await reset.getByLabel("New PIN", { exact: true }).fill("7391");
    await reset.getByLabel("Confirm New PIN").fill("7391");
    await reset.getByRole("button", { name: "Reset PIN" }).click();
    await expectToast(page, "Transaction PIN reset");
    await expect(page.getByRole("heading", { name: "Transfer Successful" })).toBeVisible();
    await expect(page.getByText("₦700.00").first()).toBeVisible();
    await page.goto("/dashboard");
    await expect(page.getByTestId("balance")).toHaveText("₦4,300.00");
  });
});
