import type { Metadata } from "next";
import { LifeBuoyIcon, MessageCircleIcon } from "lucide-react";
import { PageFrame } from "@/components/frame/page-frame";
import { GetStarted } from "@/components/marketing/get-started";
import { PageIntro } from "@/components/marketing/page-intro";
import { FaqAccordion } from "@/components/marketing/faq-accordion";
import { Button } from "@/components/ui/button";

export const metadata: Metadata = { title: "FAQ" };

export default function FaqPage() {
  return (
    <PageFrame>
      <div className="mx-auto max-w-3xl px-4 py-12 md:px-6 md:py-16">
        <PageIntro eyebrow="FAQ" title="Frequently asked questions">
          Fees, limits, reversals and privacy: what Veil does, plainly.
        </PageIntro>
        <FaqAccordion />
        <section className="mt-12 rounded-xl border bg-card p-6 text-center shadow-sm">
          <h2 className="text-lg font-semibold">Still have questions?</h2>
          <p className="mt-1 text-sm text-muted-foreground">Our help center and support team can help.</p>
          <div className="mt-5 flex flex-col justify-center gap-3 sm:flex-row">
            {/* The spec's two help buttons do nothing yet: there is no help center or support channel. */}
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
        <GetStarted />
      </div>
    </PageFrame>
  );
}
