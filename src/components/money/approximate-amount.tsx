"use client";

import { useFormatter, useLocale, useTranslations } from "next-intl";
import { approximateCents, centsToDecimal } from "@/lib/display-rate/approximate";
import { INTL_LOCALE } from "@/i18n/locales";
import { decimalStringToKobo } from "@/lib/money";
import { RATE_ATTRIBUTIONS } from "@/lib/display-rate/sources";
import { useDisplayRate } from "./display-rate-context";

/** An amount as the screens carry it: kobo, or a decimal naira string ("1500.50" from the API, "1500.5" typed). */
function koboOf(amount: bigint | string): bigint | null {
  if (typeof amount === "bigint") return amount;
  try {
    return decimalStringToKobo(amount);
  } catch {
    return null; // half-typed ("12."), empty: no equivalent yet
  }
}

// Made once per locale, currency and precision: making a formatter loads the locale's data.
const formats = new Map<string, Intl.NumberFormat>();

/** Formats a decimal string exactly (Intl reads a string as a decimal, never through a float). */
function useMoneyFormat() {
  const intl = INTL_LOCALE[useLocale()];
  return (decimal: string, currency: string, digits = 2) => {
    const key = `${intl}:${currency}:${digits}`;
    let made = formats.get(key);
    if (!made) {
      made = new Intl.NumberFormat(intl, {
        style: "currency",
        currency,
        currencyDisplay: "narrowSymbol",
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
        useGrouping: "always", // as formatNaira groups naira
      });
      formats.set(key, made);
    }
    return made.format(decimal as Intl.StringNumericLiteral);
  };
}

/**
 * "≈ $12.34" beside a naira amount, in the currency the person chose (Settings › Preferences › Default
 * currency), at the stored rate; with `withRate`, the rate and its date too (the transaction page). Nothing
 * at all for naira, without a fresh rate, or for an amount not yet typed in full. For reading only: the
 * amount of money is always the naira beside it.
 */
export function ApproximateAmount({
  amount,
  withRate = false,
  className,
}: {
  amount: bigint | string;
  withRate?: boolean;
  className?: string;
}) {
  const rate = useDisplayRate();
  const t = useTranslations("display");
  const format = useFormatter();
  const money = useMoneyFormat();
  const kobo = rate ? koboOf(amount) : null;
  const cents = rate && kobo !== null ? approximateCents(kobo < 0n ? -kobo : kobo, rate.nairaPerUnit) : null;
  if (!rate || cents === null) return null;
  const code = rate.currency.toUpperCase();
  const shown = money(centsToDecimal(cents), code);
  if (!withRate) {
    return (
      <span
        className={className ?? "text-xs text-muted-foreground tabular-nums"}
        data-testid="approximate-amount"
        data-amount="approximate"
      >
        <span aria-hidden>{t("approximate", { amount: shown })}</span>
        <span className="sr-only">{t("approximateSpoken", { amount: shown })}</span>
      </span>
    );
  }
  const attribution = RATE_ATTRIBUTIONS[rate.source];
  const values = {
    amount: shown,
    rate: money(rate.nairaPerUnit, "NGN"),
    unit: money("1", code, 0),
    date: format.dateTime(new Date(`${rate.date}T00:00:00Z`), { dateStyle: "long", timeZone: "UTC" }),
  };
  return (
    <p className={className ?? "text-sm text-muted-foreground"} data-testid="approximate-amount">
      <span aria-hidden>{t("atRate", values)}</span>
      <span className="sr-only">{t("atRateSpoken", values)}</span>
      {attribution && (
        <a
          href={attribution.href}
          className="mt-1 block text-xs underline underline-offset-2"
          target="_blank"
          rel="noopener noreferrer"
        >
          {t("attribution")}
        </a>
      )}
    </p>
  );
}
