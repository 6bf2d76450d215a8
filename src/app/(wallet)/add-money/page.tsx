import { getTranslations } from "next-intl/server";
import { pageTitle } from "@/i18n/page-title";
import { PageFrame } from "@/components/frame/page-frame";
import { AddMoneyScreen } from "@/components/add-money/add-money-screen";
import { requireUser, orUnavailableNotice } from "@/server/web";
import { walletOf, listSavedCards } from "@/server/money";
import { cardsProvider } from "@/server/vendors";
import { db } from "@/server/db";
import { pinStatus } from "@/server/auth";

export const generateMetadata = pageTitle("addMoney");

export default orUnavailableNotice(async function AddMoneyPage({
  searchParams,
}: {
  searchParams: Promise<{ card?: string }>;
}) {
  const user = await requireUser();
  const [wallet, savedCards, { card }, pin, t] = await Promise.all([
    walletOf(db, user.id),
    listSavedCards(db, user.id, cardsProvider(db).name),
    searchParams,
    pinStatus(db, user.id),
    getTranslations("addMoney"),
  ]);
  return (
    <PageFrame backHref="/dashboard" title={t("title")} showTabs>
      <div className="mx-auto w-full max-w-lg px-4 py-6 md:py-10">
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
