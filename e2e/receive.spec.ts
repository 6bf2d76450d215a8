import { expect, test } from "./fixtures";
import { onRails, signUp } from "./helpers";
import { FAKE_PAYSTACK_URL } from "../playwright.config";
import { BANK, incomingTransferData } from "../test/paystack/fake/dedicated-accounts";

test.describe("receiving money", () => {
  test(
    "a new wallet has its own account number, and a transfer to it shows as received, green with a plus",
    {
      tag: "@rails",
    },
    async ({ page }) => {
      test.slow();
      await signUp(page);
      await page.goto("/dashboard");
      await expect(page).toHaveURL(/\/dashboard$/);

      await page.goto("/add-money");
      await page.getByRole("tab", { name: "Bank Transfer" }).click();
      await expect(page.getByText(onRails() ? BANK.name : "Veil Sandbox Bank")).toBeVisible({ timeout: 15_000 });
      const accountNumber = page.getByTestId("account-number");
      await expect(accountNumber).toHaveText(/^[0-9]{10}$/);
      await expect(page.getByRole("button", { name: "Copy account number" })).toBeVisible();
      await expect(page.getByRole("button", { name: "I've Sent the Money" })).toHaveCount(0);

      if (onRails()) {
        // No simulator on Paystack's rails: the bank's charge.success comes from the contract server, signed.
        await expect(page.getByRole("button", { name: "Simulate Transfer" })).toHaveCount(0);
        const data = incomingTransferData({
          reference: `e2e-incoming-${Date.now()}`,
          accountNumber: (await accountNumber.textContent())!,
          amountKobo: 500_000,
          senderName: "Chidi Okeke",
          senderBank: "Sandbox Sender Bank",
        });
        const delivered = await page.request.post(`${FAKE_PAYSTACK_URL}/__emit`, {
          data: { event: "charge.success", data },
        });
        expect(await delivered.json()).toEqual({ status: 200 });
      } else {
        await page.getByLabel("Amount (₦)").fill("5000");
        await page.getByLabel("Sender Name").fill("Chidi Okeke");
        await page.getByRole("button", { name: "Simulate Transfer" }).click();
        await expect(page.getByText("₦5,000.00 received from Chidi Okeke")).toBeVisible();
        await expect(page.getByTestId("balance")).toHaveText("₦5,000.00");
      }

      await page.goto("/dashboard");
      const row = page.getByRole("link", { name: /Received from Chidi Okeke/ });
      await expect(row).toBeVisible();
      await expect(row.getByText("+₦5,000.00")).toHaveClass(/text-success/);

      await page.goto("/transactions");
      await page.getByRole("tab", { name: "Received" }).click();
      const received = page.getByRole("link", { name: /Received from Chidi Okeke/ });
      await expect(received).toBeVisible();
      await expect(received.getByText("+₦5,000.00")).toHaveClass(/text-success/);

      await received.click();
      await expect(page.getByText("Money Received")).toBeVisible();
      await expect(page.getByTestId("detail-amount")).toHaveText("+₦5,000.00");
      await expect(page.getByText("Sandbox Sender Bank")).toBeVisible();
    },
  );
});
