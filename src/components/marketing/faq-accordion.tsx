"use client";

import { useEffect, useRef, useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import type { Language } from "@/i18n/locales";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "@/components/ui/accordion";
import { SearchField } from "@/components/forms/search-field";
import { Link } from "@/components/ui/link";
import { FAQ_GROUPS, limitValues } from "./faq-content";

/** Case and accents set aside: "securite" finds "Sécurité", "NIN" finds "nin". */
function folded(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();
}

/**
 * The search box over the questions and answers, then one accordion across the groups with a match: opening a
 * question closes the one that was open. Every word typed must appear in the question or its answer.
 */
/** A long word's stem, so "reversal" finds "reverses" and "refunds" finds "refund": its last two letters go. */
function stem(word: string): string {
  return word.length >= 7 ? word.slice(0, -2) : word;
}

export function FaqAccordion() {
  const t = useTranslations("marketing.faq");
  const values = limitValues(useLocale() as Language);
  const [query, setQuery] = useState("");
  const box = useRef<HTMLInputElement>(null);
  // "Browse Help Center" links to #faq-search: arriving there puts the cursor in the box, ready to type.
  useEffect(() => {
    const focusWhenAsked = () => window.location.hash === "#faq-search" && box.current?.focus();
    focusWhenAsked();
    window.addEventListener("hashchange", focusWhenAsked);
    return () => window.removeEventListener("hashchange", focusWhenAsked);
  }, []);
  const words = folded(query).split(/\s+/).filter(Boolean);
  const matches = (key: string) => {
    const text = folded(
      `${t(`questions.${key}.q` as "questions.cost.q")} ${t(`questions.${key}.a` as "questions.cost.a", values)}`,
    );
    return words.every((word) => text.includes(stem(word)));
  };
  const groups = FAQ_GROUPS.map((group) => ({ ...group, shown: group.questions.filter(matches) })).filter(
    (group) => group.shown.length > 0,
  );
  const found = groups.reduce((count, group) => count + group.shown.length, 0);
  return (
    <div className="mt-10">
      <SearchField
        id="faq-search"
        label={t("searchLabel")}
        ref={box}
        maxLength={100}
        placeholder={t("searchPlaceholder")}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        aria-describedby="faq-search-count"
      />
      <p id="faq-search-count" className="mt-2 text-sm text-muted-foreground" aria-live="polite">
        {words.length > 0 && found > 0 ? t("searchCount", { count: found }) : ""}
      </p>
      {found === 0 ? (
        <div className="mt-6 rounded-xl border bg-card p-6 text-center text-sm" data-testid="faq-no-match">
          <p>{t("searchNothing", { query: query.trim() })}</p>
          <p className="mt-1 text-muted-foreground">
            {t.rich("searchNothingNext", {
              support: (chunks) => (
                <Link href="/support" className="font-medium text-primary underline-offset-2 hover:underline">
                  {chunks}
                </Link>
              ),
            })}
          </p>
        </div>
      ) : (
        <Accordion type="single" collapsible className="mt-4 flex flex-col gap-8">
          {groups.map(({ group, id, shown }) => (
            <section key={group} aria-labelledby={id}>
              <h2 id={id} className="text-lg font-bold">
                {t(`groups.${group}`)}
              </h2>
              <div className="mt-2 rounded-xl border bg-card px-5 shadow-sm">
                {shown.map((key) => (
                  <AccordionItem key={key} value={key}>
                    <AccordionTrigger>{t(`questions.${key}.q`)}</AccordionTrigger>
                    <AccordionContent>{t(`questions.${key}.a`, values)}</AccordionContent>
                  </AccordionItem>
                ))}
              </div>
            </section>
          ))}
        </Accordion>
      )}
    </div>
  );
}
