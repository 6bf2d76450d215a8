import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { ShieldCheckIcon } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { Button } from "@/components/ui/button";
import { db } from "@/server/db";
import { sandboxCards } from "@/server/vendors";
import { orUnavailableNotice } from "@/server/web";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("sandboxPages.threeDs");
  return { title: t("metaTitle"), robots: { index: false } };
}

/**
 * The cards sandbox's 3-D Secure page, standing in for the card's bank: Approve or Cancel, then back to Veil,
 * which verifies the charge. It exists only while CARDS_PROVIDER=sandbox.
 */
export default orUnavailableNotice(async function Sandbox3dsPage({
  params,
}: {
  params: Promise<{ reference: string }>;
}) {
  const { reference } = await params;
  if (!sandboxCards(db) || !/^VEIL[0-9A-F]{20}$/.test(reference)) notFound();

  async function decide(formData: FormData) {
    "use server";
    const cards = sandboxCards(db);
    if (!cards || !/^VEIL[0-9A-F]{20}$/.test(reference)) notFound();
    await cards.complete3ds(reference, formData.get("decision") === "approve");
    redirect(`/add-money/return?reference=${reference}`);
  }

  const t = await getTranslations("sandboxPages.threeDs");
  return (
    <main className="mx-auto flex min-h-dvh w-full max-w-md flex-col justify-center gap-6 px-4 py-10">
      <div className="flex flex-col items-center gap-3 text-center">
        <ShieldCheckIcon className="size-12 text-primary" aria-hidden />
        <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{t("eyebrow")}</p>
        <h1 className="text-2xl font-bold">{t("title")}</h1>
        <p className="text-sm text-muted-foreground">{t("body")}</p>
      </div>
      <form action={decide} className="flex flex-col gap-3">
        <Button type="submit" name="decision" value="approve" size="lg">
          {t("approve")}
        </Button>
        <Button type="submit" name="decision" value="cancel" size="lg" variant="outline">
          {t("cancel")}
        </Button>
      </form>
    </main>
  );
});
