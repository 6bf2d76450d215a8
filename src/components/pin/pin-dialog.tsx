"use client";

import { useEffect, useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { Dialog } from "radix-ui";
import { Loader2Icon, XIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useSay } from "@/components/forms/use-say";
import { phraseText } from "@/i18n/phrase";
import { formatTime } from "@/lib/format-date";
import { PIN_TRIES } from "@/lib/schemas/pin";
import { CreatePinForm } from "./create-pin-form";
import { PinInput } from "./pin-input";
import { ResetPinForm } from "./reset-pin-form";
import { readPhoneHint } from "./read-phone-hint";

type Status = {
  locked: boolean;
  untilReset: boolean;
  lockedUntil: string | null;
  triesLeft: number;
  nextLockUntilReset: boolean;
};
const NOTHING_COUNTED: Status = {
  locked: false,
  untilReset: false,
  lockedUntil: null,
  triesLeft: PIN_TRIES,
  nextLockUntilReset: false,
};

/**
 * Asks for the transaction PIN before money moves: "Enter your transaction PIN", or, for an account that has
 * none yet, "Create your transaction PIN" first. `error` is the server's refusal of the last PIN (tries left, or
 * the lock), shown here so the person can try again without starting over. A forgotten or locked PIN is reset in
 * the dialog itself (the password, then an SMS code), so the payment waits with everything typed.
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
  // A refused PIN is cleared, and the field takes the focus again, so the next one is typed fresh at once (the
  // field was disabled while the PIN was checked, which lost the focus).
  useEffect(() => {
    if (!error) return;
    setPin("");
    const frame = requestAnimationFrame(() => document.getElementById("transaction-pin")?.focus());
    return () => cancelAnimationFrame(frame);
  }, [error]);
  useEffect(() => {
    if (!open) setPin("");
  }, [open]);
  // A PIN already locked is said as the dialog opens, not after a PIN is typed; after a refusal the server is
  // asked again, so the lock is known whatever language the refusal was written in.
  const [status, setStatus] = useState<Status>(NOTHING_COUNTED);
  // Reset in place: the phone the code goes to, once asked for; null while the PIN is asked.
  const [resetTo, setResetTo] = useState<string | null>(null);
  // A reset lifts the lock: the refusal that came before it is no longer true.
  const [resetAfter, setResetAfter] = useState<string | undefined>();
  const [asked, setAsked] = useState(0);
  useEffect(() => {
    if (!open) setResetTo(null);
  }, [open]);
  useEffect(() => {
    if (!open || !hasPin) return;
    let current = true;
    fetch("/api/account/pin", { credentials: "same-origin", cache: "no-store" })
      .then((response) => (response.ok ? response.json() : null))
      .then((body: { data?: Partial<Status> } | null) => {
        if (!current || !body?.data) return;
        setStatus({ ...NOTHING_COUNTED, ...body.data });
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [open, hasPin, error, asked]);
  const language = useLocale();
  const lockedBefore = status.locked;
  const refusal = error !== undefined && error === resetAfter ? undefined : error;
  const say = useSay();
  // The server said its refusal in the page's language: the same words, said here, say which one it was.
  const locked = lockedBefore || (!!refusal && refusal === say(phraseText("validation.pinLocked")));
  const lockText = status.untilReset
    ? t("lockedUntilReset")
    : status.lockedUntil
      ? t("lockedUntilTime", { time: formatTime(status.lockedUntil, language) })
      : t("locked");
  const shown = lockedBefore ? lockText : refusal;
  const lastTry = !!refusal && refusal === say(phraseText("serverErrors.pinWrong", { triesLeft: 1 }));
  // Wrong PINs typed earlier (within the day they count) are said before the next one is typed.
  const earlierTries =
    !shown && status.triesLeft < PIN_TRIES
      ? t(status.nextLockUntilReset ? "triesLeftUntilReset" : "triesLeft", { count: status.triesLeft })
      : undefined;
  const startReset = () => {
    readPhoneHint()
      .then((hint) => setResetTo(hint ?? ""))
      .catch(() => setResetTo(""));
  };
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
          <Dialog.Title className="pr-8 text-lg font-bold">
            {resetTo !== null ? t("resetTitle") : hasPin ? t("enter") : t("create")}
          </Dialog.Title>
          {summary && (
            <Dialog.Description className="-mt-2 text-sm text-muted-foreground" data-testid="pin-summary">
              {summary}
            </Dialog.Description>
          )}
          {hasPin && resetTo !== null ? (
            <>
              <p className="text-sm text-muted-foreground" data-testid="pin-reset-about">
                {t("resetAbout")}
              </p>
              <ResetPinForm
                phoneHint={resetTo}
                onCancel={() => setResetTo(null)}
                onDone={(newPin) => {
                  setResetAfter(error);
                  setResetTo(null);
                  setAsked((count) => count + 1);
                  // As "Create PIN and continue": the payment goes on with the PIN just set.
                  onSubmit(newPin);
                }}
              />
            </>
          ) : hasPin ? (
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
              {earlierTries && (
                <p className="text-center text-sm text-muted-foreground" data-testid="pin-tries-left">
                  {earlierTries}
                </p>
              )}
              {locked ? (
                <Button type="button" size="lg" variant="outline" onClick={startReset}>
                  {t("resetYourPin")}
                </Button>
              ) : (
                <>
                  <Button type="submit" size="lg" disabled={busy || pin.length !== 4} aria-busy={busy}>
                    {busy && <Loader2Icon className="animate-spin" aria-hidden />}
                    {busy ? t("processing") : confirmLabel}
                  </Button>
                  <button
                    type="button"
                    onClick={startReset}
                    disabled={busy}
                    className="text-center text-sm font-medium text-primary underline-offset-4 hover:underline"
                  >
                    {t("forgot")}
                  </button>
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
