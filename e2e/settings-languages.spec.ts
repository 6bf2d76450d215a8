import { expect, test } from "./fixtures";
import { expectToast, signUp } from "./helpers";

/** The six tabs' names, as the settings screen says them in each language. */
const TABS = {
  en: ["Account", "Security", "Notifications", "Payment Methods", "Privacy", "Preferences"],
  fr: ["Compte", "Sécurité", "Notifications", "Moyens de paiement", "Confidentialité", "Préférences"],
  es: ["Cuenta", "Seguridad", "Notificaciones", "Métodos de pago", "Privacidad", "Preferencias"],
};

test.describe("settings in the person's language", () => {
  test("French and Spanish chosen in Preferences turn Settings and the next page into them; English restores the spec's words", async ({
    page,
  }) => {
    // A sign-up, three saves and reloads on a shared two-core machine.
    test.slow();
    await signUp(page);
    await page.goto("/settings?tab=preferences");
    await expect(page.locator("html")).toHaveAttribute("lang", "en-NG");

    // French: the toast, the tabs and the labels, at once. The language arrives with the refreshed page, a
    // render that has taken over 7 s on a machine shared with two servers and two browsers.
    await page.getByLabel("Language", { exact: true }).selectOption("fr");
    await page.getByRole("button", { name: "Save Preferences" }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "fr", { timeout: 20_000 });
    await expectToast(page, "Préférences enregistrées", "Vos préférences s'appliquent sur tous vos appareils.");
    for (const name of TABS.fr) await expect(page.getByRole("tab", { name, exact: true })).toBeVisible();
    await expect(page.getByLabel("Langue", { exact: true })).toHaveValue("fr");
    await expect(page.locator("#preferences-language").getByRole("option", { name: "Français" })).toBeAttached();
    await expect(page.getByRole("switch", { name: "Mode sombre" })).toBeVisible();

    // On a reload, and on another tab and page.
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expect(page.getByRole("heading", { name: "Paramètres", level: 1 })).toBeVisible();
    await page.getByRole("tab", { name: "Notifications" }).click();
    await expect(page.getByRole("switch", { name: "Reçus de transaction" })).toBeChecked();
    await expect(page.getByRole("switch", { name: "Notifications de sécurité" })).toBeDisabled();
    await page.getByRole("tab", { name: "Sécurité" }).click();
    await expect(page.getByLabel("Mot de passe actuel")).toBeVisible();
    await expect(page.getByRole("button", { name: "Mettre à jour le mot de passe" })).toBeVisible();
    await page.goto("/limits");
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expect(page.getByRole("heading", { name: "Relever vos plafonds", level: 1 })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Les trois niveaux" })).toBeVisible();
    await expect(page).toHaveTitle("Relever vos plafonds · Veil");

    // Spanish, from the French screen.
    await page.goto("/settings?tab=preferences");
    await page.getByLabel("Langue", { exact: true }).selectOption("es");
    await page.getByRole("button", { name: "Enregistrer les préférences" }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "es", { timeout: 20_000 });
    await expectToast(page, "Preferencias guardadas");
    for (const name of TABS.es) await expect(page.getByRole("tab", { name, exact: true })).toBeVisible();
    await page.reload();
    await expect(page.getByRole("heading", { name: "Ajustes", level: 1 })).toBeVisible();
    await page.getByRole("tab", { name: "Privacidad" }).click();
    await expect(page.getByRole("switch", { name: "Estadísticas de uso" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Solicitar el cierre de la cuenta" })).toBeVisible();

    // English again: the spec's words.
    await page.getByRole("tab", { name: "Preferencias" }).click();
    await page.getByLabel("Idioma", { exact: true }).selectOption("en");
    await page.getByRole("button", { name: "Guardar preferencias" }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "en-NG", { timeout: 20_000 });
    await expectToast(page, "Preferences saved", "Your preferences apply on every device you use.");
    for (const name of TABS.en) await expect(page.getByRole("tab", { name, exact: true })).toBeVisible();
    await page.reload();
    await expect(page.getByRole("heading", { name: "Settings", level: 1 })).toBeVisible();
    await page.getByRole("tab", { name: "Preferences" }).click();
    await expect(page.locator("#preferences-language").getByRole("option", { name: "French" })).toBeAttached();
    await expect(page.getByRole("switch", { name: "Haptic feedback" })).toBeVisible();
  });
});
