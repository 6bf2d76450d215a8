import type { ComponentProps } from "react";
import { useLocale } from "next-intl";
import { formatDate, formatTime } from "@/lib/format-date";

/**
 * A date and its time in the page's language. A narrow column wraps between them first (the date is an inline
 * block), inside a long date ("21 de noviembre de 2026") only when it cannot fit a line, and never inside the time.
 */
export function DateTime({ at, ...props }: { at: Date | string } & Omit<ComponentProps<"time">, "dateTime">) {
  const language = useLocale();
  return (
    <time dateTime={new Date(at).toISOString()} {...props}>
      <span className="inline-block">{formatDate(at, language)},</span>{" "}
      <span className="whitespace-nowrap">{formatTime(at, language)}</span>
    </time>
  );
}
