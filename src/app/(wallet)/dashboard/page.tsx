import { getTranslations } from "next-intl/server";
import { pageTitle } from "@/i18n/page-title";
import { PageFrame } from "@/components/frame/page-frame";
import { BalanceCard } from "@/components/dashboard/balance-card";
import { RecentTransactions } from "@/components/dashboard/recent-transactions";
import { KycCard } from "@/components/dashboard/kyc-card";
import { requireUser, orUnavailableNotice } from "@/server/web";
import { assignedAccount, recentTransactions, walletOf } from "@/server/money";
import { freezeState, hasSignedInBefore } from "@/server/auth";
import { FrozenBanner } from "@/components/freeze/frozen-banner";
import { AmountsPrivacy } from "@/components/dashboard/amounts-privacy";
import { AMOUNTS_HIDDEN_COOKIE } from "@/lib/amounts-hidden";
import { cookies } from "next/headers";
import { identityStatus, identityStatusJson } from "@/server/identity";
import { decimalStringToKobo } from "@/lib/money";
import { db } from "@/server/db";

export const generateMetadata = pageTitle("dashboard");

export default orUnavailableNotice(async function DashboardPage() {
  const [user, t] = await Promise.all([requireUser(), getTranslations("dashboard")]);
  // Read by the page, not by the cards: a database that stops answering meanwhile then shows the notice.
  const [wallet, recent, account, returning, jar, freeze] = await Promise.all([
    walletOf(db, user.id),
    recentTransactions(db, user.id, 3),
    assignedAccount(db, user.id),
    hasSignedInBefore(db, user.id),
    cookies(),
    freezeState(db, user.id),
  ]);
  const status = identityStatusJson(
    await identityStatus(db, user.id, decimalStringToKobo(wallet.balance)),
    user.appearance.language,
  );
  return (
    <PageFrame hideNavLinks showTabs>
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-5 px-4 py-6 md:py-10">
        <p className="text-sm text-muted-foreground">
          {t.rich(returning ? "welcome" : "welcomeFirst", {
            firstName: user.fullName.split(" ")[0]!,
            name: (chunks) => <span className="font-semibold text-foreground">{chunks}</span>,
          })}
        </p>
        {freeze.frozen && <FrozenBanner unfreezeAt={freeze.unfreezeAt} />}
        {/* Rendered together, not streamed behind skeletons: the three reads take milliseconds, and each
            skeleton swapped for its content moved the page (Lighthouse's layout shift was 0.15). */}
        <AmountsPrivacy initiallyHidden={jar.get(AMOUNTS_HIDDEN_COOKIE)?.value === "1"}>
          <BalanceCard wallet={wallet} account={account} />
          <RecentTransactions recent={recent} />
          <KycCard status={status} />
        </AmountsPrivacy>
      </div>
    </PageFrame>
  );
});
