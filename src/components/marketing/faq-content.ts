import type { Language } from "@/i18n/locales";
import { TIERS } from "@/lib/limits";
import { formatNaira } from "@/lib/money";

/**
 * The FAQ's groups and questions, by their keys in `marketing.faq` (`groups.<group>`, `questions.<key>.q` and
 * `.a`). Every answer must stay true of what Veil does, in every language: change it with the fees, limits,
 * reversal and privacy rules it describes (src/server/**), not separately. `id` is the group's anchor.
 */
export const FAQ_GROUPS = [
  { group: "general", id: "faq-general", questions: ["whatIsVeil", "whoCanUse", "cost"] },
  { group: "account", id: "faq-account-registration", questions: ["openWallet", "moreThanOne", "limits"] },
  {
    group: "transactions",
    id: "faq-transactions-payments",
    questions: ["addMoney", "wallets", "veilToVeil", "cardToAccount", "reverse", "twice"],
  },
  { group: "security", id: "faq-security-privacy", questions: ["recipientSees", "traced", "pin", "dataProtected"] },
] as const;

/** The limits answer's amounts, from the tiers the server enforces, so the FAQ cannot promise another. */
export function limitValues(language: Language): Record<string, string> {
  return {
    tier1Send: formatNaira(TIERS[1].dailySendKobo, language),
    tier1Hold: formatNaira(TIERS[1].maxBalanceKobo, language),
    tier2Send: formatNaira(TIERS[2].dailySendKobo, language),
    tier2Hold: formatNaira(TIERS[2].maxBalanceKobo, language),
    tier3Send: formatNaira(TIERS[3].dailySendKobo, language),
  };
}
