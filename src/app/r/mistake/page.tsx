import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageFrame } from "@/components/frame/page-frame";
import { MistakenPaymentForm } from "@/components/cases/mistaken-payment-form";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("cases.mistake"))("title") };
}

/** /r/mistake: someone whose bank alert shows a Veil transfer that was not meant for them (docs/support.md). */
export default async function MistakenPaymentPage() {
  const t = await getTranslations("cases.mistake");
  return (
    <PageFrame backHref="/" title={t("title")}>
      <div className="mx-auto flex w-full max-w-lg flex-col gap-5 px-4 py-6 md:py-10">
        <div>
          <h1 className="text-2xl font-bold">{t("title")}</h1>
          <p className="mt-1 text-sm text-muted-foreground">{t("intro")}</p>
        </div>
        <MistakenPaymentForm />
        <p className="text-sm text-muted-foreground">{t("privacy")}</p>
      </div>
    </PageFrame>
  );
}
