"use client";

import { useEffect, useState } from "react";
import { useTranslations } from "next-intl";
import { Dialog } from "radix-ui";
import { Loader2Icon, XIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Link } from "@/components/ui/link";
import { useSay } from "@/components/forms/use-say";
import { phraseText } from "@/i18n/phrase";
import { CreatePinForm } from "./create-pin-form";
import { PinInput } from "./pin-input";

const RESET_PIN_HREF = "/settings?tab=security&pin=reset";

/**
 * Asks for the transaction PIN before money moves: "Enter your transaction PIN", or, for an account that has
 * none yet, "Create your transaction PIN" first. `error` is the server's refusal of the last PIN (tries left, or
 * the lock), shown here so the person can try again without starting over.
 */
export function PinDialog({
  open,
  onOpenChange,
  hasPin,
  onPinCreated,
  busy,
  error,
  confirmLabel,
  summary,
  onSubmit,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  hasPin: boolean;
  onPinCreated: () => void;
  busy: boolean;
  error?: string;
  confirmLabel: string;
  /** What the PIN is about to allow, in words ("Send ₦5,000.00 to NGOZI NWOSU, GTBank"). */
  summary?: string;
  onSubmit: (pin: string) => void;
}) {
  const t = useTranslations("pin.dialog");
  const [pin, setPin] = useState("");
  // A refused PIN is cleared, so the next one is typed fresh.
  useEffect(() => {
    if (error) setPin("");
  }, [error]);
  useEffect(() => {
    if (!open) setPin("");
  }, [open]);
  // A PIN already locked is said as the dialog opens, not after a PIN is typed; after a refusal the server is
  // asked again, so the lock is known whatever language the refusal was written in.
  const [status, setStatus] = useState<{ locked: boolean; untilReset: boolean; nextLockUntilReset: boolean }>({
    locked: false,
    untilReset: false,
    nextLockUntilReset: false,
  });
  useEffect(() => {
    if (!open || !hasPin) return;
    let current = true;
    fetch("/api/account/pin", { credentials: "same-origin", cache: "no-store" })
      .then((response) => (response.ok ? response.json() : null))
      .then((body: { data?: Partial<typeof status> } | null) => {
        if (!current || !body?.data) return;
        setStatus({
          locked: !!body.data.locked,
          untilReset: !!body.data.untilReset,
          nextLockUntilReset: !!body.data.nextLockUntilReset,
        });
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [open, hasPin, error]);
  const lockedBefore = status.locked;
  const say = useSay();
  // The server said its refusal in the page's language: the same words, said here, say which one it was.
  const locked = lockedBefore || (!!error && error === say(phraseText("validation.pinLocked")));
  const shown = error ?? (lockedBefore ? t(status.untilReset ? "lockedUntilReset" : "locked") : undefined);
  const lastTry = !!error && error === say(phraseText("serverErrors.pinWrong", { triesLeft: 1 }));
  // The last try before a second lock in a day warns of what that lock is: until a reset, not 30 minutes.
  const lastTryWarning = status.nextLockUntilReset ? t("lastTryUntilReset") : t("lastTry");

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content
          className="fixed inset-x-0 bottom-0 z-50 flex max-h-[90dvh] flex-col gap-4 overflow-y-auto rounded-t-2xl bg-card p-6 shadow-xl outline-none sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-full sm:max-w-sm sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl"
          // With no summary there is nothing to describe the dialog by (Radix warns unless told so).
          {...(summary ? {} : { "aria-describedby": undefined })}
        >
          <Dialog.Title className="pr-8 text-lg font-bold">{hasPin ? t("enter") : t("create")}</Dialog.Title>
          {summary && (
            <Dialog.Description className="-mt-2 text-sm text-muted-foreground" data-testid="pin-summary">
              {summary}
            </Dialog.Description>
          )}
          {hasPin ? (
            <form
              method="post"
              noValidate
              className="flex flex-col gap-4"
              onSubmit={(event) => {
                event.preventDefault();
                if (pin.length === 4 && !busy) onSubmit(pin);
              }}
            >
              <label htmlFor="transaction-pin" className="sr-only">
                {t("label")}
              </label>
              <PinInput
                id="transaction-pin"
                value={pin}
                onChange={setPin}
                autoFocus
                disabled={busy || locked}
                invalid={!!shown}
                describedBy={shown ? "transaction-pin-error" : undefined}
              />
              {shown && (
                <p id="transaction-pin-error" role="alert" className="text-center text-sm font-medium text-destructive">
                  {shown}
                  {lastTry && ` ${lastTryWarning}`}
                </p>
              )}
              {locked ? (
                <Button asChild size="lg" variant="outline">
                  <Link href={RESET_PIN_HREF}>{t("resetYourPin")}</Link>
                </Button>
              ) : (
                <>
                  <Button type="submit" size="lg" disabled={busy || pin.length !== 4} aria-busy={busy}>
                    {busy && <Loader2Icon className="animate-spin" aria-hidden />}
                    {busy ? t("processing") : confirmLabel}
                  </Button>
                  <Link
                    href={RESET_PIN_HREF}
                    className="text-center text-sm font-medium text-primary underline-offset-4 hover:underline"
                  >
                    {t("forgot")}
                  </Link>
                </>
              )}
            </form>
          ) : (
            <CreatePinForm
              // "Create PIN and continue": the payment goes on with the PIN just made, not asking for it again.
              onCreated={(created) => {
                onPinCreated();
                onSubmit(created);
              }}
              submitLabel={t("createAndContinue")}
              autoFocus
            />
          )}
          <Dialog.Close
            className="absolute top-4 right-4 rounded-md p-2 text-muted-foreground hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
            disabled={busy}
          >
            <XIcon className="size-5" aria-hidden />
            <span className="sr-only">{t("close")}</span>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
