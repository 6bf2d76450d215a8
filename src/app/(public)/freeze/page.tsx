import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageFrame } from "@/components/frame/page-frame";
import { LostPhoneFlow } from "@/components/freeze/lost-phone-flow";
import { UNFREEZE_DELAY_MS } from "@/server/auth";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("freeze");
  return { title: t("metaTitle") };
}

/** "Lost your phone? Freeze your account", from the login page: for someone signed out. */
export default function FreezePage() {
  return (
    <PageFrame backHref="/" hideLogin>
      <div className="mx-auto w-full max-w-md px-4 py-10 md:py-16">
        <div className="rounded-2xl border bg-card p-6 shadow-sm md:p-8">
          {/* The production delay: this page is built once, before any test server shortens it. */}
          <LostPhoneFlow delayMinutes={UNFREEZE_DELAY_MS / 60_000} />
        </div>
      </div>
    </PageFrame>
  );
}
