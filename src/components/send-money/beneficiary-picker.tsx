"use client";

import { useMemo, useState } from "react";
import { StarIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { Link } from "@/components/ui/link";
import { BeneficiarySearch } from "@/components/beneficiaries/beneficiary-search";
import { beneficiaryLabel, matchesBeneficiary, type BeneficiaryView } from "@/lib/beneficiaries";

/** How many beneficiaries the recipient step lists before "See all"; a search box appears beyond it. */
const SHOWN = 4;

/**
 * The recipient step's first offer: the person's beneficiaries, favourites first, searchable when there are
 * more than fit; choosing one fills the account and bank, and its name is asked of the bank as if typed.
 */
export function BeneficiaryPicker({
  beneficiaries,
  onChoose,
}: {
  beneficiaries: BeneficiaryView[];
  onChoose: (beneficiary: BeneficiaryView) => void;
}) {
  const t = useTranslations("beneficiaries");
  const [search, setSearch] = useState("");
  const found = useMemo(
    () => beneficiaries.filter((beneficiary) => matchesBeneficiary(beneficiary, search)).slice(0, SHOWN),
    [beneficiaries, search],
  );
  if (beneficiaries.length === 0) return null;
  return (
    <section aria-labelledby="beneficiary-picker" className="flex flex-col gap-2" data-testid="beneficiary-picker">
      <div className="flex items-baseline justify-between gap-3">
        <h3 id="beneficiary-picker" className="text-sm font-semibold">
          {t("savedRecipients")}
        </h3>
        <Link href="/beneficiaries" className="text-sm font-medium text-primary underline-offset-4 hover:underline">
          {t("seeAll")}
        </Link>
      </div>
      {beneficiaries.length > SHOWN && <BeneficiarySearch value={search} onChange={setSearch} />}
      {found.length === 0 ? (
        <p className="text-sm text-muted-foreground" role="status">
          {t("noMatch", { search: search.trim() })}
        </p>
      ) : (
        <ul className="grid grid-cols-2 gap-2">
          {found.map((beneficiary) => (
            <li key={beneficiary.id}>
              <button
                type="button"
                onClick={() => onChoose(beneficiary)}
                className="flex min-h-11 w-full items-center gap-2 rounded-lg border px-3 py-2 text-left text-sm hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
              >
                {beneficiary.favourite && (
                  <StarIcon className="size-4 shrink-0 fill-warning text-warning" aria-label={t("favourite")} />
                )}
                <span className="min-w-0 flex-1">
                  <span className="line-clamp-2 font-medium break-words">{beneficiaryLabel(beneficiary)}</span>
                  <span className="block truncate text-muted-foreground tabular-nums">
                    {t("account", { bank: beneficiary.bank, last4: beneficiary.accountNumber.slice(-4) })}
                  </span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
