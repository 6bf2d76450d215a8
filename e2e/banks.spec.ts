import { expect, test } from "./fixtures";
import { sandboxAccountName } from "../src/server/providers/payouts/sandbox-payouts-provider";
import { onboardInBrowser } from "./helpers";

test.describe("the bank directory", () => {
  test("sends money to an OPay wallet found by typing 'op', numbered after a phone", async ({ page }) => {
    test.slow();
    await onboardInBrowser(page);
    await page.goto("/add-money");
    await page.getByRole("button", { name: "₦1,000", exact: true }).click();
    await page.getByLabel("Card Number").fill("4084 0840 8408 4081");
    await page.getByLabel("Expiry Date").fill("1230");
    await page.getByLabel("CVV").fill("408");
    await page.getByLabel("Cardholder Name").fill("Ada Obi");
    await page.getByRole("button", { name: /^Add ₦/ }).click();
    await expect(page.getByRole("heading", { name: "Money Added Successfully" })).toBeVisible();

    await page.goto("/send-money");
    // An OPay number is the holder's phone number without its 0: no NUBAN check applies, the name enquiry decides.
    await page.getByLabel("Account Number").fill("8031234567");
    const bank = page.getByRole("combobox", { name: "Bank", exact: true });
    await bank.fill("op");
    await expect(bank).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByRole("option").first()).toHaveText("OPay");
    await page.getByRole("option", { name: "OPay", exact: true }).click();
    await expect(bank).toHaveValue("OPay");
    await expect(page.getByTestId("recipient-name")).toHaveText(sandboxAccountName("8031234567"));
    await page.getByRole("button", { name: "Continue" }).click();

    await page.getByLabel("Amount", { exact: true }).fill("250");
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByText("OPay").first()).toBeVisible();
    await page.getByRole("button", { name: "Complete Transfer" }).click();
    await expect(page.getByRole("heading", { name: "Transfer Successful" })).toBeVisible();
  });

  test("lists the product's ten first and asks nobody about a bank that is not on the list", async ({ page }) => {
    await onboardInBrowser(page);
    await page.goto("/send-money");
    const bank = page.getByRole("combobox", { name: "Bank", exact: true });
    await bank.click();
    await expect(page.getByRole("option").nth(0)).toHaveText("GTBank");
    await expect(page.getByRole("option").nth(9)).toHaveText("Fidelity Bank");
    await page.keyboard.press("Escape");
    await expect(bank).toHaveAttribute("aria-expanded", "false");

    await page.getByLabel("Account Number").fill("0123456785");
    await bank.fill("Bank of Nowhere");
    await expect(page.getByText("No bank matches")).toBeVisible();
    await expect(page.getByText("Enter a 10-digit account number and choose the bank")).toBeVisible();
    await expect(page.getByRole("button", { name: "Continue" })).toBeDisabled();
  });
});
