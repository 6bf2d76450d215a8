import { renderToStaticMarkup } from "react-dom/server";
import { FrameLayout } from "./page-frame";
import { inLanguage } from "@/test/intl";
import type { Language } from "@/i18n/locales";

jest.mock("next/navigation", () => ({
  useRouter: () => ({ push: jest.fn(), refresh: jest.fn() }),
  usePathname: () => "/transactions",
}));
// PageFrame reads the session on the server; these tests give FrameLayout the user directly.
jest.mock("@/server/web/session", () => ({ getSessionUser: async () => null }));

const USER = { fullName: "Adaeze Okafor", phoneNumber: "+2348012345678", email: null };

function render(props: Partial<Parameters<typeof FrameLayout>[0]> = {}, language: Language = "en") {
  return renderToStaticMarkup(
    inLanguage(
      <FrameLayout user={null} {...props}>
        <p>content</p>
      </FrameLayout>,
      language,
    ),
  );
}

describe("the page frame", () => {
  it("offers Login to a signed-out visitor, and Send Money Privately on the landing page only", () => {
    expect(render()).toContain('href="/login"');
    expect(render()).not.toContain(">Send Money Privately<");
    expect(render({ isLanding: true })).toContain(">Send Money Privately<");
  });

  it("offers the footer's language switcher only when signed out: signed in, the language is a setting", () => {
    expect(render()).toMatch(/<select[^>]*>.*Français/);
    expect(render({ user: USER })).not.toContain("Français");
  });

  it("shows a signed-in user their menu instead of Login", () => {
    const html = render({ user: USER });
    expect(html).toContain('aria-label="Account menu for Adaeze Okafor"');
    expect(html).not.toContain(">Login<");
  });

  it("draws the bottom tab bar with Home, Transactions, Cards, Profile and Menu when asked", () => {
    const html = render({ user: USER, showTabs: true });
    for (const [label, href] of [
      ["Home", "/dashboard"],
      ["Transactions", "/transactions"],
      ["Cards", "/cards"],
      ["Profile", "/profile"],
    ]) {
      expect(html).toMatch(new RegExp(`href="${href}"[^>]*>.*?${label}</a>`));
    }
    expect(html).toMatch(/<button[^>]*>.*?Menu<\/button>/);
    expect(html).toMatch(/aria-current="page"[^>]*>.*?Transactions<\/a>/);
    expect(render({ user: USER })).not.toContain('aria-label="Tabs"');
  });

  it("hides the desktop links where asked, and points Back where it is told", () => {
    expect(render()).toContain('aria-label="Main"');
    expect(render({ hideNavLinks: true })).not.toContain('aria-label="Main"');
    expect(render({ backHref: "/" })).toMatch(/<a aria-label="Back"[^>]*href="\/"/);
    expect(render({ backHref: "/dashboard", title: "Send Money" })).toMatch(
      /<a aria-label="Back"[^>]*href="\/dashboard"/,
    );
  });

  it("speaks the page's language: French and Spanish links, tabs and buttons", () => {
    const french = render({ user: USER, showTabs: true }, "fr");
    expect(french).toContain('aria-label="Menu du compte de Adaeze Okafor"');
    expect(french).toMatch(/href="\/features"[^>]*>Fonctionnalités<\/a>/);
    expect(french).toMatch(/href="\/cards"[^>]*>.*?Cartes<\/a>/);
    expect(french).toContain(">Aller au contenu<");
    const spanish = render({ isLanding: true }, "es");
    expect(spanish).toContain(">Enviar dinero en privado<");
    expect(spanish).toMatch(/href="\/login"[^>]*>Iniciar sesión<\/a>/);
    expect(spanish).not.toContain(">Login<");
  });
});
