import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { CreditCardIcon, PlusIcon, ShieldCheckIcon } from "lucide-react";
import { PageFrame } from "@/components/frame/page-frame";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { requireUser } from "@/server/session";
import { cardsUsed } from "@/server/accounts/wallet-summary";
import { formatDate } from "@/lib/format-date";
import { db } from "@/server/db";

export const metadata: Metadata = { title: "Cards" };

export default async function CardsPage() {
  const user = await requireUser();
  const cards = await cardsUsed(db, user.id);
  const latest = cards[0];
  return (
    <PageFrame backHref="/dashboard" title="Cards" hideNavLinks showTabs>
      <div className="mx-auto flex w-full max-w-lg flex-col gap-5 px-4 py-6 md:py-10">
        <h2 className="text-2xl font-bold">My Cards</h2>
        {latest ? (
          <div className="flex aspect-[1.586] flex-col justify-between rounded-2xl bg-gradient-to-br from-primary to-primary/70 p-6 text-primary-foreground shadow-md">
            <div className="flex items-center justify-between">
              <span className="text-sm opacity-90">Debit card</span>
              <span className="font-bold">{latest.brand}</span>
            </div>
            <p className="font-mono text-xl tracking-widest">•••• •••• •••• {latest.last4}</p>
            <div className="flex items-end justify-between text-sm">
              <span className="uppercase">{user.fullName}</span>
              <span className="opacity-90">Last used {formatDate(latest.lastUsed)}</span>
            </div>
          </div>
        ) : (
          <Card>
            <CardContent className="flex flex-col items-center gap-2 py-6 text-center">
              <CreditCardIcon className="size-8 text-muted-foreground" aria-hidden />
              <p className="font-medium">No cards yet</p>
              <p className="text-sm text-muted-foreground">A card appears here once you add money with it.</p>
            </CardContent>
          </Card>
        )}
        {cards.length > 0 && (
          <Card>
            <CardContent>
              <h3 className="font-semibold">Cards you&apos;ve used</h3>
              <ul className="mt-2 divide-y" data-testid="cards">
                {cards.map((card) => (
                  <li key={`${card.brand}-${card.last4}`} className="flex items-center gap-3 py-3">
                    <CreditCardIcon className="size-6 text-muted-foreground" aria-hidden />
                    <div className="flex-1">
                      <p className="text-sm font-medium">
                        {card.brand} •••• {card.last4}
                      </p>
                      <p className="text-xs text-muted-foreground">
                        Used {card.uses} {card.uses === 1 ? "time" : "times"}, last on {formatDate(card.lastUsed)}
                      </p>
                    </div>
                  </li>
                ))}
              </ul>
            </CardContent>
          </Card>
        )}
        <Button asChild size="lg">
          <Link href="/add-money">
            <PlusIcon aria-hidden />
            Add New Card
          </Link>
        </Button>
        <p className="flex gap-2 text-sm text-muted-foreground">
          <ShieldCheckIcon className="mt-0.5 size-4 shrink-0 text-success" aria-hidden />
          Your CVV is never stored. Veil keeps only a card&apos;s brand and last four digits; the full number goes
          straight to our card processor when you pay.
        </p>
      </div>
    </PageFrame>
  );
}
