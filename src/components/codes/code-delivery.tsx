"use client";

import { Button } from "@/components/ui/button";

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
  return (
    <div className="flex flex-col gap-2 text-sm text-muted-foreground" data-message-id={messageId ?? undefined}>
      <p>We sent a code to {phoneHint}.</p>
      <Button type="button" variant="link" className="self-start px-0" onClick={() => void onResend()}>
        Resend code
      </Button>
    </div>
  );
}
