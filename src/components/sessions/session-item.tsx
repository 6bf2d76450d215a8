"use client";

import { LaptopIcon, SmartphoneIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { formatDateTime } from "@/lib/format-date";
import { relativeTime } from "@/lib/relative-time";
import type { SessionView } from "@/lib/session-view";

const PHONES = /Android|iPhone|iPad/;

/** One signed-in session: device and browser, place, when it signed in and was last active, and Sign out. */
export function SessionItem({
  session,
  busy,
  onSignOut,
}: {
  session: SessionView;
  busy: boolean;
  onSignOut: () => void;
}) {
  const Icon = PHONES.test(session.device) ? SmartphoneIcon : LaptopIcon;
  const label = `${session.device}, ${session.place ?? "Unknown"}`;
  return (
    <li className="flex items-start gap-3 py-3" data-testid="session" aria-label={label}>
      <Icon className="mt-0.5 size-6 shrink-0 text-muted-foreground" aria-hidden />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 text-sm font-medium">
          {session.device}
          {session.current && (
            <span className="rounded-full bg-primary/10 px-2 py-0.5 text-xs font-semibold text-primary">
              This device
            </span>
          )}
        </p>
        <p className="text-sm text-muted-foreground">{session.place ?? "Unknown"}</p>
        <p className="text-sm text-muted-foreground">Signed in {formatDateTime(session.signedInAt)}</p>
        <p className="text-sm text-muted-foreground">Last active {relativeTime(session.lastSeenAt)}</p>
      </div>
      {!session.current && (
        <Button
          variant="outline"
          size="sm"
          disabled={busy}
          aria-busy={busy}
          aria-label={`Sign out ${label}`}
          onClick={onSignOut}
        >
          {busy ? "Signing out..." : "Sign out"}
        </Button>
      )}
    </li>
  );
}
