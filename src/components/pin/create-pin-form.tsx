"use client";

import { useState } from "react";
import { Loader2Icon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { messageOr, postJson } from "@/lib/http/post-json";
import { createPinSchema } from "@/lib/schemas/pin";
import { PinField } from "./pin-field";

/** "Create your transaction PIN": four digits, twice. The server refuses what this form refuses, and more. */
export function CreatePinForm({
  onCreated,
  submitLabel = "Create PIN",
  autoFocus = false,
}: {
  onCreated: () => void;
  submitLabel?: string;
  autoFocus?: boolean;
}) {
  const [pin, setPin] = useState("");
  const [confirmPin, setConfirmPin] = useState("");
  const [error, setError] = useState<{ field: "pin" | "confirmPin"; message: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const parsed = createPinSchema.safeParse({ pin, confirmPin });
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      setError({ field: issue.path[0] === "confirmPin" ? "confirmPin" : "pin", message: issue.message });
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await postJson("/api/account/pin", parsed.data);
      onCreated();
    } catch (failure) {
      setError({ field: "pin", message: messageOr(failure, "Your PIN was not saved. Please try again.") });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      method="post"
      noValidate
      className="flex flex-col gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <p className="text-sm text-muted-foreground">
        You will enter this 4-digit PIN to send money and to add money by card. Avoid 0000, 1234 and your birthday.
      </p>
      <PinField
        id="new-pin"
        label="Enter a PIN"
        value={pin}
        onChange={setPin}
        autoFocus={autoFocus}
        disabled={busy}
        error={error?.field === "pin" ? error.message : undefined}
      />
      <PinField
        id="confirm-pin"
        label="Confirm PIN"
        value={confirmPin}
        onChange={setConfirmPin}
        disabled={busy}
        error={error?.field === "confirmPin" ? error.message : undefined}
      />
      <Button type="submit" size="lg" disabled={busy} aria-busy={busy}>
        {busy && <Loader2Icon className="animate-spin" aria-hidden />}
        {busy ? "Saving..." : submitLabel}
      </Button>
    </form>
  );
}
