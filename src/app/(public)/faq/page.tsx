import type { Metadata } from "next";
import { LifeBuoyIcon, MessageCircleIcon } from "lucide-react";
import { MarketingPage } from "@/components/marketing/marketing-page";
import { FaqAccordion } from "@/components/marketing/faq-accordion";
import { Button } from "@/components/ui/button";

export const metadata: Metadata = { title: "FAQ" };

export default function FaqPage() {
  return (
    <MarketingPage
      narrow
      eyebrow="FAQ"
      title="Frequently asked questions"
      intro="Fees, limits, reversals and privacy: what Veil does, plainly."
    >
      <FaqAccordion />
      <section className="mt-12 rounded-xl border bg-card p-6 text-center shadow-sm">
        <h2 className="text-lg font-semibold">Still have questions?</h2>
        <p className="mt-1 text-sm text-muted-foreground">A help center and a support line are on the way.</p>
        <div className="mt-5 flex flex-col justify-center gap-3 sm:flex-row">
          {/* The two help buttons do nothing yet: there is no help center or support channel. */}
          <Button type="button" variant="outline">
            <LifeBuoyIcon aria-hidden />
            Browse Help Center
          </Button>
          <Button type="button">
            <MessageCircleIcon aria-hidden />
            Contact Support
          </Button>
        </div>
      </section>
    </MarketingPage>
  );
}
