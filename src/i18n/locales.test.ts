import { languageFromAcceptLanguage } from "./locales";

describe("languageFromAcceptLanguage", () => {
  it("takes the browser's first language that Veil speaks, by weight", () => {
    expect(languageFromAcceptLanguage("fr-CA,fr;q=0.9,en;q=0.8")).toBe("fr");
    expect(languageFromAcceptLanguage("de-DE,es;q=0.7,en;q=0.5")).toBe("es");
    expect(languageFromAcceptLanguage("en;q=0.2, es;q=0.9")).toBe("es");
    expect(languageFromAcceptLanguage("en-NG")).toBe("en");
  });

  it("answers null when it speaks none of them, or the header is missing or refuses them", () => {
    expect(languageFromAcceptLanguage("de,yo;q=0.5")).toBeNull();
    expect(languageFromAcceptLanguage(undefined)).toBeNull();
    expect(languageFromAcceptLanguage("fr;q=0")).toBeNull();
    expect(languageFromAcceptLanguage("*")).toBeNull();
  });
});
