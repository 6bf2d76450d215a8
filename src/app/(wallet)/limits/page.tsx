import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageFrame } from "@/components/frame/page-frame";
import { LimitsScreen } from "@/components/identity/limits-screen";
import { identityStatus, identityStatusJson } from "@/server/identity";
import { requireUser, orUnavailableNotice } from "@/server/web";
import { db } from "@/server/db";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("identity.limits");
  return { title: t("title") };
}

export default orUnavailableNotice(async function LimitsPage() {
  const user = await requireUser();
  const status = identityStatusJson(await identityStatus(db, user.id), user.appearance.language);
  const t = await getTranslations("identity.limits");
  return (
    <PageFrame backHref="/dashboard" title={t("frame")} showTabs>
      <div className="mx-auto flex w-full max-w-xl flex-col gap-5 px-4 py-6 md:py-10">
        <LimitsScreen initial={status} />
      </div>
    </PageFrame>
  );
});
