import { getTranslations } from "next-intl/server";
import { pageTitle } from "@/i18n/page-title";
import { Link } from "@/components/ui/link";
import { BellIcon, ChevronRightIcon, CreditCardIcon, UsersRoundIcon, LockIcon, UserRoundIcon } from "lucide-react";
import { PageFrame } from "@/components/frame/page-frame";
import { Card, CardContent } from "@/components/ui/card";
import { LogoutButton } from "@/components/profile/logout-button";
import { TierSummary } from "@/components/identity/tier-summary";
import { identityStatus, identityStatusJson } from "@/server/identity";
import { db } from "@/server/db";
import { requireUser, orUnavailableNotice } from "@/server/web";
import { initials } from "@/lib/initials";

export const generateMetadata = pageTitle("profile");

const ACCOUNT_SETTINGS = [
  { text: "personalInformation", icon: UserRoundIcon, tab: "account" },
  { text: "security", icon: LockIcon, tab: "security" },
  { text: "notifications", icon: BellIcon, tab: "notifications" },
] as const;

const rowClass =
  "flex items-center gap-3 px-5 py-4 text-sm font-medium hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none";

export default orUnavailableNotice(async function ProfilePage() {
  const [user, t] = await Promise.all([requireUser(), getTranslations("profile")]);
  const status = identityStatusJson(await identityStatus(db, user.id), user.appearance.language);
  return (
    <PageFrame backHref="/dashboard" title={t("title")} showTabs>
      <div className="mx-auto flex w-full max-w-xl flex-col gap-5 px-4 py-6 md:py-10">
        <section className="flex flex-col items-center gap-2 text-center">
          <span
            className="grid size-20 place-items-center rounded-full bg-primary text-2xl font-bold text-primary-foreground"
            aria-hidden
          >
            {initials(user.fullName)}
          </span>
          <h1 className="text-xl font-bold">{user.fullName}</h1>
          <p className="text-sm text-muted-foreground">{user.phoneNumber}</p>
          {user.email && <p className="text-sm text-muted-foreground">{user.email}</p>}
        </section>
        <Card className="overflow-hidden">
          <h2 className="px-5 pt-4 pb-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
            {t("accountSettings")}
          </h2>
          <ul className="divide-y">
            {ACCOUNT_SETTINGS.map(({ text, icon: Icon, tab }) => (
              <li key={text}>
                <Link href={`/settings?tab=${tab}`} className={rowClass}>
                  <Icon className="size-5 text-muted-foreground" aria-hidden />
                  <span className="flex-1">{t(text)}</span>
                  <ChevronRightIcon className="size-4 text-muted-foreground" aria-hidden />
                </Link>
              </li>
            ))}
            <li>
              <Link href="/cards" className={rowClass}>
                <CreditCardIcon className="size-5 text-muted-foreground" aria-hidden />
                <span className="flex-1">{t("manageCards")}</span>
                <ChevronRightIcon className="size-4 text-muted-foreground" aria-hidden />
              </Link>
            </li>
            <li>
              <Link href="/beneficiaries" className={rowClass}>
                <UsersRoundIcon className="size-5 text-muted-foreground" aria-hidden />
                <span className="flex-1">{t("manageBeneficiaries")}</span>
                <ChevronRightIcon className="size-4 text-muted-foreground" aria-hidden />
              </Link>
            </li>
          </ul>
        </Card>
        <Card>
          <CardContent>
            <TierSummary status={status} />
          </CardContent>
        </Card>
        <LogoutButton />
        <p className="text-center text-xs text-muted-foreground">{t("appVersion", { version: "1.0.0" })}</p>
      </div>
    </PageFrame>
  );
});
