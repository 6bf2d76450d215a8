import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { ConsoleFrame } from "@/components/staff/console-frame";
import { StaffRefused } from "@/components/staff/staff-refused";
import { StaffAction } from "@/components/staff/staff-action";
import { HeldReturnAction } from "@/components/staff/held-return-action";
import { actionWords } from "@/components/staff/clock-text";
import { formatDateTime } from "@/lib/format-date";
import { formatNaira } from "@/lib/money";
import type { Language } from "@/i18n/locales";
import { listHeldDeposits } from "@/server/money";
import { initials, maskAccountNumber } from "@/server/support";
import { staffPage } from "@/server/web";
import { Link } from "@/components/ui/link";
import { db } from "@/server/db";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("staff");
  return { title: t("held.title"), robots: { index: false, follow: false } };
}

/** Operations' held money, oldest first: credit what now fits the wallet, or return it to its sender. */
export default async function StaffHeldPage() {
  const access = await staffPage("OPERATIONS", "/staff/held");
  if ("refused" in access) return <StaffRefused refused={access.refused} />;
  const [t, language, held] = await Promise.all([
    getTranslations("staff"),
    getLocale() as Promise<Language>,
    listHeldDeposits(db, { limit: 200 }),
  ]);
  const words = await actionWords(t);
  return (
    <ConsoleFrame staff={access.staff} current="held">
      <div className="flex max-w-5xl flex-col gap-4">
        <h1 className="text-2xl font-semibold">{t("held.title")}</h1>
        <p className="text-sm text-muted-foreground">{t("held.intro")}</p>
        {held.length === 0 ? (
          <p className="rounded-lg border bg-card p-4 text-sm">{t("held.empty")}</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {held.map((deposit) => {
              const account = deposit.incoming?.senderAccountNumber ?? null;
              return (
                <li
                  key={deposit.transactionId}
                  className="flex flex-col gap-2 rounded-lg border bg-card p-3 text-sm"
                  data-testid="held-deposit"
                >
                  <span className="flex flex-wrap gap-2">
                    <span className="font-medium">{formatNaira(deposit.amount, language)}</span>
                    <span>{formatDateTime(deposit.heldSince, language)}</span>
                    <span className="rounded-full bg-accent px-2">
                      {deposit.incoming ? t("held.fromBank") : t("held.fromVeil")}
                    </span>
                  </span>
                  {deposit.incoming && (
                    <span className="font-mono">
                      {initials(deposit.incoming.senderName)} · {maskAccountNumber(account) ?? "-"} ·{" "}
                      {deposit.incoming.senderBank ?? "-"}
                    </span>
                  )}
                  <Link
                    href={`/staff/people/${deposit.userId}`}
                    className="text-primary underline-offset-2 hover:underline"
                  >
                    {t("held.person")}
                  </Link>
                  <div className="flex flex-wrap gap-2">
                    <StaffAction
                      endpoint={`/api/staff/held/${deposit.transactionId}/credit`}
                      label={t("held.credit")}
                      note={{
                        field: "reason",
                        label: t("common.reason"),
                        hint: t("common.reasonHint"),
                        required: true,
                      }}
                      done={t("held.credited")}
                      {...words}
                    />
                    {deposit.incoming && (
                      <HeldReturnAction
                        transactionId={deposit.transactionId}
                        needsAccount={!account || !/^\d{10}$/.test(account)}
                      />
                    )}
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </ConsoleFrame>
  );
}
