import { translator } from "@/i18n/translator";
import { LANGUAGES } from "@/i18n/locales";
import { TIERS } from "@/lib/limits";
import { formatNaira } from "@/lib/money";
import { limitValues } from "./faq-content";

describe("the FAQ's limits answer", () => {
  it.each(LANGUAGES)("gives each tier's amounts as the server enforces them, in %s", (language) => {
    const answer = translator(language)("marketing.faq.questions.limits.a", limitValues(language));
    expect(answer).not.toMatch(/[{}]/);
    for (const level of [1, 2, 3] as const) {
      expect(answer).toContain(formatNaira(TIERS[level].dailySendKobo, language));
    }
    expect(answer).toContain(formatNaira(TIERS[1].maxBalanceKobo, language));
    expect(answer).toContain(formatNaira(TIERS[2].maxBalanceKobo, language));
  });
});
