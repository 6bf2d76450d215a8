import type { Metadata } from "next";
import {
  BadgeCheckIcon,
  EyeOffIcon,
  LandmarkIcon,
  ReceiptTextIcon,
  RotateCcwIcon,
  ShieldCheckIcon,
} from "lucide-react";
import { FeatureCard } from "@/components/landing/feature-card";
import { MarketingPage } from "@/components/marketing/marketing-page";

export const metadata: Metadata = { title: "Features" };

const FEATURES = [
  {
    icon: EyeOffIcon,
    title: "Private by design",
    body: "Transfers leave Veil with Veil as the sender and a reference only we can trace. Nothing that names you reaches the recipient or their bank.",
  },
  {
    icon: BadgeCheckIcon,
    title: "Name check before you pay",
    body: "Type the account number and pick the bank: Veil shows the account holder's name before you can continue.",
  },
  {
    icon: LandmarkIcon,
    title: "Any Nigerian bank",
    body: "GTBank, First Bank, UBA, Access, Zenith, Kuda, Wema, Sterling, Union and Fidelity.",
  },
  {
    icon: ShieldCheckIcon,
    title: "Safe with your money",
    body: "Every naira is recorded twice in a ledger that must balance, your balance can never go below zero, and a retried payment never sends twice.",
  },
  {
    icon: RotateCcwIcon,
    title: "Automatic refunds",
    body: "If the recipient's bank rejects a transfer, the money comes back to your balance by itself.",
  },
  {
    icon: ReceiptTextIcon,
    title: "Every transaction, in full",
    body: "Top-ups and transfers with status, date, reference and recipient, sorted and filtered the way you need.",
  },
] as const;

export default function FeaturesPage() {
  return (
    <MarketingPage
      eyebrow="FEATURES"
      title="Everything a wallet does, without giving you away"
      intro="Veil is a naira wallet for sending money to bank accounts in Nigeria, built so the people you pay never see who paid them."
    >
      <div className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {FEATURES.map((feature) => (
          <FeatureCard key={feature.title} {...feature} />
        ))}
      </div>
    </MarketingPage>
  );
}
