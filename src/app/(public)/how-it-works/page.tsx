import type { Metadata } from "next";
import { useTranslations } from "next-intl";
import { getTranslations } from "next-intl/server";
import { MarketingPage } from "@/components/marketing/marketing-page";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("marketing.howItWorks");
  return { title: t("metaTitle") };
}

/** The four steps, in order, by their keys in `marketing.howItWorks.steps`. */
const STEPS = ["verify", "create", "addMoney", "send"] as const;

export default function HowItWorksPage() {
  const t = useTranslations("marketing.howItWorks");
  return (
    <MarketingPage eyebrow={t("eyebrow")} title={t("title")} intro={t("intro")}>
      <ol className="mt-10 grid gap-4 md:grid-cols-2">
        {STEPS.map((step, index) => (
          <li key={step} className="flex gap-4 rounded-xl border bg-card p-6 shadow-sm">
            <span
              className="grid size-10 shrink-0 place-items-center rounded-full bg-primary text-base font-bold text-primary-foreground"
              aria-hidden
            >
              {index + 1}
            </span>
            <div>
              <h2 className="text-lg font-semibold">{t(`steps.${step}.title`)}</h2>
              <p className="mt-1.5 text-sm leading-relaxed text-muted-foreground">{t(`steps.${step}.body`)}</p>
            </div>
          </li>
        ))}
      </ol>
    </MarketingPage>
  );
}
