import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { PageFrame } from "@/components/frame/page-frame";
import { OnboardingWizard } from "@/components/onboarding/onboarding-wizard";
import { getSessionUser, orUnavailableNotice } from "@/server/web";
import { onboardingProgress } from "@/server/identity";
import { db } from "@/server/db";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("onboarding");
  return { title: t("metaTitle") };
}

export default orUnavailableNotice(async function OnboardingPage() {
  // The proxy redirects too; this holds when it is bypassed.
  if (await getSessionUser()) redirect("/dashboard");
  // A reload resumes where the person was: the server holds what the earlier steps found.
  const resume = await onboardingProgress(db);
  return (
    <PageFrame backHref="/" hideNavLinks>
      <OnboardingWizard resume={resume} />
    </PageFrame>
  );
});
