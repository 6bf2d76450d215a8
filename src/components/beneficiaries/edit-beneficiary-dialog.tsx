"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { Loader2Icon } from "lucide-react";
import { Dialog } from "radix-ui";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { FormField, describedBy } from "@/components/forms/form-field";
import { useSay } from "@/components/forms/use-say";
import { messageOr, sendJson } from "@/lib/http/post-json";
import { beneficiarySpoken, type BeneficiaryView } from "@/lib/beneficiaries";
import { NICKNAME_MAX, beneficiaryEditSchema } from "@/lib/schemas/beneficiary";

/** A beneficiary's nickname: the person's own name for an account whose bank name they may not recognise. */
export function EditBeneficiaryDialog({
  beneficiary,
  onSaved,
}: {
  beneficiary: BeneficiaryView;
  onSaved: (beneficiary: BeneficiaryView) => void;
}) {
  const t = useTranslations("beneficiaries");
  const say = useSay();
  const [open, setOpen] = useState(false);
  const [nickname, setNickname] = useState(beneficiary.nickname ?? "");
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const label = beneficiarySpoken(beneficiary);
  const field = `nickname-${beneficiary.id}`;

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = beneficiaryEditSchema.safeParse({ nickname });
    if (!parsed.success) return setError(say(parsed.error.issues[0]?.message ?? ""));
    setError(undefined);
    setSaving(true);
    try {
      const body = await sendJson<{ data: { beneficiary: BeneficiaryView } }>(
        "PATCH",
        `/api/beneficiaries/${encodeURIComponent(beneficiary.id)}`,
        parsed.data,
      );
      onSaved(body.data.beneficiary);
      setOpen(false);
    } catch (failure) {
      setError(messageOr(failure, t("editFailed")));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (saving) return;
        if (next) {
          setNickname(beneficiary.nickname ?? "");
          setError(undefined);
        }
        setOpen(next);
      }}
    >
      <Dialog.Trigger asChild>
        <Button variant="ghost" size="sm" aria-label={t("editLabel", { name: label })}>
          {t("edit")}
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 flex w-[calc(100%-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 flex-col gap-4 rounded-2xl bg-card p-6 shadow-xl">
          <Dialog.Title className="text-lg font-semibold break-words">{t("editTitle", { name: label })}</Dialog.Title>
          <Dialog.Description className="text-sm text-muted-foreground">
            {t("editDescription", { accountName: beneficiary.accountName })}
          </Dialog.Description>
          <form onSubmit={(event) => void save(event)} noValidate className="flex flex-col gap-4">
            <FormField id={field} label={t("nicknameLabel")} error={error}>
              <Input
                id={field}
                value={nickname}
                maxLength={NICKNAME_MAX}
                placeholder={t("nicknamePlaceholder")}
                autoComplete="off"
                onChange={(event) => setNickname(event.target.value)}
                {...describedBy(field, error)}
              />
            </FormField>
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Dialog.Close asChild>
                <Button type="button" variant="outline" disabled={saving}>
                  {t("cancel")}
                </Button>
              </Dialog.Close>
              <Button type="submit" disabled={saving} aria-busy={saving}>
                {saving && <Loader2Icon className="animate-spin" aria-hidden />}
                {saving ? t("saving") : t("save")}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
