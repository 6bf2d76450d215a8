import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { PIN, addMoneyByApi, signUp } from "./helpers";
import { nubanFor } from "../src/lib/nuban";

/** A send to a GTBank account the sandbox names, through the API as Send Money makes it. */
async function sendByApi(page: Page, amount: string, description: string) {
  const origin = new URL((await page.request.get("/api/health")).url()).origin;
  const answer = await page.request.post("/api/transfer", {
    data: {
      recipientAccountNumber: nubanFor("GTBank", "305119876"),
      recipientBank: "GTBank",
      amount,
      description,
      transactionPin: PIN,
    },
    headers: { Origin: origin, "Idempotency-Key": `e2e-${randomBytes(12).toString("hex")}` },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
}

test.describe("history search", () => {
  test(
    "finds transactions by name, bank, amount and reference, within dates, and odd characters find nothing",
    { tag: "@both-sizes" },
    async ({ page }) => {
      test.slow();
      await signUp(page);
      await addMoneyByApi(page, "2500");
      await addMoneyByApi(page, "700");
      await sendByApi(page, "1200", "School fees");
      await page.goto("/transactions");
      const list = page.getByTestId("transaction-list");
      await expect(list.getByRole("listitem")).toHaveCount(3);

      const search = page.getByRole("searchbox", { name: "Search transactions" });
      await search.fill("school");
      await expect(list.getByRole("listitem")).toHaveCount(1);
      await expect(list).toContainText("₦1,200.00");
      await search.fill("gtbank");
      await expect(list.getByRole("listitem")).toHaveCount(1);
      await search.fill("₦700");
      await expect(list.getByRole("listitem")).toHaveCount(1);
      await expect(list).toContainText("₦700.00");

      // A reference, pasted from a receipt, finds its one transaction.
      await search.fill("");
      await expect(list.getByRole("listitem")).toHaveCount(3);
      await list.getByRole("link").first().click();
      const reference = (await page.getByTestId("reference").textContent())!.trim();
      await page.goBack();
      await page.getByRole("searchbox", { name: "Search transactions" }).fill(reference);
      await expect(list.getByRole("listitem")).toHaveCount(1);
      await expect(list).toContainText("₦1,200.00");

      for (const odd of ["%_%", "'; --", "\\"]) {
        await page.getByRole("searchbox", { name: "Search transactions" }).fill(odd);
        await expect(page.getByText("No transactions match your search or dates.")).toBeVisible();
      }
      await page.getByRole("button", { name: "Clear search" }).click();
      await expect(list.getByRole("listitem")).toHaveCount(3);

      // Dates: today holds all three; a range that ends before it starts says so and asks nothing.
      const today = new Date(Date.now() + 3_600_000).toISOString().slice(0, 10);
      await page.getByRole("button", { name: "Dates" }).click();
      await page.getByLabel("From", { exact: true }).fill(today);
      await page.getByLabel("To", { exact: true }).fill(today);
      await expect(list.getByRole("listitem")).toHaveCount(3);
      await page.getByLabel("From", { exact: true }).fill("2099-01-02");
      await expect(
        page.getByText("The end date is before the start date. Choose an end date on or after the start."),
      ).toBeVisible();
      await expect(page.getByTestId("transaction-list")).toHaveCount(0);
      await page.getByLabel("To", { exact: true }).fill("2099-01-31");
      await expect(page.getByText("No transactions match your search or dates.")).toBeVisible();
      await page.getByRole("button", { name: "Clear dates" }).click();
      await expect(list.getByRole("listitem")).toHaveCount(3);
    },
  );
});
