import { expect, test } from "./fixtures";
import { PASSWORD, addMoneyByApi, enterPin, freshPhone, logIn, signUp } from "./helpers";

/** "0803 123 4567", as a person gives their number. */
const written = (digits: string) => `0${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}`;

test.describe("Veil to Veil", () => {
  test(
    "a send to another Veil user's phone number arrives at once, free, and the recipient sees only 'a Veil user'",
    { tag: "@both-sizes" },
    async ({ page }) => {
      test.slow();
      const recipientPhone = freshPhone();
      await signUp(page, { phone: recipientPhone });
      await page.context().clearCookies();
      const { fullName: senderName } = await signUp(page);
      await addMoneyByApi(page, "5000");

      await page.goto("/send-money");
      await page.getByLabel("Account Number").fill(written(recipientPhone));
      const guesses = page.getByRole("group", { name: "Banks this number fits" });
      await guesses.getByRole("button", { name: "Veil", exact: true }).click();
      // Nobody is asked who has the number: the screen says what happens either way, and names no one.
      await expect(page.getByTestId("veil-recipient")).toHaveText(
        `If ${written(recipientPhone)} has a Veil wallet, the money arrives instantly and free. Veil shows no name for a wallet, so check the number: a completed transfer can't be reversed. If the number has no Veil wallet, nothing is sent and you can choose their bank instead.`,
      );
      await page.getByRole("button", { name: "Continue" }).click();
      await page.getByLabel("Amount", { exact: true }).fill("1500");
      await page.getByLabel("Note (optional)").fill("For the rent");
      await page.getByRole("button", { name: "Continue" }).click();
      await page.getByRole("button", { name: "Complete Transfer" }).click();
      await expect(page.getByRole("dialog", { name: "Enter your transaction PIN" })).toHaveAccessibleDescription(
        `Send ₦1,500.00 to ${written(recipientPhone)}, Veil`,
      );
      await enterPin(page);
      await expect(page.getByRole("heading", { name: "Transfer Successful" })).toBeVisible();
      await page.goto("/transactions");
      const sent = page.getByTestId("transaction-list").getByRole("listitem").first();
      await expect(sent).toContainText(`Sent to ${written(recipientPhone)}`);
      await expect(sent).toContainText("Completed");

      // The recipient: the money, "a Veil user", and nothing of who sent it.
      await page.context().clearCookies();
      await logIn(page, recipientPhone, PASSWORD);
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(page.getByTestId("balance")).toHaveText("₦1,500.00");
      const recent = page.getByTestId("recent-transactions");
      await expect(recent).toContainText("Received from a Veil user");
      await recent.getByRole("link").first().click();
      await expect(page.getByTestId("detail-amount")).toContainText("₦1,500.00");
      await expect(page.getByRole("main")).toContainText("A Veil user");
      const detail = (await page.getByRole("main").textContent()) ?? "";
      for (const secret of [senderName, "For the rent", written(recipientPhone)]) expect(detail).not.toContain(secret);
    },
  );

  test("a number without a Veil wallet is refused with nothing sent, and the bank is asked for", async ({ page }) => {
    test.slow();
    await signUp(page);
    await addMoneyByApi(page, "2000");
    await page.goto("/send-money");
    await page.getByLabel("Account Number").fill("0809 777 0042");
    await page.getByRole("group", { name: "Banks this number fits" }).getByRole("button", { name: "Veil" }).click();
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByLabel("Amount", { exact: true }).fill("300");
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByRole("button", { name: "Complete Transfer" }).click();
    await enterPin(page);
    // The refusal stays on the Confirm step once the toast has gone, with the way to another recipient.
    await expect(page.getByTestId("refusal")).toContainText(
      "This number has no Veil wallet that can receive money. Nothing was sent: choose the recipient's bank or wallet instead.",
    );
    await page.getByRole("button", { name: "Change recipient" }).click();
    await expect(page.getByRole("heading", { name: "Who are you sending to?" })).toBeVisible();
    // The number stays, and the banks it fits are offered again to choose from.
    const fits = page.getByRole("group", { name: "Banks this number fits" });
    await expect(fits).toBeVisible();
    // Veil was just told it has no wallet: it is not suggested for it again.
    await expect(fits.getByRole("button", { name: "OPay" })).toBeVisible();
    await expect(fits.getByRole("button", { name: "Veil", exact: true })).toHaveCount(0);
    await expect(page.getByTestId("refusal")).toHaveCount(0);
    await page.goto("/dashboard");
    await expect(page.getByTestId("balance")).toHaveText("₦2,000.00");
  });
});
