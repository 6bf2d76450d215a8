// Explain my balance in a real browser: from the dashboard, a transfer waiting for its bank and a deposit held
// over the tier's cap each beside the balance, with today's sending against the day's limit.
import { randomBytes } from "node:crypto";
import { expect, test } from "./fixtures";
import { PIN, addMoneyByApi, freshPhone, signUp } from "./helpers";
import { nubanFor } from "../src/lib/nuban";

test("explains the balance: what is on its way, what is held and why, and today's sending", async ({ page }) => {
  test.slow();
  // Verified by phone number only: tier 1, at most ₦300,000.00 held and ₦50,000.00 sent a day.
  await signUp(page, { phone: freshPhone(), selfie: false });
  await addMoneyByApi(page, "295000");
  const origin = new URL((await page.request.get("/api/health")).url()).origin;
  const sent = await page.request.post("/api/transfer", {
    data: {
      recipientAccountNumber: nubanFor("GTBank", "888000321"),
      recipientBank: "GTBank",
      amount: "1500",
      description: "",
      transactionPin: PIN,
    },
    headers: { Origin: origin, "Idempotency-Key": `e2e-${randomBytes(12).toString("hex")}` },
  });
  expect(sent.ok(), await sent.text()).toBe(true);
  // A transfer to the wallet's own account number that would take it above ₦300,000.00.
  await page.goto("/add-money");
  await page.getByRole("tab", { name: "Bank Transfer" }).click();
  await page.getByLabel("Amount (₦)").fill("20000");
  await page.getByLabel("Sender Name").fill("Chidi Okeke");
  await page.getByRole("button", { name: "Simulate Transfer" }).click();
  await expect(page.getByText(/on hold/).first()).toBeVisible();

  await page.goto("/dashboard");
  await page.getByRole("link", { name: "Explain my balance" }).click();
  await expect(page).toHaveURL(/\/balance$/);
  await expect(page.getByTestId("explained-balance")).toHaveText("₦293,500.00");
  const onItsWay = page.getByTestId("balance-on-their-way");
  await expect(onItsWay).toContainText("₦1,500.00");
  await expect(onItsWay).toContainText("waiting for the recipient's bank");
  await expect(onItsWay.getByRole("link")).toHaveCount(1);
  const held = page.getByTestId("balance-held");
  await expect(held).toContainText("₦20,000.00");
  await expect(held).toContainText("cannot hold at your verification level");
  await expect(held.getByRole("link", { name: "Raise your limits" })).toBeVisible();
  await expect(page.getByTestId("balance-being-confirmed")).toContainText("No card top-ups are waiting.");
  await expect(page.getByTestId("balance-today")).toContainText(
    "You have sent ₦1,500.00 of your ₦50,000.00 daily limit. ₦48,500.00 left today.",
  );
  // Each line opens its transaction.
  await onItsWay.getByRole("link").click();
  await expect(page).toHaveURL(/\/transaction\/\d+$/);
  // Not "Money Sent" before the bank has it, and no "Send again" that would pay twice before the first is known.
  await expect(page.getByText("Money on Its Way")).toBeVisible();
  await expect(page.getByRole("link", { name: "Send again" })).toHaveCount(0);
});
