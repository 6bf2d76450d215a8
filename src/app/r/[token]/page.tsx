import type { Metadata } from "next";
import { headers } from "next/headers";
import { getLocale, getTranslations } from "next-intl/server";
import { PageFrame } from "@/components/frame/page-frame";
import { ReceiptCheckView } from "@/components/receipts/receipt-check-view";
import { db } from "@/server/db";
import { ApiError, isDatabaseUnavailable } from "@/server/platform";
import { checkReceipt, limitReceiptChecks, signedReceiptToken, type ReceiptCheck } from "@/server/documents";
import type { Language } from "@/i18n/locales";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("receipts.verify");
  // A receipt's page is for whoever holds its link, never for search engines.
  return { title: t("pageTitle"), robots: { index: false, follow: false } };
}

/** /r/<reference>.<signature>: anyone holding a receipt asks Veil whether it is genuine (docs/receipts.md). */
export default async function ReceiptCheckPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const t = await getTranslations("receipts.verify");
  let check: ReceiptCheck = { genuine: false };
  let limited = false;
  let unavailable = false;
  if (signedReceiptToken(token)) {
    try {
      await limitReceiptChecks(db, await headers());
      check = await checkReceipt(db, token, (await getLocale()) as Language);
    } catch (error) {
      if (error instanceof ApiError && error.code === "too_many_requests") limited = true;
      else if (isDatabaseUnavailable(error)) unavailable = true;
      else throw error;
    }
  }
  return (
    <PageFrame backHref="/" title={t("pageTitle")}>
      <div className="mx-auto flex w-full max-w-lg flex-col gap-5 px-4 py-6 md:py-10">
        <h1 className="text-center text-2xl font-bold">{t("pageTitle")}</h1>
        <ReceiptCheckView check={check} limited={limited} unavailable={unavailable} />
      </div>
    </PageFrame>
  );
}
