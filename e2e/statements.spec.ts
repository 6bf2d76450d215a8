import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { DEMO, logIn } from "./helpers";
import { shoot } from "./shots";
import { pdfText } from "../src/test/read-pdf-text";

async function openStatementPanel(page: Page) {
  await logIn(page, DEMO.digits, DEMO.password);
  await page.goto("/transactions");
  await page.getByRole("button", { name: "Download statement" }).click();
}

async function downloadWith(page: Page, period: string, format: "PDF" | "CSV") {
  await page.getByLabel("Period").selectOption({ label: period });
  await page.getByLabel("Format").selectOption({ label: format });
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Download", exact: true }).click(),
  ]);
  return download;
}

test.describe("statements", () => {
  test("this month downloads as a CSV and as a PDF, with the wallet's balances", async ({ page }) => {
    test.slow();
    await openStatementPanel(page);
    await shoot(page, "statement-form");
    const csv = await downloadWith(page, "This month", "CSV");
    expect(csv.suggestedFilename()).toMatch(/^veil-statement-\d{4}-\d{2}-01-to-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = readFileSync((await csv.path())!, "utf8");
    expect(text).toContain("Account name,Adaeze Okafor");
    expect(text).toMatch(/\r\nClosing balance,250000\.00,/);
    expect(text).toContain("Date,Description,Reference,Money in,Money out,Balance");

    // The panel stays open for another download.
    const pdf = await downloadWith(page, "This month", "PDF");
    expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
    const pages = (await pdfText(readFileSync((await pdf.path())!))).pages.join("\n");
    expect(pages).toContain("Account Statement");
    expect(pages).toContain("Adaeze Okafor");
    expect(pages).toContain("250,000.00");
  });

  test("a custom period is built with a progress bar, then downloads", async ({ page }) => {
    test.slow();
    await openStatementPanel(page);
    await page.getByLabel("Period").selectOption({ label: "Custom" });
    const today = new Date(Date.now() + 3_600_000).toISOString().slice(0, 10);
    const start = new Date(Date.now() - 90 * 86_400_000).toISOString().slice(0, 10);
    await page.getByLabel("From").fill(today);
    await page.getByLabel("To").fill(start);
    await page.getByRole("button", { name: "Download", exact: true }).click();
    await expect(page.getByText("The end date cannot be before the start date")).toBeVisible();
    await page.getByLabel("From").fill(start);
    await page.getByLabel("To").fill(today);
    await page.getByLabel("Format").selectOption({ label: "CSV" });
    await page.getByRole("button", { name: "Download", exact: true }).click();
    await expect(
      page.getByRole("status").filter({ hasText: /Building your statement|Your statement is ready/ }),
    ).toBeVisible();
    await shoot(page, "statement-progress");
    await expect(page.getByText("Your statement is ready")).toBeVisible({ timeout: 30_000 });
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Download", exact: true }).click(),
    ]);
    expect(readFileSync((await download.path())!, "utf8")).toContain("Opening balance");
    await page.setViewportSize({ width: 390, height: 844 });
    await shoot(page, "statement-ready-390");
  });
});
