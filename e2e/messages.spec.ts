import { randomInt } from "node:crypto";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { addMoneyByCard, signUp } from "./helpers";
import { nextMessage } from "./inbox";

/** Nothing on the page is wider than the screen: readable without sideways scrolling. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe("messages", () => {
  test("a top-up's email receipt lands in the sandbox inbox, found by its recipient", async ({ page, request }) => {
    test.slow();
    const email = `receipt-${randomInt(1e9)}@example.com`;
    const since = new Date(Date.now() - 5_000);
    await signUp(page, { email });
    await page.goto("/dashboard");
    await addMoneyByCard(page, "₦5,000");
    // The job delivers it within seconds.
    await nextMessage(request, email, { since, match: /added to your Veil wallet/ });

    await page.goto("/sandbox/inbox");
    await expect(page.getByRole("heading", { name: "Sandbox inbox" })).toBeVisible();
    await page.getByLabel("Recipient").fill(email.toUpperCase().slice(0, 18));
    await page.getByRole("button", { name: "Filter" }).click();
    await expect(page).toHaveURL(/\/sandbox\/inbox\?to=/);
    const messages = page.getByTestId("inbox-message");
    // Newest first: the receipt, then the alert that a transaction PIN was created at sign-up.
    await expect(messages).toHaveCount(2);
    await expect(messages.nth(1)).toContainText("You created a transaction PIN");
    await expect(messages.first()).toContainText(email);
    await expect(messages.first()).toContainText("Veil receipt: ₦5,000.00 added to your wallet");
    await expect(messages.first()).toContainText("card ending 4081");
    await expect(messages.first().locator("time")).toHaveAttribute("datetime", /^\d{4}-\d{2}-\d{2}T/);
    await expectNoSidewaysScroll(page);

    await page.getByRole("link", { name: "Show all" }).click();
    await expect(page).toHaveURL(/\/sandbox\/inbox$/);
    await expect(messages.first()).toBeVisible();
    await expectNoSidewaysScroll(page);
  });

  test("the delivery status of an unknown message reads as delivered", async ({ request }) => {
    const unknown = await request.get("/api/messages/7d0c5a8e-3b1f-4c62-9a57-2f1e0b9d4c33");
    expect(unknown.status()).toBe(200);
    expect(await unknown.json()).toEqual({ data: { status: "sent" } });
    expect((await request.get("/api/messages/not-an-id")).status()).toBe(400);
  });
});
