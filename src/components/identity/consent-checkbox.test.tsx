import { renderToStaticMarkup } from "react-dom/server";
import { inLanguage } from "@/test/intl";
import { CONSENT_REQUIRED } from "@/lib/schemas/onboarding";
import { phraseText } from "@/i18n/phrase";
import { ConsentCheckbox } from "./consent-checkbox";

describe("an identity check's consent checkbox", () => {
  it("shows its words, the Privacy Policy's link and the refusal in the page's language", () => {
    const french = renderToStaticMarkup(
      inLanguage(<ConsentCheckbox id="c" purpose="identity-lookup" error={CONSENT_REQUIRED} />, "fr"),
    );
    expect(french).toContain("J&#x27;accepte que Veil consulte mon BVN ou mon NIN");
    expect(french).toMatch(/<a [^>]*href="\/privacy"[^>]*>Politique de confidentialité<\/a>/);
    expect(french).toContain("Veuillez cocher la case");
    expect(french).not.toContain("Please tick the box");

    const spanish = renderToStaticMarkup(
      inLanguage(
        <ConsentCheckbox id="c" purpose="nin-lookup" error={phraseText("validation.addressConsentRequired")} />,
        "es",
      ),
    );
    expect(spanish).toContain("Acepto que Veil consulte mi NIN en NIMC");
    expect(spanish).not.toContain("Please tick the box");

    const english = renderToStaticMarkup(
      inLanguage(<ConsentCheckbox id="c" purpose="identity-lookup" error={CONSENT_REQUIRED} />, "en"),
    );
    expect(english).toMatch(/<a [^>]*>Privacy Policy<\/a>/);
    expect(english).toContain(">Please tick the box to agree to the identity check before continuing.<");
  });
});
