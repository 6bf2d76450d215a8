import { useLocale, useTranslations } from "next-intl";
import type { Language } from "@/i18n/locales";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "@/components/ui/accordion";
import { FAQ_GROUPS, limitValues } from "./faq-content";

/** One accordion across all four groups: opening a question closes the one that was open. */
export function FaqAccordion() {
  const t = useTranslations("marketing.faq");
  const values = limitValues(useLocale() as Language);
  return (
    <Accordion type="single" collapsible className="mt-10 flex flex-col gap-8">
      {FAQ_GROUPS.map(({ group, id, questions }) => (
        <section key={group} aria-labelledby={id}>
          <h2 id={id} className="text-lg font-bold">
            {t(`groups.${group}`)}
          </h2>
          <div className="mt-2 rounded-xl border bg-card px-5 shadow-sm">
            {questions.map((key) => (
              <AccordionItem key={key} value={key}>
                <AccordionTrigger>{t(`questions.${key}.q`)}</AccordionTrigger>
                <AccordionContent>{t(`questions.${key}.a`, values)}</AccordionContent>
              </AccordionItem>
            ))}
          </div>
        </section>
      ))}
    </Accordion>
  );
}
