import { getTranslations } from "next-intl/server";
import { pageTitle } from "@/i18n/page-title";
import { Link } from "@/components/ui/link";
import { PageFrame } from "@/components/frame/page-frame";
import { Button } from "@/components/ui/button";
import { ReturnedTopUp } from "@/components/add-money/returned-top-up";
import { requireUser, orUnavailableNotice } from "@/server/web";
import { ApiError } from "@/server/platform";
import { findTransaction, ownTopUp, returnedTopUp, sentFromCard, TOP_UP_NOT_FOUND } from "@/server/money";
import { cardsProvider, payoutsProvider, toVeilReference } from "@/server/vendors";
import { db } from "@/server/db";
import { sayPhrase } from "@/i18n/say-phrase";

export const generateMetadata = pageTitle("addMoney");

/** Where the person's bank sends them back after its 3-D Secure page: the top-up is verified, then shown. */
export default orUnavailableNotice(async function TopUpReturnPage({
  searchParams,
}: {
  searchParams: Promise<{ reference?: string }>;
}) {
  const [user, t] = await Promise.all([requireUser(), getTranslations("addMoney")]);
  // Paystack sends the person back with the reference in the lowercase form it was given.
  const given = String((await searchParams).reference ?? "");
  const reference = toVeilReference(given) ?? given;
  const deps = { db, payouts: payoutsProvider(db) };
  const transaction = await (async () => {
    try {
      const { transactionId } = await ownTopUp(db, user.id, reference);
      await returnedTopUp(db, cardsProvider(db), user.id, reference);
      // A card payment for a Card to Account transfer shows the transfer, once made.
      const sent = await sentFromCard(deps, transactionId);
      return findTransaction(db, user.id, String(sent ?? transactionId), user.appearance.language);
    } catch (error) {
      if (error instanceof ApiError && error.code === "not_found") return null;
      throw error;
    }
  })();
  return (
    <PageFrame backHref="/dashboard" title={t("title")} showTabs>
      <div className="mx-auto w-full max-w-lg px-4 py-6 md:py-10">
        {transaction ? (
          <ReturnedTopUp transaction={transaction} />
        ) : (
          <div className="flex flex-col items-center gap-4 py-12 text-center">
            <h2 className="text-xl font-bold">{sayPhrase(TOP_UP_NOT_FOUND, user.appearance.language)}</h2>
            <Button asChild size="lg">
              <Link href="/add-money">{t("backToAddMoney")}</Link>
            </Button>
          </div>
        )}
      </div>
    </PageFrame>
  );
});
