import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "@/components/ui/accordion";
import { FAQ_GROUPS } from "./faq-content";

/** One accordion across all four groups: opening a question closes the one that was open. */
export function FaqAccordion() {
  return (
    <Accordion type="single" collapsible className="mt-10 flex flex-col gap-8">
      {FAQ_GROUPS.map((group) => (
        <section key={group.title} aria-labelledby={`faq-${slug(group.title)}`}>
          <h2 id={`faq-${slug(group.title)}`} className="text-lg font-bold">
            {group.title}
          </h2>
          <div className="mt-2 rounded-xl border bg-card px-5 shadow-sm">
            {group.items.map((item) => (
              <AccordionItem key={item.q} value={item.q}>
                <AccordionTrigger>{item.q}</AccordionTrigger>
                <AccordionContent>{item.a}</AccordionContent>
              </AccordionItem>
            ))}
          </div>
        </section>
      ))}
    </Accordion>
  );
}

function slug(text: string): string {
  return text.toLowerCase().replace(/[^a-z]+/g, "-");
}
