import { SnowflakeIcon } from "lucide-react";
import { useFormatter, useTranslations } from "next-intl";
import { Link } from "@/components/ui/link";

/**
 * Above the dashboard and Send Money while the account is frozen: what it means, when a pending unfreeze takes
 * effect, and where to unfreeze it.
 */
export function FrozenBanner({ unfreezeAt }: { unfreezeAt: Date | null }) {
  const t = useTranslations("freeze.banner");
  const format = useFormatter();
  return (
    <div
      role="status"
      data-testid="frozen-banner"
      className="flex items-start gap-3 rounded-xl border border-warning/60 bg-warning/15 p-4 text-sm"
    >
      <SnowflakeIcon className="mt-0.5 size-5 shrink-0 text-warning-foreground" aria-hidden />
      <div className="flex flex-col gap-1">
        <p className="font-semibold">{t("title")}</p>
        <p>
          {t("text")}
          {unfreezeAt &&
            ` ${t("unfreezesAt", { time: format.dateTime(unfreezeAt, { hour: "2-digit", minute: "2-digit" }) })}`}
        </p>
        <Link href="/settings?tab=security#freeze" className="font-medium text-primary hover:underline">
          {t("manage")}
        </Link>
      </div>
    </div>
  );
}
