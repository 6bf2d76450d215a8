import { renderToStaticMarkup } from "react-dom/server";
import { DEFAULT_SETTINGS } from "@/lib/schemas/settings";
import type { Language } from "@/i18n/locales";
import { inLanguage } from "@/test/intl";
import { SessionItem } from "@/components/sessions/session-item";
import { SettingsScreen, loadSettingsTabs } from "./settings-screen";
import type { SettingsTab } from "./settings-tabs";

jest.mock("next/navigation", () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh: jest.fn() }),
  usePathname: () => "/settings",
  useSearchParams: () => new URLSearchParams(),
}));

const USER = { fullName: "Adaeze Okafor", phoneNumber: "+2348012345678", email: null };

function render(tab: SettingsTab, language: Language) {
  // React escapes apostrophes in text; the tests read what a person reads.
  return renderToStaticMarkup(
    inLanguage(<SettingsScreen user={USER} initial={DEFAULT_SETTINGS} tab={tab} />, language),
  ).replaceAll("&#x27;", "'");
}

describe("the settings screen", () => {
  // The server has every tab's code before it draws one; a browser loads the tab it opens on.
  beforeAll(() => loadSettingsTabs());

  it("names its tabs in the page's language, and in the spec's words in English", () => {
    expect(render("account", "en")).toMatch(
      /Account<.*Security<.*Notifications<.*Payment Methods<.*Privacy<.*Preferences</,
    );
    expect(render("account", "fr")).toMatch(
      /Compte<.*Sécurité<.*Notifications<.*Moyens de paiement<.*Confidentialité<.*Préférences</,
    );
    expect(render("account", "es")).toMatch(
      /Cuenta<.*Seguridad<.*Notificaciones<.*Métodos de pago<.*Privacidad<.*Preferencias</,
    );
  });

  it("labels every switch in the page's language", () => {
    const english = render("notifications", "en");
    expect(english).toContain(">Security notifications<");
    expect(english).toContain("This cannot be disabled as it is essential for account safety.");
    const french = render("notifications", "fr");
    expect(french).toContain(">Reçus de transaction<");
    expect(french).not.toContain("Transaction receipts");
    expect(render("privacy", "es")).toContain(">Estadísticas de uso<");
  });

  it("lists the languages and currencies in the page's language, by their codes", () => {
    const english = render("preferences", "en");
    expect(english).toContain('<option value="fr">French</option>');
    expect(english).toContain('<option value="ngn" selected="">Nigerian Naira (₦)</option>');
    const spanish = render("preferences", "es");
    expect(spanish).toContain('<option value="fr">Francés</option>');
    expect(spanish).toContain(">Guardar preferencias<");
  });

  it("asks for the password change in the page's language", () => {
    const french = render("security", "fr");
    expect(french).toContain(">Mot de passe actuel<");
    expect(french).toContain(">Mettre à jour le mot de passe<");
    expect(french).toContain(">Code PIN de transaction<");
  });
});

describe("a signed-in device", () => {
  const session = (minutesAgo: number) => ({
    id: "s1",
    device: "Chrome on Android",
    place: null,
    signedInAt: "2026-11-21T06:36:00.000Z",
    lastSeenAt: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
    current: false,
  });
  const render = (minutesAgo: number, language: Language) =>
    renderToStaticMarkup(
      inLanguage(<SessionItem session={session(minutesAgo)} busy={false} onSignOut={() => {}} />, language),
    ).replaceAll("&#x27;", "'");

  it("says where and when in English as before", () => {
    const html = render(0, "en");
    expect(html).toContain(">Unknown<");
    expect(html).toContain("Signed in November 21, 2026, 07:36\u00a0AM");
    expect(html).toContain("Last active just now");
    expect(html).toContain('aria-label="Sign out Chrome on Android, Unknown"');
  });

  it("says it in French and Spanish, dates and all", () => {
    const french = render(5, "fr");
    expect(french).toContain("Connecté le 21 novembre 2026 à 07:36");
    expect(french).toContain("Dernière activité il y a 5 minutes");
    expect(render(0, "fr")).toContain("Dernière activité à l'instant");
    expect(render(180, "es")).toContain("Última actividad hace 3 horas");
  });

  it("names the device in the page's words, its browser and system by their names", () => {
    expect(render(0, "fr")).toContain(">Chrome sur Android<");
    expect(render(0, "es")).toContain(">Chrome en Android<");
    expect(render(0, "fr")).not.toContain("Chrome on Android");
  });
});
