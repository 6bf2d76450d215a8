import { useLocale } from "next-intl";
import type { ComponentProps } from "react";
import { formatNaira, formatSignedNaira } from "@/lib/money";
import { cn } from "@/lib/utils";

/**
 * Naira in the page's language: "₦250,000.00" in English, "250 000,00 ₦" in French. For a sentence or a
 * label that needs the text; <Naira> for an amount shown on its own. Works in client and server components
 * alike (an async server component uses formatNaira with getLocale()).
 */
export function useNaira(): (amount: string | bigint) => string {
  const language = useLocale();
  return (amount) => formatNaira(amount, language);
}

/**
 * An amount of naira shown on its own, in the page's language; with `sign`, as money in (+) or out (-). The one
 * place a screen draws an amount, so that what is shown beside it (an approximate other currency) is added once.
 */
export function Naira({
  amount,
  sign,
  ...props
}: { amount: string | bigint; sign?: "+" | "-" } & Omit<ComponentProps<"span">, "children">) {
  const language = useLocale();
  // data-amount: where the dashboard's eye hides amounts, dots take its place (globals.css). An amount is one
  // word: with large text it moves to the next line whole, never leaving its sign or symbol behind.
  return (
    <span data-amount="naira" {...props} className={cn("whitespace-nowrap", props.className)}>
      {sign ? formatSignedNaira(amount, sign, language) : formatNaira(amount, language)}
    </span>
  );
}
