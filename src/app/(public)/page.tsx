import { Link } from "@/components/ui/link";
import { ArrowRightIcon, EyeOffIcon, ShieldCheckIcon, ZapIcon } from "lucide-react";
import { PageFrame } from "@/components/frame/page-frame";
import { Button } from "@/components/ui/button";
import { RotatingWord } from "@/components/landing/rotating-word";
import { AnonymousTransactionCard } from "@/components/landing/anonymous-transaction-card";
import { FeatureCard } from "@/components/landing/feature-card";

const FEATURES = [
  {
    icon: EyeOffIcon,
    title: "Send Money Privately",
    body: "Your recipient's bank shows Veil as the sender. Your name, phone number and account stay with us.",
  },
  {
    icon: ShieldCheckIcon,
    title: "Secure & Fast Transactions",
    body: "The recipient's name is checked before you pay, every naira is recorded in a ledger, and a retry never sends twice.",
  },
  {
    icon: ZapIcon,
    title: "Instant Access",
    body: "Verify with your BVN or phone number, take a selfie, and your wallet is ready in minutes.",
  },
] as const;

export default function LandingPage() {
  return (
    <PageFrame isLanding>
      <section className="mx-auto grid max-w-6xl items-center gap-10 px-4 pt-10 pb-14 md:grid-cols-[1.1fr_0.9fr] md:px-6 md:pt-20 md:pb-24">
        <div>
          <p className="inline-flex rounded-full bg-secondary px-3 py-1 text-xs font-bold tracking-[0.14em] text-secondary-foreground">
            NEXT GENERATION PAYMENTS
          </p>
          <h1 className="mt-5 text-[2.6rem] leading-[1.05] font-extrabold tracking-tight text-balance md:text-6xl">
            <span className="sr-only">Send Money Quickly, Privately, Securely</span>
            <span aria-hidden>
              Send Money <br className="sm:hidden" />
              <RotatingWord />
            </span>
          </h1>
          <p className="mt-5 max-w-xl text-lg text-muted-foreground">
            Pay anyone with a Nigerian bank account in naira. They see Veil as the sender, never you.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg">
              <Link href="/onboarding">
                Send Money Privately
                <ArrowRightIcon aria-hidden />
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link href="/how-it-works">How It Works</Link>
            </Button>
          </div>
        </div>
        <div className="flex flex-col gap-4">
          <AnonymousTransactionCard />
          <Link
            href="/onboarding"
            className="group flex items-center justify-between rounded-xl border bg-card p-5 shadow-sm transition-colors hover:border-primary focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
          >
            <span>
              <span className="block font-semibold">Try It Now</span>
              <span className="text-sm text-muted-foreground">Open a wallet and make your first private transfer.</span>
            </span>
            <ArrowRightIcon
              className="size-5 text-primary transition-transform group-hover:translate-x-1"
              aria-hidden
            />
          </Link>
        </div>
      </section>
      <section aria-labelledby="why-veil" className="border-t bg-card/60">
        <div className="mx-auto max-w-6xl px-4 py-14 md:px-6">
          <h2 id="why-veil" className="text-2xl font-bold tracking-tight md:text-3xl">
            Why Veil
          </h2>
          <div className="mt-8 grid gap-4 md:grid-cols-3">
            {FEATURES.map((feature) => (
              <FeatureCard key={feature.title} {...feature} />
            ))}
          </div>
        </div>
      </section>
    </PageFrame>
  );
}
