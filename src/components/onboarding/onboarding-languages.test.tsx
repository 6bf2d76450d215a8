import { renderToStaticMarkup } from "react-dom/server";
import { inLanguage } from "@/test/intl";
import type { Language } from "@/i18n/locales";
import { CodeScreen, type Method } from "./code-screen";
import { VerifyStep } from "./verify-step";

jest.mock("next/navigation", () => ({ useRouter: () => ({ push: jest.fn(), refresh: jest.fn() }) }));

function codeScreen(method: Method, language: Language) {
  return renderToStaticMarkup(
    inLanguage(
      <CodeScreen
        method={method}
        sent={{ phoneEnding: "78", messageId: "m1" }}
        onVerified={() => {}}
        onBack={() => {}}
      />,
      language,
    ),
  );
}

describe("onboarding's first step, in each language", () => {
  it("says where the code went, once, by the number's last two digits", () => {
    const english = codeScreen("bvn", "en");
    expect(english).toContain("The 6-digit code works for 10 minutes and 5 tries.");
    expect(english.match(/the phone number linked to your BVN \(ending 78\)/g)).toHaveLength(1);
    expect(codeScreen("phone", "en")).toContain("your phone number (ending 78)");
    expect(codeScreen("bvn", "fr")).toContain("le numéro de téléphone lié à votre BVN (se terminant par 78)");
    expect(codeScreen("phone", "es")).toContain("tu número de teléfono (terminado en 78)");
  });

  it("asks for the identity in the page's language", () => {
    const english = renderToStaticMarkup(inLanguage(<VerifyStep onVerified={() => {}} />, "en"));
    expect(english).toContain(">Verify Your Identity<");
    expect(english).toContain("Verify with BVN");
    expect(english).toContain(">Verify &amp; Continue<");
    const french = renderToStaticMarkup(inLanguage(<VerifyStep onVerified={() => {}} />, "fr"));
    expect(french).toContain(">Vérifiez votre identité<");
    expect(french).toContain('placeholder="11 chiffres"');
    expect(french).not.toContain("Verify with BVN");
    const spanish = renderToStaticMarkup(inLanguage(<VerifyStep onVerified={() => {}} />, "es"));
    expect(spanish).toContain(">Verifica tu identidad<");
    expect(spanish).toContain(">Atrás<");
  });
});
