import { readFileSync, writeFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { DEMO, logIn } from "./helpers";
import { pdfText } from "../src/test/read-pdf-text";

/** Where the "screens" test writes its pictures, when asked for (as e2e/shots.ts does). */
const SHOTS = process.env.SHOTS_DIR;

/** The demo account's first transfer that went through, opened on its detail page. */
async function openCompletedTransfer(page: Page) {
  await logIn(page, DEMO.digits, DEMO.password);
  await page.goto("/transactions");
  await page
    .locator('main a[href^="/transaction/"]')
    .filter({ hasText: "Completed" })
    .filter({ hasText: "-₦" })
    .first()
    .click();
  await expect(page.getByText("Transaction Details").first()).toBeVisible();
}

async function setLanguage(page: Page, language: "en" | "fr" | "es") {
  const answer = await page.request.put("/api/language", {
    data: { language },
    headers: { origin: new URL(page.url()).origin, "sec-fetch-site": "same-origin" },
  });
  expect(answer.status()).toBe(200);
}

test.describe("receipts", () => {
  test("Share Receipt where the browser cannot share files downloads the image, Download PDF the PDF, and its link says genuine", async ({
    page,
  }) => {
    test.slow();
    await openCompletedTransfer(page);
    const reference = (await page.getByTestId("reference").textContent())!.trim();

    const [image] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Share Receipt" }).click(),
    ]);
    expect(image.suggestedFilename()).toBe(`veil-receipt-${reference}.png`);
    expect(
      readFileSync((await image.path())!)
        .subarray(0, 8)
        .toString("hex"),
    ).toBe("89504e470d0a1a0a");

    const [pdf] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Download PDF" }).click(),
    ]);
    expect(pdf.suggestedFilename()).toBe(`veil-receipt-${reference}.pdf`);
    const text = (await pdfText(readFileSync((await pdf.path())!))).pages.join("").replace(/\n/g, "");
    expect(text).toContain(reference);
    expect(text).not.toContain(DEMO.fullName);
    const link = /https?:\/\/[^/]+(\/r\/[A-Z0-9]+\.[A-Za-z0-9_-]{22})/.exec(text)?.[1];
    expect(link).toBeTruthy();

    // Whoever holds the receipt, signed out, checks it.
    const stranger = await page.context().browser()!.newPage();
    await stranger.goto(link!.replace(/^/, new URL(page.url()).origin));
    await expect(stranger.getByTestId("receipt-verdict")).toHaveText("This receipt is genuine");
    await expect(stranger.getByTestId("receipt-status")).toHaveText("Completed");
    await expect(stranger.getByText(reference)).toBeVisible();
    await expect(stranger.getByText(DEMO.fullName)).toHaveCount(0);
    await stranger.goto(`${link!.slice(0, -3)}xyz`.replace(/^/, new URL(page.url()).origin));
    await expect(stranger.getByTestId("receipt-verdict")).toHaveText("This receipt is not genuine");
    await stranger.close();
  });

  test("on a phone, Share Receipt hands the image to the share sheet", async ({ page }) => {
    test.slow();
    await page.addInitScript(() => {
      const shared: { name: string; type: string }[] = [];
      (window as unknown as { shared: typeof shared }).shared = shared;
      navigator.canShare = (data?: ShareData) => Boolean(data?.files?.length);
      navigator.share = async (data?: ShareData) => {
        for (const file of data?.files ?? []) shared.push({ name: file.name, type: file.type });
      };
    });
    await openCompletedTransfer(page);
    await page.getByRole("button", { name: "Share Receipt" }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { shared: { type: string }[] }).shared), {
        timeout: 30_000,
      })
      .toEqual([{ name: expect.stringMatching(/^veil-receipt-VEIL[0-9A-F]+\.png$/), type: "image/png" }]);
  });

  // Switches the demo account's language: run alone (SHOTS_DIR set, one worker), never beside the other tests.
  test("screens", async ({ page }) => {
    test.skip(!SHOTS, "screenshots only when asked for");
    test.slow();
    await openCompletedTransfer(page);
    const detail = page.url();
    const reference = (await page.getByTestId("reference").textContent())!.trim();
    const pdf = await page.request.get(`${detail.replace("/transaction/", "/api/transactions/")}/receipt.pdf`);
    const link = /(\/r\/[A-Z0-9]+\.[A-Za-z0-9_-]{22})/.exec(
      (await pdfText(await pdf.body())).pages.join("").replace(/\n/g, ""),
    )![1]!;
    try {
      for (const language of ["en", "fr", "es"] as const) {
        await setLanguage(page, language);
        for (const [width, height] of [
          [390, 844],
          [1280, 800],
        ] as const) {
          await page.setViewportSize({ width, height });
          await page.goto(detail);
          await page.screenshot({ path: `${SHOTS}/detail-${language}-${width}.png`, fullPage: true });
          await page.goto(link);
          await expect(page.getByTestId("receipt-verdict")).toBeVisible();
          await page.screenshot({ path: `${SHOTS}/check-${language}-${width}.png`, fullPage: true });
          await page.goto(`${link.slice(0, -2)}zz`);
          await page.screenshot({ path: `${SHOTS}/forged-${language}-${width}.png`, fullPage: true });
        }
        const image = await page.request.get(`${detail.replace("/transaction/", "/api/transactions/")}/receipt.png`);
        writeFileSync(`${SHOTS}/receipt-${language}-${reference}.png`, await image.body());
      }
    } finally {
      await setLanguage(page, "en");
    }
  });
});
