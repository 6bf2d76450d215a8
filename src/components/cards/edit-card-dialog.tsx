"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { Loader2Icon } from "lucide-react";
import { Dialog } from "radix-ui";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { FormField, describedBy } from "@/components/forms/form-field";
import { messageOr, sendJson } from "@/lib/http/post-json";
import type { SavedCardView } from "@/lib/cards";
import { CARD_NAME_MAX, savedCardEditSchema } from "@/lib/schemas/saved-card";

/** Edit a saved card: a name of the owner's choosing, and "Use this card first" (the default). */
export function EditCardDialog({
  card,
  label,
  onSaved,
}: {
  card: SavedCardView;
  label: string;
  onSaved: (card: SavedCardView) => void;
}) {
  const t = useTranslations("cards");
  const [open, setOpen] = useState(false);
  const [name, setName] = useState(card.name ?? "");
  const [makeDefault, setMakeDefault] = useState(card.isDefault);
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    const edit = { name, ...(makeDefault && !card.isDefault && { isDefault: true as const }) };
    const parsed = savedCardEditSchema.safeParse(edit);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    setSaving(true);
    try {
      const body = await sendJson<{ data: { card: SavedCardView } }>(
        "PATCH",
        `/api/cards/${encodeURIComponent(card.id)}`,
        parsed.data,
      );
      onSaved(body.data.card);
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
          setName(card.name ?? "");
          setMakeDefault(card.isDefault);
          setError(undefined);
        }
        setOpen(next);
      }}
    >
      <Dialog.Trigger asChild>
        <Button variant="ghost" size="sm" aria-label={t("editLabel", { card: label })}>
          {t("edit")}
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 flex w-[calc(100%-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 flex-col gap-4 rounded-2xl bg-card p-6 shadow-xl">
          <Dialog.Title className="text-lg font-semibold">{t("editTitle", { card: label })}</Dialog.Title>
          <Dialog.Description className="text-sm text-muted-foreground">{t("editDescription")}</Dialog.Description>
          <form onSubmit={(event) => void save(event)} noValidate className="flex flex-col gap-4">
            <FormField id={`card-name-${card.id}`} label={t("nameLabel")} error={error}>
              <Input
                id={`card-name-${card.id}`}
                value={name}
                maxLength={CARD_NAME_MAX}
                placeholder={t("namePlaceholder")}
                autoComplete="off"
                onChange={(event) => setName(event.target.value)}
                {...describedBy(`card-name-${card.id}`, error)}
              />
            </FormField>
            <label className="flex items-start gap-3 text-sm">
              <input
                type="checkbox"
                className="mt-0.5 size-5 shrink-0 accent-primary"
                checked={makeDefault}
                disabled={card.isDefault}
                onChange={(event) => setMakeDefault(event.target.checked)}
              />
              <span>
                <span className="font-medium">{t("defaultLabel")}</span>
                <span className="block text-muted-foreground">
                  {card.isDefault ? t("alreadyDefault") : t("defaultHint")}
                </span>
              </span>
            </label>
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
