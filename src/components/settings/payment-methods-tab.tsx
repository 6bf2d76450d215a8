"use client";

import { Link } from "@/components/ui/link";
import { toast } from "@/components/ui/toast";
import { CreditCardIcon, PlusIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Section } from "./setting-row";

// The cards listed here are static samples (docs/product.md, Settings); Veil does not keep cards yet (and never keeps a CVV).
const SAMPLE_CARDS = [
  { brand: "Visa", last4: "4242", expiry: "09/28" },
  { brand: "Mastercard", last4: "5454", expiry: "03/27" },
] as const;

const soon = () => toast.info("Coming soon", { description: "Managing saved cards is not available yet." });

export function PaymentMethodsTab() {
  return (
    <Section title="Payment Methods">
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button asChild>
          <Link href="/cards">
            <PlusIcon aria-hidden />
            Add New Card
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link href="/cards">Manage All Payment Methods</Link>
        </Button>
      </div>
      <ul className="mt-4 divide-y">
        {SAMPLE_CARDS.map((card) => (
          <li key={card.last4} className="flex items-center gap-3 py-3">
            <CreditCardIcon className="size-6 text-muted-foreground" aria-hidden />
            <div className="flex-1">
              <p className="text-sm font-medium">
                {card.brand} •••• {card.last4}
              </p>
              <p className="text-sm text-muted-foreground">Expires {card.expiry}</p>
            </div>
            <Button variant="ghost" size="sm" onClick={soon} aria-label={`Edit ${card.brand} ending ${card.last4}`}>
              Edit
            </Button>
            <Button variant="ghost" size="sm" onClick={soon} aria-label={`Remove ${card.brand} ending ${card.last4}`}>
              Remove
            </Button>
          </li>
        ))}
      </ul>
    </Section>
  );
}
