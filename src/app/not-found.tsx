import type { Metadata } from "next";
import { useTranslations } from "next-intl";
import { getTranslations } from "next-intl/server";
import { Link } from "@/components/ui/link";
import { PageFrame } from "@/components/frame/page-frame";
import { Button } from "@/components/ui/button";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("errorPages.notFound");
  return { title: t("metaTitle") };
}

export default function NotFound() {
  const t = useTranslations("errorPages.notFound");
  return (
    <PageFrame>
      <div className="mx-auto flex max-w-md flex-col items-center px-4 py-20 text-center">
        <p className="text-6xl font-extrabold text-primary" aria-hidden>
          404
        </p>
        <h1 className="mt-4 text-2xl font-bold">{t("title")}</h1>
        <p className="mt-2 text-muted-foreground">{t("body")}</p>
        <Button asChild className="mt-8">
          <Link href="/">{t("home")}</Link>
        </Button>
      </div>
    </PageFrame>
  );
}
