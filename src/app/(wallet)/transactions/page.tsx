import { getTranslations } from "next-intl/server";
import { pageTitle } from "@/i18n/page-title";
import { PageFrame } from "@/components/frame/page-frame";
import { TransactionHistory } from "@/components/transactions/transaction-history";
import { DownloadStatement } from "@/components/statements/download-statement";
import { requireUser, orUnavailableNotice } from "@/server/web";
import { db } from "@/server/db";
import { listTransactions } from "@/server/money";

export const generateMetadata = pageTitle("transactions");

export default orUnavailableNotice(async function TransactionsPage() {
  const [user, t] = await Promise.all([requireUser(), getTranslations("transactions")]);
  const first = await listTransactions(db, user.id, { order: "newest" }, user.appearance.language);
  return (
    <PageFrame backHref="/dashboard" title={t("title")} showTabs>
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-5 px-4 py-6 md:py-10">
        <h2 className="text-2xl font-bold">{t("heading")}</h2>
        <DownloadStatement />
        <TransactionHistory first={first} />
      </div>
    </PageFrame>
  );
});
