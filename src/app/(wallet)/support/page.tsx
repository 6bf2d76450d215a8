import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageFrame } from "@/components/frame/page-frame";
import { Link } from "@/components/ui/link";
import { ContactSupport } from "@/components/cases/contact-support";
import { SignedOutSupport } from "@/components/cases/signed-out-support";
import { SupportEmailLink } from "@/components/cases/support-email-link";
import { getSessionUser, orUnavailableNotice } from "@/server/web";
import { casesOf, supportAddress } from "@/server/support";
import { db } from "@/server/db";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("cases"))("contactTitle") };
}

// Contact Support (from the FAQ and the footer). Signed in, a case about the person's own account and
// transactions. Signed out (a forgotten password, a lost phone), a case opened after an SMS code to the wallet's
// own number; either way a reply goes only to the phone or email Veil already verified, and support's email is here.
export default orUnavailableNotice(async function SupportPage() {
  const t = await getTranslations("cases");
  const user = await getSessionUser();
  const email = supportAddress();

  return (
    <PageFrame backHref={user ? "/dashboard" : "/"} title={t("contactTitle")} showTabs={Boolean(user)}>
      <div className="mx-auto flex w-full max-w-lg flex-col gap-5 px-4 py-6 md:py-10">
        <div>
          <h1 className="text-2xl font-bold">{t("contactTitle")}</h1>
          <p className="mt-1 text-sm text-muted-foreground">{user ? t("contactIntro") : t("signedOut.intro")}</p>
        </div>
        {user ? <ContactSupport cases={await casesOf(db, user.id)} /> : <SignedOutSupport supportEmail={email} />}
        <p className="text-sm text-muted-foreground" data-testid="support-email">
          {t.rich("signedOut.emailUs", { email: () => <SupportEmailLink email={email} /> })}
        </p>
        <p className="text-sm">
          <Link href="/r/mistake" className="font-medium text-primary underline-offset-2 hover:underline">
            {t("mistake.link")}
          </Link>
        </p>
        {!user && (
          <p className="text-sm text-muted-foreground">
            {t.rich("signedOut.haveAccess", {
              login: (chunks) => (
                <Link href="/login" className="font-medium text-primary underline-offset-2 hover:underline">
                  {chunks}
                </Link>
              ),
            })}
          </p>
        )}
      </div>
    </PageFrame>
  );
});
