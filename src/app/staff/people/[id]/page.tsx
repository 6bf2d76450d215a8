import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getLocale, getTranslations } from "next-intl/server";
import { Link } from "@/components/ui/link";
import { ConsoleFrame } from "@/components/staff/console-frame";
import { StaffRefused } from "@/components/staff/staff-refused";
import { RevealField } from "@/components/staff/reveal-field";
import { actionWords } from "@/components/staff/clock-text";
import { formatDateTime } from "@/lib/format-date";
import { formatNaira } from "@/lib/money";
import type { Language } from "@/i18n/locales";
import { ApiError } from "@/server/platform";
import { staffPersonView } from "@/server/support";
import { staffPage } from "@/server/web";
import { db } from "@/server/db";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("staff");
  return { title: t("person.title"), robots: { index: false, follow: false } };
}

/** A person as support sees them: masked, with Show for one field at a time, their tier and transactions. */
export default async function StaffPersonPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<{ page?: string }>;
}) {
  const { id } = await params;
  const access = await staffPage("SUPPORT", `/staff/people/${id}`);
  if ("refused" in access) return <StaffRefused refused={access.refused} />;
  const page = Number((await searchParams).page ?? "1") || 1;
  const view = await staffPersonView(db, id, page).catch((error) => {
    if (error instanceof ApiError && error.status === 404) notFound();
    throw error;
  });
  const [t, language] = await Promise.all([getTranslations("staff"), getLocale() as Promise<Language>]);
  const words = await actionWords(t);
  const revealTexts = {
    show: t("common.show"),
    reason: t("common.reason"),
    hint: t("common.reasonHint"),
    confirm: words.confirm,
    cancel: words.cancel,
    fallback: words.fallback,
  };
  const endpoint = `/api/staff/people/${view.id}/reveal`;
  return (
    <ConsoleFrame staff={access.staff} current="cases">
      <div className="flex max-w-5xl flex-col gap-4">
        <h1 className="text-2xl font-semibold">{view.fullName}</h1>
        <p className="text-sm text-muted-foreground">{t("person.masked")}</p>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-lg border bg-card p-4 text-sm">
          <dt className="text-muted-foreground">{t("person.phone")}</dt>
          <dd>
            <RevealField masked={view.phone} endpoint={endpoint} body={{ field: "phone" }} texts={revealTexts} />
          </dd>
          <dt className="text-muted-foreground">{t("person.email")}</dt>
          <dd>
            {view.email ? (
              <RevealField masked={view.email} endpoint={endpoint} body={{ field: "email" }} texts={revealTexts} />
            ) : (
              t("common.none")
            )}
          </dd>
          <dt className="text-muted-foreground">{t("person.tier")}</dt>
          <dd>
            {view.tier}
            {view.frozen && ` · ${t("person.frozen")}`}
          </dd>
          <dt className="text-muted-foreground">{t("person.joined")}</dt>
          <dd>{formatDateTime(view.createdAt, language)}</dd>
        </dl>
        <h2 className="text-lg font-semibold">{t("person.transactions")}</h2>
        {view.transactions.length === 0 ? (
          <p className="text-sm">{t("person.noTransactions")}</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {view.transactions.map((row) => (
              <li key={row.id} className="flex flex-col gap-1 rounded-lg border bg-card p-3 text-sm">
                <span className="flex flex-wrap justify-between gap-2">
                  <span className="font-mono">{row.reference}</span>
                  <span className="font-medium">{formatNaira(row.amount, language)}</span>
                </span>
                <span>
                  {t(`money.types.${row.type as "SEND"}`)} · {t(`money.transactionStatuses.${row.status as "PENDING"}`)}{" "}
                  · {formatDateTime(row.at, language)}
                </span>
                {row.recipientAccount && (
                  <span>
                    {row.type === "RECEIVE" ? t("person.senderLabel") : t("person.recipientLabel")}{" "}
                    <RevealField
                      masked={`${row.recipientName ?? ""} · ${row.recipientAccount} · ${row.recipientBank ?? ""}`}
                      endpoint={endpoint}
                      body={{ field: "recipient", transactionId: row.id }}
                      texts={revealTexts}
                    />
                  </span>
                )}
              </li>
            ))}
          </ul>
        )}
        <nav className="flex gap-4 text-sm">
          {view.page > 1 && (
            <Link href={`/staff/people/${view.id}?page=${view.page - 1}`} className="text-primary underline">
              {t("common.previous")}
            </Link>
          )}
          {view.hasMore && (
            <Link href={`/staff/people/${view.id}?page=${view.page + 1}`} className="text-primary underline">
              {t("common.next")}
            </Link>
          )}
        </nav>
      </div>
    </ConsoleFrame>
  );
}
