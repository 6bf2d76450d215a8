import { getTranslations } from "next-intl/server";
import { pageTitle } from "@/i18n/page-title";
import { PageFrame } from "@/components/frame/page-frame";
import { AddMoneyScreen } from "@/components/add-money/add-money-screen";
import { requireUser, orUnavailableNotice } from "@/server/web";
import { FrozenBanner } from "@/components/freeze/frozen-banner";
import { walletOf, listSavedCards } from "@/server/money";
import { cardsProvider } from "@/server/vendors";
import { db } from "@/server/db";
import { freezeState, pinStatus } from "@/server/auth";

export const generateMetadata = pageTitle("addMoney");

export default orUnavailableNotice(async function AddMoneyPage({
  searchParams,
}: {
  searchParams: Promise<{ card?: string }>;
}) {
  const user = await requireUser();
  const [wallet, savedCards, { card }, pin, t, freeze] = await Promise.all([
    walletOf(db, user.id),
    listSavedCards(db, user.id, cardsProvider(db).name),
    searchParams,
    pinStatus(db, user.id),
    getTranslations("addMoney"),
    freezeState(db, user.id),
  ]);
  return (
    <PageFrame backHref="/dashboard" title={t("title")} showTabs>
      <div className="mx-auto flex w-full max-w-lg flex-col gap-5 px-4 py-6 md:py-10">
        {/* Frozen, a bank transfer still arrives; a card is not charged (the server refuses it). */}
        {freeze.frozen && <FrozenBanner unfreezeAt={freeze.unfreezeAt} />}
        <AddMoneyScreen
          balance={wallet.balance}
          walletId={wallet.walletId}
          savedCards={savedCards}
          newCard={card === "new"}
          hasPin={pin.hasPin}
        />
      </div>
    </PageFrame>
  );
});
