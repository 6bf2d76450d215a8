import { getTranslations } from "next-intl/server";
import { pageTitle } from "@/i18n/page-title";
import { PageFrame } from "@/components/frame/page-frame";
import { LimitsScreen } from "@/components/identity/limits-screen";
import { identityStatus, identityStatusJson } from "@/server/identity/upgrades/identity-status";
import { requireUser } from "@/server/session";
import { db } from "@/server/db";

export const generateMetadata = pageTitle("profile", "limitsTitle");

export default async function LimitsPage() {
  const [user, t] = await Promise.all([requireUser(), getTranslations("profile")]);
  const status = identityStatusJson(await identityStatus(db, user.id));
  return (
    <PageFrame backHref="/dashboard" title={t("limitsFrame")} hideNavLinks showTabs>
      <div className="mx-auto flex w-full max-w-xl flex-col gap-5 px-4 py-6 md:py-10">
        <LimitsScreen initial={status} />
      </div>
    </PageFrame>
  );
}
