// Phrases are said from the catalogues in each language, with their values: numbers, names and naira amounts.
import { LANGUAGES } from "@/i18n/locales";
import { balanceCapMessage, dailyLimitMessage, TIERS } from "@/lib/limits";
import { nubanMismatch } from "@/lib/schemas/transfer-rules";
import { throttledMessage } from "@/server/auth/login-throttle";
import { CODE_WRONG } from "@/server/auth/one-time-codes";
import { depositCapMessage, ledgerMaximumMessage } from "@/server/money/funding/top-up-room";
import { IDENTITY_MESSAGES } from "@/server/identity/onboarding-identity";
import { WRONG_PIN } from "@/server/auth/pin/check-pin";
import { tooManyMessage } from "@/server/platform/rate-limit/rate-limit";
import { WRONG_LOGIN_CODE } from "@/server/auth/two-factor/login-challenge";
import { asPhrase, isPhrase, phrase, phraseText, textPhrase, type Phrase } from "./phrase";
import { sayAnswer, sayPhrase } from "./say-phrase";
import { formatNaira } from "@/lib/money";

describe("phrases built with numbers and names", () => {
  const built: [string, Phrase, string][] = [
    ["codeWrong", CODE_WRONG(1), "That code is not right. You have 1 try left."],
    ["codeWrong", CODE_WRONG(3), "That code is not right. You have 3 tries left."],
    ["codeWrong", WRONG_LOGIN_CODE(2), "That code is not right. You have 2 tries left."],
    ["pinWrong", WRONG_PIN(1), "Incorrect PIN. You have 1 try left."],
    ["pinWrong", WRONG_PIN(4), "Incorrect PIN. You have 4 tries left."],
    ["loginThrottled", throttledMessage(60), "Too many login attempts. Please wait 1 minute and try again."],
    ["loginThrottled", throttledMessage(900), "Too many login attempts. Please wait 15 minutes and try again."],
    ["tooManyRequests", tooManyMessage(30), "You've made too many requests. Please wait 1 minute and try again."],
    ["tooManyRequests", tooManyMessage(3600), "You've made too many requests. Please wait 60 minutes and try again."],
    ["resendWait", IDENTITY_MESSAGES.resendWait(1), "Please wait 1 second before asking for another code."],
    ["resendWait", IDENTITY_MESSAGES.resendWait(45), "Please wait 45 seconds before asking for another code."],
    [
      "nubanMismatch",
      asPhrase(nubanMismatch("Access Bank")),
      "This is not a valid Access Bank account number. Check it and try again.",
    ],
  ];

  it.each(built)("%s is said in English as the spec words it", (_, said, english) => {
    expect(sayPhrase(said, "en")).toBe(english);
  });

  it.each(LANGUAGES.filter((language) => language !== "en"))("are said in %s, with their values", (language) => {
    for (const [, said, english] of built) {
      const text = sayPhrase(said, language);
      expect(text).not.toBe(english);
      const digits = (s: string) => (s.match(/\d+/g) ?? []).join("");
      expect(digits(text)).toBe(digits(english));
    }
  });
});

describe("refusals with amounts", () => {
  const phrases = [
    dailyLimitMessage(TIERS[1], 1_250_050n),
    balanceCapMessage(30_000_000n, 0n),
    ledgerMaximumMessage(12_345n),
    depositCapMessage(10_000_000n, 5_000_000n),
  ];

  it("are said with each language's naira, from the amounts themselves", () => {
    expect(sayPhrase(phrases[0]!, "en")).toBe(
      "This transfer is above your daily limit. You can send up to ₦50,000.00 a day, and ₦12,500.50 is left today.",
    );
    for (const language of LANGUAGES) {
      for (const said of phrases) {
        const text = sayPhrase(said, language);
        for (const value of Object.values(said.values ?? {})) {
          expect(text).toContain(formatNaira((value as { naira: string }).naira, language));
        }
      }
    }
  });

  it("never say less than nothing is left", () => {
    expect(sayPhrase(dailyLimitMessage(TIERS[1], -5n), "en")).toContain("and ₦0.00 is left today");
  });
});

describe("a phrase as a schema's message", () => {
  it("keeps its key and values through the string a zod message must be", () => {
    const text = phraseText("validation.nubanMismatch", { bank: "Kuda & Co? 100%" });
    expect(textPhrase(text)).toEqual(phrase("validation.nubanMismatch", { bank: "Kuda & Co? 100%" }));
    expect(textPhrase(phraseText("validation.bvnElevenDigits"))).toEqual({ key: "validation.bvnElevenDigits" });
  });

  it("is not found in a text that is already said, or that names no refusal", () => {
    for (const text of [
      "BVN must be 11 digits",
      "validation",
      "Le BVN doit comporter 11 chiffres.",
      "sendMoney.title",
    ]) {
      expect(textPhrase(text)).toBeNull();
    }
  });
});

describe("an answer's phrases", () => {
  it("are said where they are, and only an object of exactly a key and values is one", async () => {
    const answer = {
      message: phrase("serverErrors.signInRequired"),
      data: { reason: [phrase("validation.pinLocked")], key: "statements.error.notFound", note: "kept" },
    };
    expect(isPhrase({ key: "statements.error.notFound", extra: 1 })).toBe(false);
    const said = await sayAnswer(answer, async () => "fr");
    expect(said.message).toBe(sayPhrase(phrase("serverErrors.signInRequired"), "fr"));
    expect(said.data.reason).toBe(sayPhrase(phrase("validation.pinLocked"), "fr"));
    expect(said.data.key).toBe("statements.error.notFound");
    expect(said.data.note).toBe("kept");
  });
});
