import { expect, test } from "./fixtures";

// A signed-out visitor's language: the browser's (Accept-Language) until they choose one in the footer; then
// that choice, on every page and after a reload. English is checked word for word by the other specs.
test.describe("languages, signed out", () => {
  test.use({ locale: "fr-FR" });

  test("a French browser reads Veil in French; the footer's Español turns this page and the next to Spanish, and stays", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expect(page).toHaveTitle("Veil\u00a0: envoyez de l'argent en toute confidentialité");
    await expect(page.getByText("LE PAIEMENT NOUVELLE GÉNÉRATION")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Envoyez de l'argent/);
    await expect(page.getByRole("heading", { level: 3, name: "Transactions sûres et rapides" })).toBeVisible();
    await expect(page.getByText("Send Money")).toHaveCount(0);

    await page.getByRole("link", { name: "Connexion" }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page).toHaveTitle("Connexion · Veil");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bon retour");
    await expect(page.getByLabel("Numéro de téléphone, après +234")).toBeVisible();
    await expect(page.getByRole("button", { name: "Se connecter", exact: true })).toBeVisible();

    await page.getByLabel("Langue").selectOption("es");
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bienvenido de nuevo");
    await expect(page.getByRole("button", { name: "Iniciar sesión", exact: true })).toBeVisible();
    await expect(page.getByLabel("Idioma")).toHaveValue("es");

    await page.getByRole("link", { name: "Regístrate" }).click();
    await expect(page).toHaveURL(/\/onboarding$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Verifica tu identidad");
    await expect(page.getByRole("radio", { name: "Verificar con BVN" })).toBeVisible();
    // The consent in Spanish, the words the server records, its Privacy Policy a link.
    await expect(page.getByLabel(/^Acepto que Veil consulte mi BVN o NIN/)).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Política de privacidad" })).toBeVisible();

    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Verifica tu identidad");
    await expect(page).toHaveTitle("Crea tu billetera · Veil");
  });

  test("a French visitor who mistypes an address reads the missing page in French", async ({ page }) => {
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("404 Page introuvable");
    await expect(page.getByRole("link", { name: "Aller à l'accueil" })).toBeVisible();
  });
});
