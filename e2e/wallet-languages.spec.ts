import type { Page } from "@playwright/test";
import { nubanFor } from "../src/lib/nuban";
import { expect, test } from "./fixtures";
import { addMoneyByApi, signUp } from "./helpers";

/** Naira as French writes it: digits grouped by a (narrow) no-break space, a comma, then the sign. */
const FRENCH_250K = /250\s000,00\s₦/;

/**
 * Settings › Preferences › Language, by the field's id and the tab panel's one button: the labels are in the
 * language being left.
 */
async function chooseLanguage(page: Page, language: "en" | "fr") {
  await page.goto("/settings?tab=preferences");
  await page.locator("#preferences-language").selectOption(language);
  const saved = page.waitForResponse((response) => response.url().endsWith("/api/settings") && response.ok());
  await page.getByRole("tabpanel").getByRole("button").last().click();
  await saved;
}

test.describe("the wallet in the person's language", () => {
  test("French in Preferences turns the dashboard, send money, the history and a transaction into French, naira written the French way; English brings back ₦250,000.00", async ({
    page,
  }) => {
    // A sign-up with a selfie, a top-up, two saves of the settings and six pages.
    test.slow();
    // A person of their own: the demo account is shared by tests running at the same time, in English.
    await signUp(page);
    await page.goto("/dashboard");
    await addMoneyByApi(page, "250000");

    await chooseLanguage(page, "fr");
    await page.goto("/dashboard");
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expect(page.getByText("Solde disponible")).toBeVisible();
    await expect(page.getByTestId("balance")).toHaveText(FRENCH_250K);
    await expect(page.getByRole("heading", { name: "Transactions récentes" })).toBeVisible();
    await expect(page.getByTestId("recent-transactions")).toContainText("Ajouté par carte");
    await expect(page).toHaveTitle(/^Tableau de bord/);

    await page.goto("/send-money");
    await expect(page.getByRole("heading", { name: "À qui envoyez-vous\u00a0?" })).toBeVisible();
    await page.getByLabel("Numéro de compte").fill(nubanFor("GTBank", "305119876"));
    await page.getByLabel("Banque", { exact: true }).fill("GTBank");
    await page.getByRole("option", { name: "GTBank", exact: true }).click();
    await expect(page.getByTestId("recipient-name")).toBeVisible();
    await page.getByRole("button", { name: "Continuer" }).click();
    await expect(page.getByRole("heading", { name: "Combien\u00a0?" })).toBeVisible();
    await expect(page.getByText(/Solde disponible\s:/)).toContainText(FRENCH_250K);

    await page.goto("/transactions");
    await expect(page.getByRole("heading", { name: "Historique des transactions" })).toBeVisible();
    await expect(page.getByRole("tab", { name: "Reçues" })).toBeVisible();
    const row = page.getByTestId("transaction-list").getByRole("link").first();
    await expect(row).toContainText("Ajouté par carte");
    await expect(row).toContainText(/\+250\s000,00\s₦/);
    await expect(row).toContainText("Effectuée");
    await expect(row.getByTestId("transaction-time")).toHaveText(
      /^\d{1,2} (janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre) \d{4}, \d\d:\d\d$/,
    );

    await row.click();
    await expect(page.getByText("Argent ajouté")).toBeVisible();
    await expect(page.getByTestId("detail-amount")).toHaveText(/^\+250\s000,00\s₦$/);
    await expect(page.getByText("Date et heure")).toBeVisible();
    await expect(page.getByText("Rechargement par carte")).toBeVisible(); // the description Veil wrote
    await expect(page.getByText("Card top-up")).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Retour aux transactions" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");

    await chooseLanguage(page, "en");
    await page.goto("/dashboard");
    await expect(page.locator("html")).toHaveAttribute("lang", "en-NG");
    await expect(page.getByText("Available Balance")).toBeVisible();
    await expect(page.getByTestId("balance")).toHaveText("₦250,000.00");
  });
});
