import { getTranslations } from "next-intl/server";
import { pageTitle } from "@/i18n/page-title";
import { PageFrame } from "@/components/frame/page-frame";
import { SendMoneyWizard } from "@/components/send-money/send-money-wizard";
import { requireUser, orUnavailableNotice } from "@/server/web";
import { listBeneficiaries, recentRecipients, walletOf, limitsSummary, listSavedCards } from "@/server/money";
import { sendAgainTarget } from "@/lib/schemas/beneficiary";
import { cardsProvider } from "@/server/vendors";
import { decimalStringToKobo } from "@/lib/money";
import { TIERS } from "@/lib/limits";
import { db } from "@/server/db";
import { freezeState, pinStatus } from "@/server/auth";
import { FrozenBanner } from "@/components/freeze/frozen-banner";

export const generateMetadata = pageTitle("sendMoney");

export default orUnavailableNotice(async function SendMoneyPage({
  searchParams,
}: {
  searchParams: Promise<{ account?: string | string[]; bank?: string | string[] }>;
}) {
  const user = await requireUser();
  const [wallet, recent, beneficiaries, pin, savedCards, t, query, freeze] = await Promise.all([
    walletOf(db, user.id),
    recentRecipients(db, user.id),
    listBeneficiaries(db, user.id),
    pinStatus(db, user.id),
    listSavedCards(db, user.id, cardsProvider(db).name),
    getTranslations("sendMoney"),
    searchParams,
    freezeState(db, user.id),
  ]);
  const balanceKobo = decimalStringToKobo(wallet.balance);
  const limits = await limitsSummary(db, user.id, balanceKobo);
  return (
    <PageFrame backHref="/dashboard" title={t("title")} showTabs>
      <div className="mx-auto flex w-full max-w-lg flex-col gap-5 px-4 py-6 md:py-10">
        {/* Frozen, nothing can leave: the person is stopped before they start, not refused at the PIN. */}
        {freeze.frozen && <FrozenBanner unfreezeAt={freeze.unfreezeAt} />}
        {!freeze.frozen && (
          <SendMoneyWizard
            limits={{
              balanceKobo,
              leftTodayKobo: limits.leftTodayKobo,
              tier: TIERS[limits.level],
              balanceRoomKobo: limits.balanceRoomKobo,
            }}
            recent={recent}
            beneficiaries={beneficiaries}
            start={sendAgainTarget(query)}
            savedCards={savedCards}
            hasPin={pin.hasPin}
          />
        )}
      </div>
    </PageFrame>
  );
});
