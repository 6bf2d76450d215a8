import type { ComponentProps } from "react";
import { useLocale } from "next-intl";
import { formatDate, formatTime } from "@/lib/format-date";

/** A date and its time in the page's language, each kept on one line: a narrow column wraps between them, never inside one. */
export function DateTime({ at, ...props }: { at: Date | string } & Omit<ComponentProps<"time">, "dateTime">) {
  const language = useLocale();
  return (
    <time dateTime={new Date(at).toISOString()} {...props}>
      <span className="whitespace-nowrap">{formatDate(at, language)}</span>,{" "}
      <span className="whitespace-nowrap">{formatTime(at, language)}</span>
    </time>
  );
}
