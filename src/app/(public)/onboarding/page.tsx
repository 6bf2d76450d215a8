import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { PageFrame } from "@/components/frame/page-frame";
import { OnboardingWizard } from "@/components/onboarding/onboarding-wizard";
import { getSessionUser } from "@/server/session";
import { onboardingProgress } from "@/server/identity/onboarding-progress";
import { db } from "@/server/db";

export const metadata: Metadata = { title: "Create your wallet" };

export default async function OnboardingPage() {
  // The proxy redirects too; this holds when it is bypassed.
  if (await getSessionUser()) redirect("/dashboard");
  // A reload resumes where the person was: the server holds what the earlier steps found.
  const resume = await onboardingProgress(db);
  return (
    <PageFrame backHref="/" hideNavLinks>
      <OnboardingWizard resume={resume} />
    </PageFrame>
  );
}
