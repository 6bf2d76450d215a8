import { translator } from "@/i18n/translator";
import { formatNaira } from "@/lib/money";
import { needsList, tierAllows, type IdentityTexts } from "./tier-summary";

const texts = (language: "en" | "fr" | "es") =>
  ((key: string, values?: object) =>
    (translator(language) as unknown as (k: string, v?: object) => string)(`identity.${key}`, values)) as IdentityTexts;

describe("the words of a tier", () => {
  it("says what a tier allows, with or without a balance cap", () => {
    expect(tierAllows("50000.00", "300000.00")).toBe("Send up to ₦50,000.00 a day and hold up to ₦300,000.00.");
    expect(tierAllows("5000000.00", null)).toBe("Send up to ₦5,000,000.00 a day, with no limit on your balance.");
  });

  it("says it in the page's language", () => {
    expect(tierAllows("5000000.00", null, texts("fr"))).toMatch(/^Envoyez jusqu'à .* par jour/);
    // With the page's naira, the amounts are written as the language writes them.
    const french = (amount: string) => formatNaira(amount, "fr");
    expect(tierAllows("50000.00", "300000.00", texts("fr"), french)).toContain(formatNaira("50000.00", "fr"));
    expect(tierAllows("50000.00", "300000.00", texts("fr"), french)).not.toContain("₦50,000.00");
    expect(tierAllows("5000000.00", null, texts("es"))).toMatch(/^Envía hasta .* al día/);
  });

  it("lists what the next tier needs as a sentence", () => {
    const en = texts("en");
    expect(needsList(["selfie"], en)).toBe("a selfie that matches your ID photo");
    expect(needsList(["nin", "address"], en)).toBe("your NIN and a verified home address");
    expect(needsList(["nin", "bvn", "selfie"], en)).toBe("your NIN, your BVN and a selfie that matches your ID photo");
    expect(needsList(["nin", "address"], texts("fr"))).toBe("votre NIN et une adresse de domicile vérifiée");
  });
});
