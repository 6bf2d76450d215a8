import { getTranslations } from "next-intl/server";
import { pageTitle } from "@/i18n/page-title";
import { PageFrame } from "@/components/frame/page-frame";
import { Card, CardContent } from "@/components/ui/card";
import { BeneficiaryList } from "@/components/beneficiaries/beneficiary-list";
import { requireUser, orUnavailableNotice } from "@/server/web";
import { listBeneficiaries } from "@/server/money";
import { db } from "@/server/db";

export const generateMetadata = pageTitle("beneficiaries");

export default orUnavailableNotice(async function BeneficiariesPage() {
  const [user, t] = await Promise.all([requireUser(), getTranslations("beneficiaries")]);
  const beneficiaries = await listBeneficiaries(db, user.id);
  return (
    <PageFrame backHref="/dashboard" title={t("title")} showTabs>
      <div className="mx-auto flex w-full max-w-lg flex-col gap-5 px-4 py-6 md:py-10">
        <div>
          <h2 className="text-2xl font-bold">{t("heading")}</h2>
          <p className="mt-1 text-sm text-muted-foreground">{t("intro")}</p>
        </div>
        <Card>
          <CardContent>
            <BeneficiaryList initial={beneficiaries} />
          </CardContent>
        </Card>
      </div>
    </PageFrame>
  );
});
