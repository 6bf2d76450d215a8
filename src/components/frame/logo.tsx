import { useTranslations } from "next-intl";
import { Link } from "@/components/ui/link";
import { cn } from "@/lib/utils";

/** Veil's mark: a shield with a veil's fold, and the wordmark. Links home: the landing page, or a signed-in wallet's. */
export function Logo({
  className,
  compact,
  href = "/",
}: {
  className?: string;
  compact?: boolean;
  href?: "/" | "/dashboard";
}) {
  const t = useTranslations("frame.header");
  return (
    <Link
      href={href}
      aria-label={t("logoLabel")}
      className={cn(
        "inline-flex items-center gap-2 rounded-md font-bold tracking-tight focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none",
        className,
      )}
    >
      <svg viewBox="0 0 32 32" className="size-8" aria-hidden>
        <rect width="32" height="32" rx="9" className="fill-primary" />
        <path
          d="M8 9.5 16 24l8-14.5"
          fill="none"
          strokeWidth="3.2"
          strokeLinecap="round"
          strokeLinejoin="round"
          className="stroke-primary-foreground"
        />
        <path d="M11.5 9.5h9" strokeWidth="2.4" strokeLinecap="round" className="stroke-primary-foreground/70" />
      </svg>
      <span className={cn("text-xl", compact && "max-sm:sr-only")}>Veil</span>
    </Link>
  );
}
