import type { ComponentProps } from "react";
import { formatDate, formatTime } from "@/lib/format-date";

/** A date and its time, each kept on one line: a narrow column wraps between them, never inside one. */
export function DateTime({ at, ...props }: { at: Date | string } & Omit<ComponentProps<"time">, "dateTime">) {
  return (
    <time dateTime={new Date(at).toISOString()} {...props}>
      <span className="whitespace-nowrap">{formatDate(at)}</span>,{" "}
      <span className="whitespace-nowrap">{formatTime(at)}</span>
    </time>
  );
}
