"use client";

import { useMemo, useState } from "react";
import { SendIcon, StarIcon, UsersRoundIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { Link } from "@/components/ui/link";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { toast } from "@/components/ui/toast";
import { messageOr, sendJson } from "@/lib/http/post-json";
import {
  beneficiaryLabel,
  beneficiarySpoken,
  byFavouriteThenName,
  matchesBeneficiary,
  sendAgainHref,
  type BeneficiaryView,
} from "@/lib/beneficiaries";
import { cn } from "@/lib/utils";
import { BeneficiarySearch } from "./beneficiary-search";
import { EditBeneficiaryDialog } from "./edit-beneficiary-dialog";

/** Asks before a beneficiary is forgotten. */
function RemoveBeneficiary({ name, busy, onConfirm }: { name: string; busy: boolean; onConfirm: () => void }) {
  const t = useTranslations("beneficiaries");
  return (
    <ConfirmDialog
      trigger={
        <Button variant="ghost" size="sm" disabled={busy} aria-label={t("removeLabel", { name })}>
          {t("remove")}
        </Button>
      }
      title={t("removeTitle", { name })}
      description={t("removeDescription")}
      cancel={t("keep")}
      confirm={t("confirmRemove")}
      onConfirm={onConfirm}
    />
  );
}

/** The person's beneficiaries: search, favourites first, Send, Edit (a nickname), Remove. */
export function BeneficiaryList({ initial }: { initial: BeneficiaryView[] }) {
  const t = useTranslations("beneficiaries");
  const [beneficiaries, setBeneficiaries] = useState(initial);
  const [search, setSearch] = useState("");
  const [busy, setBusy] = useState<string | null>(null);
  const shown = useMemo(
    () => beneficiaries.filter((beneficiary) => matchesBeneficiary(beneficiary, search)),
    [beneficiaries, search],
  );

  const replace = (changed: BeneficiaryView) =>
    setBeneficiaries((now) => now.map((kept) => (kept.id === changed.id ? changed : kept)).sort(byFavouriteThenName));

  const toggleFavourite = async (beneficiary: BeneficiaryView) => {
    setBusy(beneficiary.id);
    try {
      const body = await sendJson<{ data: { beneficiary: BeneficiaryView } }>(
        "PATCH",
        `/api/beneficiaries/${encodeURIComponent(beneficiary.id)}`,
        { favourite: !beneficiary.favourite },
      );
      replace(body.data.beneficiary);
    } catch (failure) {
      toast.error(t("saveFailed"), { description: messageOr(failure, t("editFailed")) });
    } finally {
      setBusy(null);
    }
  };

  const remove = async (beneficiary: BeneficiaryView) => {
    setBusy(beneficiary.id);
    try {
      await sendJson("DELETE", `/api/beneficiaries/${encodeURIComponent(beneficiary.id)}`);
      setBeneficiaries((now) => now.filter((kept) => kept.id !== beneficiary.id));
      toast.success(t("removed"), { description: t("removedDescription", { name: beneficiaryLabel(beneficiary) }) });
    } catch (failure) {
      toast.error(t("notRemoved"), { description: messageOr(failure, t("removeFailed")) });
    } finally {
      setBusy(null);
    }
  };

  if (beneficiaries.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 py-6 text-center" data-testid="no-beneficiaries">
        <UsersRoundIcon className="size-8 text-muted-foreground" aria-hidden />
        <p className="font-medium">{t("none")}</p>
        <p className="text-sm text-muted-foreground">{t("noneHint")}</p>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <BeneficiarySearch value={search} onChange={setSearch} />
      {shown.length === 0 ? (
        <p className="py-4 text-center text-sm text-muted-foreground" role="status">
          {t("noMatch", { search: search.trim() })}
        </p>
      ) : (
        <ul className="divide-y" data-testid="beneficiaries">
          {shown.map((beneficiary) => {
            const name = beneficiaryLabel(beneficiary);
            // Read out with its bank and last digits: two saved accounts often share a name.
            const spoken = beneficiarySpoken(beneficiary);
            return (
              <li key={beneficiary.id} className="flex flex-col gap-1 py-3">
                <div className="flex items-center gap-2">
                  <button
                    type="button"
                    aria-pressed={beneficiary.favourite}
                    aria-label={t(beneficiary.favourite ? "removeFavourite" : "addFavourite", { name: spoken })}
                    disabled={busy === beneficiary.id}
                    onClick={() => void toggleFavourite(beneficiary)}
                    className="-ml-2 grid size-11 shrink-0 place-items-center rounded-full hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
                  >
                    <StarIcon
                      className={cn(
                        "size-5",
                        beneficiary.favourite ? "fill-warning text-warning" : "text-muted-foreground",
                      )}
                      aria-hidden
                    />
                  </button>
                  <div className="min-w-0 flex-1">
                    <p className="text-sm font-medium break-words">{name}</p>
                    {beneficiary.nickname && (
                      <p className="text-sm break-words text-muted-foreground">{beneficiary.accountName}</p>
                    )}
                    <p className="text-sm break-words text-muted-foreground">
                      {beneficiary.bank} · <span className="tabular-nums">{beneficiary.accountNumber}</span>
                    </p>
                  </div>
                </div>
                {/* The name and the whole number above, the buttons below: on a phone, beside them, both were cut,
                    and two accounts of one name are told apart by the number alone. */}
                <div className="flex flex-wrap items-center justify-end gap-1">
                  <Button asChild size="sm" aria-label={t("sendTo", { name: spoken })}>
                    <Link href={sendAgainHref(beneficiary)}>
                      <SendIcon aria-hidden />
                      {t("send")}
                    </Link>
                  </Button>
                  <EditBeneficiaryDialog beneficiary={beneficiary} onSaved={replace} />
                  <RemoveBeneficiary
                    name={spoken}
                    busy={busy === beneficiary.id}
                    onConfirm={() => void remove(beneficiary)}
                  />
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
