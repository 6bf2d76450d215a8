import { execFileSync } from "node:child_process";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { addMoneyByApi, onboardInBrowser } from "./helpers";

// Set SHOTS_DIR to keep a picture of each new screen, per project (phone 390x844, desktop 1280x800) and language.
async function shoot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  const project = test.info().project.name;
  for (const language of ["en", "fr", "es"] as const) {
    const saved = await page.request.patch("/api/settings", {
      data: { language },
      headers: { Origin: new URL(page.url()).origin },
    });
    expect(saved.ok(), await saved.text()).toBe(true);
    await page.reload();
    await page.screenshot({ path: path.join(dir, `${project}-${name}-${language}.png`), fullPage: true });
  }
  await page.request.patch("/api/settings", {
    data: { language: "en" },
    headers: { Origin: new URL(page.url()).origin },
  });
  await page.reload();
}

/** Support's side: `npm run case`, on the database this run's server uses. */
function supportMoves(reference: string, status: string, note: string) {
  execFileSync(
    process.execPath,
    ["--conditions=react-server", "--import", "tsx", "scripts/case.ts", reference, status, note],
    { env: process.env, stdio: "pipe" },
  );
}

test.describe("reporting a transaction", () => {
  test("from the detail page: a case with a reference, its timeline, and support's answers on it", async ({ page }) => {
    test.slow();
    await onboardInBrowser(page);
    await page.getByRole("button", { name: "Go to Dashboard" }).click();
    await addMoneyByApi(page, "5000");
    await page.goto("/transactions");
    await page.locator('a[href^="/transaction/"]').first().click();
    await expect(page).toHaveURL(/\/transaction\/\d+$/);

    await page.getByRole("button", { name: "Report this transaction" }).click();
    await page.getByRole("button", { name: "Send report" }).click();
    await expect(page.getByText("Choose why you are contacting us.")).toBeVisible();
    await page.getByLabel("What went wrong?").selectOption("FAILED_BUT_DEBITED");
    await page.getByLabel("What happened?").fill("The card was charged twice for one top-up.");
    await page.getByRole("button", { name: "Send report" }).click();
    const notice = page.getByRole("status").filter({ hasText: "We have received your report" });
    await expect(notice).toBeVisible();
    const reference = (await notice.textContent())!.match(/VC-[A-Z0-9]{6}/)![0];
    const card = page.getByTestId("support-case");
    await expect(card).toContainText(reference);
    await expect(card).toContainText("It failed but I was debited");
    await expect(card).toContainText("Received");

    // The open case is what the page shows from then on: no second report.
    await page.reload();
    await expect(page.getByTestId("support-case")).toContainText(reference);
    await expect(page.getByRole("button", { name: "Report this transaction" })).toHaveCount(0);
    await shoot(page, "case-received");

    supportMoves(reference, "investigating", "We asked the card network.");
    await page.reload();
    await expect(page.getByTestId("support-case")).toContainText("We asked the card network.");
    supportMoves(reference, "resolved", "One charge was returned to your wallet.");
    await page.reload();
    await expect(page.getByTestId("support-case")).toContainText("One charge was returned to your wallet.");
    await expect(page.getByTestId("support-case").getByText("Resolved").first()).toBeVisible();
    // Resolved, the transaction can be reported again.
    await expect(page.getByRole("button", { name: "Report this transaction" })).toBeVisible();
    await shoot(page, "case-resolved");
  });

  test("Contact Support from the FAQ: log in first, then the same form without a transaction", async ({ page }) => {
    test.slow();
    await page.goto("/faq");
    await page.getByRole("link", { name: "Browse Help Center" }).click();
    await expect(page).toHaveURL(/\/faq#faq-questions$/);
    await page.getByRole("link", { name: "Contact Support" }).click();
    await expect(page).toHaveURL(/\/support$/);
    await expect(page.getByRole("link", { name: "Log In" }).last()).toBeVisible();
    await page.screenshot({
      path: path.join(process.env.SHOTS_DIR ?? "/tmp", `${test.info().project.name}-support-signed-out.png`),
    });

    await onboardInBrowser(page);
    await page.getByRole("button", { name: "Go to Dashboard" }).click();
    await page.goto("/faq");
    await page.getByRole("link", { name: "Contact Support" }).click();
    await expect(page.getByText("You have not contacted support yet.")).toBeVisible();
    await page.getByLabel("What went wrong?").selectOption("OTHER");
    await page.getByLabel("What happened?").fill("How do I raise my limits?");
    await page.getByRole("button", { name: "Send report" }).click();
    await expect(page.getByRole("status").filter({ hasText: /Your case reference is VC-/ })).toBeVisible();
    await expect(page.getByTestId("support-case")).toContainText("How do I raise my limits?");
    await page.reload();
    await expect(page.getByTestId("support-case")).toHaveCount(1);
    await shoot(page, "contact-support");
  });
});
