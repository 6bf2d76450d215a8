"use client";

import { useCallback, useEffect, useState } from "react";
import { useTranslations } from "next-intl";
import { LoaderCircleIcon } from "lucide-react";
import { Button } from "@/components/ui/button";

/** Seconds between two sends: a code is not worth asking for again before the first could arrive. */
export const RESEND_COOLDOWN_SECONDS = 30;
const POLL_MS = 1_500;
/** After this long a screen stops asking; the code is either there or Resend is the answer. */
const POLL_FOR_MS = 2 * 60_000;

type Status = "sending" | "sent" | "failed";

/** Follows one message's delivery: "sending" until the server says otherwise. */
function useDeliveryStatus(messageId: string | null): Status {
  const [state, setState] = useState<{ id: string | null; status: Status }>({ id: messageId, status: "sending" });
  useEffect(() => {
    if (!messageId) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const until = Date.now() + POLL_FOR_MS;
    const ask = async () => {
      let next: Status | null = null;
      try {
        const response = await fetch(`/api/messages/${encodeURIComponent(messageId)}`, { cache: "no-store" });
        if (response.ok) next = ((await response.json()) as { data: { status: Status } }).data.status;
      } catch {
        // No signal: ask again.
      }
      if (stopped) return;
      if (next) setState({ id: messageId, status: next });
      if (next !== "sent" && next !== "failed" && Date.now() < until) timer = setTimeout(ask, POLL_MS);
    };
    void ask();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [messageId]);
  if (!messageId) return "sent";
  return state.id === messageId ? state.status : "sending";
}

/** Seconds left before Resend may be pressed, counted from the last send. */
function useCooldown(): [number, () => void] {
  const [sentAt, setSentAt] = useState(() => Date.now());
  const [now, setNow] = useState(() => Date.now());
  const left = Math.max(0, Math.ceil((sentAt + RESEND_COOLDOWN_SECONDS * 1000 - now) / 1000));
  useEffect(() => {
    if (left <= 0) return;
    const tick = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(tick);
  }, [left]);
  const restart = useCallback(() => {
    setSentAt(Date.now());
    setNow(Date.now());
  }, []);
  return [left, restart];
}

/**
 * Under a code field: where the code went, whether it was delivered, and Resend. `messageId` is the outbox id
 * the API answered when it queued the SMS; `onResend` asks for a new code and answers the new message's id.
 */
export function CodeDelivery({
  messageId,
  phoneHint,
  onResend,
}: {
  messageId: string | null;
  /** "+234 ••• ••• 5678" */
  phoneHint: string;
  onResend: () => Promise<string | null>;
}) {
  const t = useTranslations("codes");
  const [followed, setFollowed] = useState<{ from: string | null; id: string | null }>({
    from: messageId,
    id: messageId,
  });
  // A new id from the parent (it sent a code itself) replaces the one a Resend gave.
  const id = followed.from === messageId ? followed.id : messageId;
  const status = useDeliveryStatus(id);
  const [cooldown, restartCooldown] = useCooldown();
  const [resending, setResending] = useState(false);

  async function resend() {
    setResending(true);
    try {
      const next = await onResend();
      if (next) {
        setFollowed({ from: messageId, id: next });
        restartCooldown();
      }
    } finally {
      setResending(false);
    }
  }

  const failed = status === "failed";
  const label = resending ? t("sending") : cooldown > 0 ? t("resendIn", { seconds: cooldown }) : t("resend");
  return (
    <div className="flex flex-col gap-2 text-sm" data-message-id={id ?? undefined} data-delivery={status}>
      <p aria-live="polite" className={failed ? "text-destructive" : "flex items-center gap-2 text-muted-foreground"}>
        {status === "sending" && <LoaderCircleIcon className="size-4 shrink-0 animate-spin" aria-hidden />}
        {status === "sending" && t("sendingTo", { phone: phoneHint })}
        {status === "sent" && t("sentTo", { phone: phoneHint })}
        {failed && t("failed")}
      </p>
      {failed ? (
        <Button type="button" className="w-full" disabled={cooldown > 0 || resending} onClick={() => void resend()}>
          {label}
        </Button>
      ) : (
        <Button
          type="button"
          variant="link"
          size="narrow"
          className="self-start"
          disabled={cooldown > 0 || resending}
          onClick={() => void resend()}
        >
          {label}
        </Button>
      )}
    </div>
  );
}
