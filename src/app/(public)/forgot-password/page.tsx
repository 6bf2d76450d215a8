import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageFrame } from "@/components/frame/page-frame";
import { ForgotPasswordFlow } from "@/components/forgot-password/forgot-password-flow";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("forgotPassword");
  return { title: t("metaTitle") };
}

export default function ForgotPasswordPage() {
  return (
    <PageFrame backHref="/" hideLogin>
      <div className="mx-auto w-full max-w-md px-4 py-10 md:py-16">
        <div className="rounded-2xl border bg-card p-6 shadow-sm md:p-8">
          <ForgotPasswordFlow />
        </div>
      </div>
    </PageFrame>
  );
}
