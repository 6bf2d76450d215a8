import { Link } from "@/components/ui/link";
import { ArrowRightIcon } from "lucide-react";
import { Button } from "@/components/ui/button";

export function GetStarted({ heading = "Ready to send money privately?" }: { heading?: string }) {
  return (
    <section className="mt-14 flex flex-col items-start justify-between gap-4 rounded-2xl bg-primary p-6 text-primary-foreground md:flex-row md:items-center md:p-8">
      <div>
        <h2 className="text-xl font-bold md:text-2xl">{heading}</h2>
        <p className="mt-1 text-primary-foreground/85">Open a wallet with your BVN or phone number in a few minutes.</p>
      </div>
      <Button asChild size="lg" variant="secondary">
        <Link href="/onboarding">
          Get Started
          <ArrowRightIcon aria-hidden />
        </Link>
      </Button>
    </section>
  );
}
