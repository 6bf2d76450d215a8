import type { Metadata } from "next";
import { PageFrame } from "@/components/frame/page-frame";
import { redirect } from "next/navigation";
import { Link } from "@/components/ui/link";
import { getTranslations } from "next-intl/server";
import { LoginForm } from "@/components/auth/login-form";
import { getSessionUser, orUnavailableNotice } from "@/server/web";
import { oauthOffered } from "@/server/vendors";
import { ContinueWith } from "@/components/connected-accounts/continue-with";
import { OAuthLoginNotice } from "@/components/connected-accounts/oauth-login-notice";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("login");
  return { title: t("metaTitle") };
}

export default orUnavailableNotice(async function LoginPage({
  searchParams,
}: {
  searchParams: Promise<{ signedOut?: string; google?: string; facebook?: string; error?: string }>;
}) {
  // Someone already signed in has nothing to log in to: their wallet, as from /onboarding.
  if (await getSessionUser()) redirect("/dashboard");
  const { signedOut, google, facebook, error } = await searchParams;
  const [t, tf] = await Promise.all([getTranslations("login"), getTranslations("freeze.login")]);
  return (
    <PageFrame backHref="/" hideNavLinks hideLogin>
      <div className="mx-auto w-full max-w-md px-4 py-10 md:py-16">
        <div className="rounded-2xl border bg-card p-6 shadow-sm md:p-8">
          <h1 className="text-2xl font-bold tracking-tight">{t("title")}</h1>
          <p className="mt-1 text-sm text-muted-foreground">{t("subtitle")}</p>
          {signedOut && (
            <p role="status" className="mt-4 rounded-lg border bg-muted p-3 text-sm">
              {signedOut === "payment"
                ? t("signedOutPayment")
                : signedOut === "frozen"
                  ? tf("signedOut")
                  : t("signedOut")}
            </p>
          )}
          {facebook ? (
            <OAuthLoginNotice provider="facebook" outcome={facebook} />
          ) : (
            <OAuthLoginNotice provider="google" outcome={google} error={error} />
          )}
          <div className="mt-6 flex flex-col gap-3">
            <LoginForm />
            {oauthOffered().map((provider) => (
              <ContinueWith key={provider} provider={provider} />
            ))}
          </div>
        </div>
        <p className="mt-6 text-center text-sm text-muted-foreground">
          {tf("lostPhone")}{" "}
          <Link href="/freeze" className="font-semibold text-primary hover:underline">
            {tf("freezeLink")}
          </Link>
        </p>
      </div>
    </PageFrame>
  );
});
