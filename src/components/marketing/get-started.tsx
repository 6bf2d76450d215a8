import { Link } from "@/components/ui/link";
import { ArrowRightIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";

export function GetStarted({ heading }: { heading?: string }) {
  const t = useTranslations("marketing.getStarted");
  return (
    <section className="mt-14 flex flex-col items-start justify-between gap-4 rounded-2xl bg-primary p-6 text-primary-foreground md:flex-row md:items-center md:p-8">
      <div>
        <h2 className="text-xl font-bold md:text-2xl">{heading ?? t("heading")}</h2>
        <p className="mt-1 text-primary-foreground/85">{t("body")}</p>
      </div>
      <Button asChild size="lg" variant="secondary">
        <Link href="/onboarding">
          {t("action")}
          <ArrowRightIcon aria-hidden />
        </Link>
      </Button>
    </section>
  );
}
