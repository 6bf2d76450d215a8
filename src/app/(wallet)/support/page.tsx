import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { LogInIcon } from "lucide-react";
import { PageFrame } from "@/components/frame/page-frame";
import { Button } from "@/components/ui/button";
import { Link } from "@/components/ui/link";
import { ContactSupport } from "@/components/cases/contact-support";
import { getSessionUser, orUnavailableNotice } from "@/server/web";
import { casesOf } from "@/server/support";
import { db } from "@/server/db";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("cases"))("contactTitle") };
}

// Contact Support (from the FAQ). Signed out, the person logs in first: a case is answered about their own
// account and transactions, and a reply goes only to the phone or email Veil already verified for them.
export default orUnavailableNotice(async function SupportPage() {
  const t = await getTranslations("cases");
  const user = await getSessionUser();
  return (
    <PageFrame backHref={user ? "/dashboard" : "/"} title={t("contactTitle")} hideNavLinks showTabs={Boolean(user)}>
      <div className="mx-auto flex w-full max-w-lg flex-col gap-5 px-4 py-6 md:py-10">
        <div>
          <h1 className="text-2xl font-bold">{t("contactTitle")}</h1>
          <p className="mt-1 text-sm text-muted-foreground">{user ? t("contactIntro") : t("signInFirst")}</p>
        </div>
        {user ? (
          <ContactSupport cases={await casesOf(db, user.id)} />
        ) : (
          <Button asChild size="lg">
            <Link href="/login">
              <LogInIcon aria-hidden />
              {t("logIn")}
            </Link>
          </Button>
        )}
      </div>
    </PageFrame>
  );
});
