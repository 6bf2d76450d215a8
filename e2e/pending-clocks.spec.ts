// A clock on every pending thing, and held money that comes back, in a real browser at phone size: a transfer
// the bank never confirms is told to its sender after the notice time (PENDING_NOTICE_SECONDS, a minute for the
// test servers, set in playwright.config.ts) and opens a case shown on the transaction; a deposit held over a
// tier-1 cap is credited when a selfie raises the tier.
import { randomBytes } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { nubanFor } from "../src/lib/nuban";
import { MATCHING_SELFIE } from "../src/test/jpeg";
import { PIN, addMoneyByApi, freshPhone, signUp } from "./helpers";
import { inbox } from "./inbox";

async function origin(page: Page): Promise<string> {
  return new URL((await page.request.get("/api/health")).url()).origin;
}

test("tells the sender of a transfer the bank never confirms, and shows the case on the transaction", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const phone = freshPhone();
  await signUp(page, { phone });
  await addMoneyByApi(page, "5000");
  // Serial 886: the sandbox's provider received it and the bank never confirms it.
  const sent = await page.request.post("/api/transfer", {
    data: {
      recipientAccountNumber: nubanFor("GTBank", "886000321"),
      recipientBank: "GTBank",
      amount: "1000",
      description: "",
      transactionPin: PIN,
    },
    headers: { Origin: await origin(page), "Idempotency-Key": `e2e-${randomBytes(12).toString("hex")}` },
  });
  expect(sent.ok(), await sent.text()).toBe(true);
  const { id } = ((await sent.json()) as { data: { transaction: { id: number } } }).data.transaction;

  await page.goto(`/transaction/${id}`);
  await expect(page.getByTestId("provider-status")).toHaveText(
    "Received by our payment partner, on its way to the bank.",
  );
  await expect(page.getByTestId("pending-notice")).toHaveCount(0);

  // Past the notice time, the pending-notices job tells the person by SMS, with the case it opened.
  let text = "";
  await expect
    .poll(
      async () => {
        const found = (await inbox(page.request, `+234${phone}`)).find((message) =>
          /has not confirmed it yet/.test(message.text),
        );
        text = found?.text ?? "";
        return text;
      },
      { timeout: 150_000, intervals: [2_000] },
    )
    .toContain("Your money is safe");
  const reference = /case (VC-[A-Z0-9]{6})/.exec(text)![1]!;

  await page.reload();
  await expect(page.getByTestId("pending-notice")).toHaveText(
    `The recipient's bank has not confirmed this transfer yet. Your money is safe: if the bank does not take it, it comes back to your wallet. We opened case ${reference} and are following it up with the bank.`,
  );
  await expect(page.getByText(reference).first()).toBeVisible();
  await page.screenshot({ path: ".data/test-results/pending-clocks-notice.png", fullPage: true });
});

test("credits a held deposit at once when a selfie raises the tier", async ({ page }) => {
  test.slow();
  // Verified by phone number only: tier 1, at most ₦300,000.00 held.
  await signUp(page, { phone: freshPhone(), selfie: false });
  await addMoneyByApi(page, "295000");
  await page.goto("/add-money");
  await page.getByRole("tab", { name: "Bank Transfer" }).click();
  await page.getByLabel("Amount (₦)").fill("20000");
  await page.getByLabel("Sender Name").fill("Chidi Okeke");
  await page.getByRole("button", { name: "Simulate Transfer" }).click();
  await expect(page.getByText(/on hold/).first()).toBeVisible();
  await page.goto("/balance");
  await expect(page.getByTestId("explained-balance")).toHaveText("₦295,000.00");
  await expect(page.getByTestId("balance-held")).toContainText("₦20,000.00");

  // Tier 2 holds ₦500,000.00: the selfie raises it, and the held ₦20,000.00 is credited.
  const selfie = await page.request.post("/api/identity/selfie", {
    data: MATCHING_SELFIE,
    headers: { Origin: await origin(page), "Content-Type": "image/jpeg" },
  });
  expect(selfie.ok(), await selfie.text()).toBe(true);
  await page.reload();
  await expect(page.getByTestId("explained-balance")).toHaveText("₦315,000.00");
  await expect(page.getByTestId("balance-held")).toContainText("No money is on hold.");
  await page.screenshot({ path: ".data/test-results/pending-clocks-released.png", fullPage: true });
});
