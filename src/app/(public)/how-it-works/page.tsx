import type { Metadata } from "next";
import { MarketingPage } from "@/components/marketing/marketing-page";

export const metadata: Metadata = { title: "How It Works" };

const STEPS = [
  {
    title: "Verify your identity",
    body: "Enter your BVN or your phone number. We confirm who you are with the details on record, then a selfie confirms it's you.",
  },
  {
    title: "Create your wallet",
    body: "Add your email and a password. Your wallet and its wallet ID are created at once, and you can sign in with your phone number.",
  },
  {
    title: "Add money by card",
    body: "Top up your naira balance with a debit card. We keep only the card's brand and last four digits, never the full number or CVV.",
  },
  {
    title: "Send privately",
    body: "Enter the account number and bank, check the name we show you, and confirm. The recipient's bank shows Veil as the sender with a reference, never your name.",
  },
] as const;

export default function HowItWorksPage() {
  return (
    <MarketingPage
      eyebrow="HOW IT WORKS"
      title="Four steps from sign-up to a private transfer"
      intro="It takes a few minutes to open a wallet. After that, a private transfer takes seconds."
    >
      <ol className="mt-10 grid gap-4 md:grid-cols-2">
        {STEPS.map((step, index) => (
          <li key={step.title} className="flex gap-4 rounded-xl border bg-card p-6 shadow-sm">
            <span
              className="grid size-10 shrink-0 place-items-center rounded-full bg-primary text-base font-bold text-primary-foreground"
              aria-hidden
            >
              {index + 1}
            </span>
            <div>
              <h2 className="text-lg font-semibold">{step.title}</h2>
              <p className="mt-1.5 text-sm leading-relaxed text-muted-foreground">{step.body}</p>
            </div>
          </li>
        ))}
      </ol>
    </MarketingPage>
  );
}
