import { renderToStaticMarkup } from "react-dom/server";
import { inLanguage } from "@/test/intl";
import type { Language } from "@/i18n/locales";
import { ApproximateAmount } from "./approximate-amount";
import { DisplayRateProvider, type PageDisplayRate } from "./display-rate-context";

const USD: PageDisplayRate = { currency: "usd", nairaPerUnit: "1532.1", date: "2026-11-20", source: "sandbox" };
const EUR: PageDisplayRate = { currency: "eur", nairaPerUnit: "1665.4", date: "2026-11-20", source: "open-er-api" };

function shown(node: React.ReactNode, rate: PageDisplayRate | null, language: Language = "en") {
  const html = renderToStaticMarkup(
    inLanguage(<DisplayRateProvider rate={rate}>{node}</DisplayRateProvider>, language),
  );
  // What a sighted person reads: the aria-hidden part; the sr-only part is for screen readers.
  return [...html.matchAll(/<span aria-hidden="true">([^<]*)<\/span>/g)].map((m) =>
    m[1]!.replace(/\u202f|\u00a0/g, " "),
  );
}

describe("ApproximateAmount", () => {
  it("shows the equivalent beside naira in the page's language", () => {
    expect(shown(<ApproximateAmount amount="18905.00" />, USD)).toEqual(["≈ $12.34"]);
    expect(shown(<ApproximateAmount amount={1_890_500n} />, USD, "fr")).toEqual(["≈ 12,34 $"]);
    expect(shown(<ApproximateAmount amount="18652.48" />, EUR, "es")).toEqual(["≈ 11,20 €"]);
  });

  it("gives the rate and its date on the transaction page, with the source's attribution where its terms ask", () => {
    expect(shown(<ApproximateAmount amount="18905.00" withRate />, USD)).toEqual([
      "≈ $12.34 at ₦1,532.10 = $1 on November 20, 2026",
    ]);
    expect(shown(<ApproximateAmount amount="18652.48" withRate />, EUR, "fr")).toEqual([
      "≈ 11,20 € au taux de 1 665,40 ₦ = 1 € du 20 novembre 2026",
    ]);
    const html = renderToStaticMarkup(
      inLanguage(
        <DisplayRateProvider rate={EUR}>
          <ApproximateAmount amount="18652.48" withRate />
        </DisplayRateProvider>,
      ),
    );
    expect(html).toContain("https://www.exchangerate-api.com");
    expect(html).toContain("Rates By Exchange Rate API");
    expect(
      renderToStaticMarkup(
        inLanguage(
          <DisplayRateProvider rate={USD}>
            <ApproximateAmount amount="1" withRate />
          </DisplayRateProvider>,
        ),
      ),
    ).not.toContain("exchangerate-api");
  });

  it("shows nothing without a rate (naira chosen, none stored, or stale) or before an amount is typed in full", () => {
    expect(renderToStaticMarkup(inLanguage(<ApproximateAmount amount="18905.00" />))).toBe("");
    expect(shown(<ApproximateAmount amount="" />, USD)).toEqual([]);
    expect(shown(<ApproximateAmount amount="12." />, USD)).toEqual([]);
  });
});
