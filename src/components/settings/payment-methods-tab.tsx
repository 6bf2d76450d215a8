"use client";

import { useTranslations } from "next-intl";
import { Link } from "@/components/ui/link";
import { PlusIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { SavedCardList } from "@/components/cards/saved-card-list";
import { Section } from "./setting-row";

/** The person's saved cards (never a number or CVV), with Remove. */
export function PaymentMethodsTab() {
  const t = useTranslations("settings.paymentMethods");
  return (
    <Section title={t("title")}>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button asChild>
          <Link href="/add-money?card=new">
            <PlusIcon aria-hidden />
            {t("addCard")}
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link href="/cards">{t("manage")}</Link>
        </Button>
      </div>
      <div className="mt-4">
        <SavedCardList />
      </div>
    </Section>
  );
}
