import type { getTranslations } from "next-intl/server";

type T = Awaited<ReturnType<typeof getTranslations<"staff">>>;

/** A span of time as staff read it at a glance: minutes under an hour, hours under two days, else days. */
export function spanText(t: T, ms: number): string {
  const minutes = Math.max(1, Math.round(Math.abs(ms) / 60_000));
  if (minutes < 60) return t("common.minutes", { count: minutes });
  const hours = Math.round(minutes / 60);
  if (hours < 48) return t("common.hours", { count: hours });
  return t("common.days", { count: Math.round(hours / 24) });
}

/** "due in 3 h" or "overdue by 2 d", from a deadline and now. */
export function clockText(t: T, dueAt: Date, now: Date): { text: string; overdue: boolean } {
  const left = dueAt.getTime() - now.getTime();
  return left >= 0
    ? { text: t("common.dueIn", { time: spanText(t, left) }), overdue: false }
    : { text: t("common.overdueBy", { time: spanText(t, left) }), overdue: true };
}

/** The words every StaffAction and RevealField share. */
export async function actionWords(t: T) {
  const { getTranslations } = await import("next-intl/server");
  const errors = await getTranslations("serverErrors");
  return {
    confirm: t("common.confirm"),
    cancel: t("common.cancel"),
    fallback: errors("somethingWentWrong"),
  };
}
