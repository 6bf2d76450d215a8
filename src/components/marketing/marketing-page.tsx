import type { ReactNode } from "react";
import { PageFrame } from "@/components/frame/page-frame";
import { cn } from "@/lib/utils";
import { GetStarted } from "./get-started";
import { PageIntro } from "./page-intro";

/** Features, How It Works and FAQ: the frame, an introduction, the page's content, and Get Started. */
export function MarketingPage({
  eyebrow,
  title,
  intro,
  narrow,
  children,
}: {
  eyebrow: string;
  title: string;
  intro: ReactNode;
  narrow?: boolean;
  children: ReactNode;
}) {
  return (
    <PageFrame>
      <div className={cn("mx-auto px-4 py-12 md:px-6 md:py-16", narrow ? "max-w-3xl" : "max-w-6xl")}>
        <PageIntro eyebrow={eyebrow} title={title}>
          {intro}
        </PageIntro>
        {children}
        <GetStarted />
      </div>
    </PageFrame>
  );
}
