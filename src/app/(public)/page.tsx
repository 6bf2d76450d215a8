import { Link } from "@/components/ui/link";
import { ArrowRightIcon, EyeOffIcon, ShieldCheckIcon, ZapIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { PageFrame } from "@/components/frame/page-frame";
import { Button } from "@/components/ui/button";
import { RotatingWord } from "@/components/landing/rotating-word";
import { AnonymousTransactionCard } from "@/components/landing/anonymous-transaction-card";
import { FeatureCard } from "@/components/landing/feature-card";

/** The three reasons, by their keys in `landing.features`. */
const FEATURES = [
  { key: "private", icon: EyeOffIcon },
  { key: "secure", icon: ShieldCheckIcon },
  { key: "instant", icon: ZapIcon },
] as const;

export default function LandingPage() {
  const t = useTranslations("landing");
  return (
    <PageFrame isLanding>
      <section className="mx-auto grid max-w-6xl items-center gap-10 px-4 pt-10 pb-14 md:grid-cols-[1.1fr_0.9fr] md:px-6 md:pt-20 md:pb-24">
        <div>
          <p className="inline-flex rounded-full bg-secondary px-3 py-1 text-xs font-bold tracking-[0.14em] text-secondary-foreground">
            {t("eyebrow")}
          </p>
          <h1 className="mt-5 text-[2.6rem] leading-[1.05] font-extrabold tracking-tight text-balance md:text-6xl">
            <span className="sr-only">{t("headline.whole")}</span>
            <span aria-hidden>
              {t("headline.start")} <br className="sm:hidden" />
              <RotatingWord />
            </span>
          </h1>
          <p className="mt-5 max-w-xl text-lg text-muted-foreground">{t("lede")}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg">
              <Link href="/onboarding">
                {t("sendMoneyPrivately")}
                <ArrowRightIcon aria-hidden />
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link href="/how-it-works">{t("howItWorks")}</Link>
            </Button>
          </div>
        </div>
        <div className="flex flex-col gap-4">
          <AnonymousTransactionCard />
          <Link
            href="/onboarding"
            className="group flex items-center justify-between rounded-xl border bg-card p-5 shadow-sm transition-colors hover:border-primary focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
          >
            <span>
              <span className="block font-semibold">{t("tryItNow")}</span>
              <span className="text-sm text-muted-foreground">{t("tryItNowBody")}</span>
            </span>
            <ArrowRightIcon
              className="size-5 text-primary transition-transform group-hover:translate-x-1"
              aria-hidden
            />
          </Link>
        </div>
      </section>
      <section aria-labelledby="why-veil" className="border-t bg-card/60">
        <div className="mx-auto max-w-6xl px-4 py-14 md:px-6">
          <h2 id="why-veil" className="text-2xl font-bold tracking-tight md:text-3xl">
            {t("whyVeil")}
          </h2>
          <div className="mt-8 grid gap-4 md:grid-cols-3">
            {FEATURES.map(({ key, icon }) => (
              <FeatureCard key={key} icon={icon} title={t(`features.${key}.title`)} body={t(`features.${key}.body`)} />
            ))}
          </div>
        </div>
      </section>
    </PageFrame>
  );
}
