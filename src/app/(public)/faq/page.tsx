import type { Metadata } from "next";
import { LifeBuoyIcon, MessageCircleIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { getTranslations } from "next-intl/server";
import { MarketingPage } from "@/components/marketing/marketing-page";
import { FaqAccordion } from "@/components/marketing/faq-accordion";
import { Button } from "@/components/ui/button";
import { Link } from "@/components/ui/link";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("marketing.faq");
  return { title: t("metaTitle") };
}

export default function FaqPage() {
  const t = useTranslations("marketing.faq");
  return (
    <MarketingPage narrow eyebrow={t("eyebrow")} title={t("title")} intro={t("intro")}>
      <div id="faq-questions" className="scroll-mt-20">
        <FaqAccordion />
      </div>
      <section className="mt-12 rounded-xl border bg-card p-6 text-center shadow-sm">
        <h2 className="text-lg font-semibold">{t("stillHaveQuestions")}</h2>
        <p className="mt-1 text-sm text-muted-foreground">{t("helpOnTheWay")}</p>
        <div className="mt-5 flex flex-col justify-center gap-3 sm:flex-row">
          <Button asChild variant="outline">
            {/* The help center is these answers: the button takes the person to their search box. */}
            <a href="#faq-search">
              <LifeBuoyIcon aria-hidden />
              {t("browseHelpCenter")}
            </a>
          </Button>
          <Button asChild>
            <Link href="/support">
              <MessageCircleIcon aria-hidden />
              {t("contactSupport")}
            </Link>
          </Button>
        </div>
      </section>
    </MarketingPage>
  );
}
