/**
 * The FAQ's groups and questions, by their keys in `marketing.faq` (`groups.<group>`, `questions.<key>.q` and
 * `.a`). Every answer must stay true of what Veil does, in every language: change it with the fees, limits,
 * reversal and privacy rules it describes (src/server/**), not separately. `id` is the group's anchor.
 */
export const FAQ_GROUPS = [
  { group: "general", id: "faq-general", questions: ["whatIsVeil", "whoCanUse", "cost"] },
  { group: "account", id: "faq-account-registration", questions: ["openWallet", "moreThanOne", "limits"] },
  { group: "transactions", id: "faq-transactions-payments", questions: ["addMoney", "reverse", "twice"] },
  { group: "security", id: "faq-security-privacy", questions: ["recipientSees", "traced", "dataProtected"] },
] as const;
