import { execFileSync } from "node:child_process";
import { expect, test } from "./fixtures";
import { addMoneyByApi, signUp } from "./helpers";
import { shoot, shootInLanguages } from "./shots";

const tsx = (script: string, args: string[]) =>
  execFileSync(process.execPath, ["--conditions=react-server", "--import", "tsx", script, ...args], {
    env: process.env,
    stdio: "pipe",
  });

let supportEmail: string | undefined;

/** Support's side: `npm run case` as a support staff member, on the database this run's server uses. */
function supportMoves(reference: string, status: string, note: string) {
  if (!supportEmail) {
    supportEmail = `support.${process.pid}.${Date.now()}@veil.test`;
    tsx("scripts/staff-add.ts", ["--email", supportEmail, "--name", "Support", "--roles", "support"]);
  }
  tsx("scripts/case.ts", [reference, status, note, "--as", supportEmail]);
}

test.describe("reporting a transaction", () => {
  test("from the detail page: a case with a reference, its timeline, and support's answers on it", async ({ page }) => {
    // A sign-up, a top-up and, with SHOTS_DIR, nine reloads: on a shared two-core machine.
    test.setTimeout(240_000);
    await signUp(page);
    await page.goto("/dashboard");
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
    await shootInLanguages(page, "case-received");

    supportMoves(reference, "investigating", "We asked the card network.");
    await page.reload();
    await expect(page.getByTestId("support-case")).toContainText("We asked the card network.");
    supportMoves(reference, "resolved", "One charge was returned to your wallet.");
    await page.reload();
    await expect(page.getByTestId("support-case")).toContainText("One charge was returned to your wallet.");
    await expect(page.getByTestId("support-case").getByText("Resolved").first()).toBeVisible();
    // Resolved, the transaction can be reported again.
    await expect(page.getByRole("button", { name: "Report this transaction" })).toBeVisible();
    await shootInLanguages(page, "case-resolved");
  });

  test("Contact Support from the FAQ: signed out by an SMS code, signed in the same form without a transaction", async ({
    page,
  }) => {
    // A sign-up, a top-up and, with SHOTS_DIR, nine reloads: on a shared two-core machine.
    test.setTimeout(240_000);
    await page.goto("/faq");
    await page.getByRole("main").getByRole("link", { name: "Contact Support" }).click();
    await expect(page).toHaveURL(/\/support$/);
    await expect(page.getByRole("button", { name: "Send code" })).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Log in" })).toBeVisible();
    await shoot(page, "support-signed-out");

    await signUp(page);
    await page.goto("/faq");
    await page.getByRole("main").getByRole("link", { name: "Contact Support" }).click();
    await expect(page.getByText("You have not contacted support yet.")).toBeVisible();
    await page.getByLabel("What went wrong?").selectOption("OTHER");
    await page.getByLabel("What happened?").fill("How do I raise my limits?");
    await page.getByRole("button", { name: "Send report" }).click();
    await expect(page.getByRole("status").filter({ hasText: /Your case reference is VC-/ })).toBeVisible();
    await expect(page.getByTestId("support-case")).toContainText("How do I raise my limits?");
    await page.reload();
    await expect(page.getByTestId("support-case")).toHaveCount(1);
    await shootInLanguages(page, "contact-support");
  });
});
