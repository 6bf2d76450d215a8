import type { Metadata } from "next";
import {
  BadgeCheckIcon,
  EyeOffIcon,
  LandmarkIcon,
  ReceiptTextIcon,
  RotateCcwIcon,
  ShieldCheckIcon,
} from "lucide-react";
import { useTranslations } from "next-intl";
import { getTranslations } from "next-intl/server";
import { FeatureCard } from "@/components/landing/feature-card";
import { MarketingPage } from "@/components/marketing/marketing-page";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("marketing.features");
  return { title: t("metaTitle") };
}

/** The features, by their keys in `marketing.features.items`. */
const FEATURES = [
  { key: "private", icon: EyeOffIcon },
  { key: "nameCheck", icon: BadgeCheckIcon },
  { key: "anyBank", icon: LandmarkIcon },
  { key: "safe", icon: ShieldCheckIcon },
  { key: "refunds", icon: RotateCcwIcon },
  { key: "history", icon: ReceiptTextIcon },
] as const;

export default function FeaturesPage() {
  const t = useTranslations("marketing.features");
  return (
    <MarketingPage eyebrow={t("eyebrow")} title={t("title")} intro={t("intro")}>
      <div className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {FEATURES.map(({ key, icon }) => (
          <FeatureCard key={key} icon={icon} title={t(`items.${key}.title`)} body={t(`items.${key}.body`)} />
        ))}
      </div>
    </MarketingPage>
  );
}
