import type { Metadata } from "next";
import { LifeBuoyIcon, MessageCircleIcon } from "lucide-react";
import { MarketingPage } from "@/components/marketing/marketing-page";
import { FaqAccordion } from "@/components/marketing/faq-accordion";
import { Button } from "@/components/ui/button";
import { Link } from "@/components/ui/link";

export const metadata: Metadata = { title: "FAQ" };

export default function FaqPage() {
  return (
    <MarketingPage
      narrow
      eyebrow="FAQ"
      title="Frequently asked questions"
      intro="Fees, limits, reversals and privacy: what Veil does, plainly."
    >
      <div id="faq-questions" className="scroll-mt-20">
        <FaqAccordion />
      </div>
      <section className="mt-12 rounded-xl border bg-card p-6 text-center shadow-sm">
        <h2 className="text-lg font-semibold">Still have questions?</h2>
        <div className="mt-5 flex flex-col justify-center gap-3 sm:flex-row">
          <Button asChild variant="outline">
            <a href="#faq-questions">
              <LifeBuoyIcon aria-hidden />
              Browse Help Center
            </a>
          </Button>
          <Button asChild>
            <Link href="/support">
              <MessageCircleIcon aria-hidden />
              Contact Support
            </Link>
          </Button>
        </div>
      </section>
    </MarketingPage>
  );
}
