/**
 * The FAQ. Every answer must stay true of what Veil does: change it with the fees, limits, reversal
 * and privacy rules it describes (src/server/**), not separately.
 */
export const FAQ_GROUPS = [
  {
    title: "General",
    items: [
      {
        q: "What is Veil?",
        a: "Veil is a naira wallet for sending money to any Nigerian bank account privately. You add money by card and send it from your balance; the recipient's bank shows Veil as the sender, not you.",
      },
      {
        q: "Who can use Veil?",
        a: "Anyone in Nigeria with a BVN or a Nigerian mobile number. Veil supports Nigeria only: naira, Nigerian banks and Nigerian phone numbers.",
      },
      {
        q: "How much does a transfer cost?",
        a: "Nothing at the moment: the transfer fee is ₦0.00. The confirm screen always shows the fee and the total before you pay, so you will never be charged a fee you did not see.",
      },
    ],
  },
  {
    title: "Account & Registration",
    items: [
      {
        q: "How do I open a wallet?",
        a: "Verify with your BVN or phone number, complete your profile with a selfie check, then add an email and a password. Your wallet is created at the end and you are signed in.",
      },
      {
        q: "Can I have more than one account?",
        a: "No. Each verified identity can hold one Veil account: a BVN, a phone number or an email already linked to an account cannot open another.",
      },
      {
        q: "What are my limits?",
        a: "They depend on how you verified. With a BVN you can send up to ₦5,000,000.00 a day with no cap on your balance. With a phone number only, you can send up to ₦50,000.00 a day and hold up to ₦300,000.00. These are the CBN's tiers for mobile wallets; your dashboard shows what is left today.",
      },
    ],
  },
  {
    title: "Transactions & Payments",
    items: [
      {
        q: "How do I add money?",
        a: "With a debit card, or by a bank transfer to your own Veil account number: both are on the Add Money screen.",
      },
      {
        q: "Can I reverse a transfer?",
        a: "Not once it has completed, so check the account name Veil shows you before you confirm. If the recipient's bank rejects a transfer, Veil reverses it automatically and the full amount returns to your balance.",
      },
      {
        q: "What if I tap Complete Transfer twice or lose my connection?",
        a: "The money moves once. Each transfer carries a unique key, so a retry returns the first result instead of sending again.",
      },
    ],
  },
  {
    title: "Security & Privacy",
    items: [
      {
        q: "What does the recipient see?",
        a: "Veil as the sender, the amount, and a narration with Veil's name and a reference. Your name, phone number, email and wallet ID never leave Veil toward the recipient or their bank.",
      },
      {
        q: "Can a transfer be traced back to me?",
        a: "Only by the authorities. Nigerian anti-money-laundering rules require Veil to keep the link between a reference and its sender for at least five years and to share it when lawfully required. It is never shown to recipients.",
      },
      {
        q: "How is my data protected?",
        a: "Your BVN is encrypted, your password is stored only as a bcrypt hash, and full card numbers and CVVs are never stored. Sessions end when you log out.",
      },
    ],
  },
] as const;
