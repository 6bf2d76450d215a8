"use client";

import { useId, useState } from "react";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast";
import { postJson } from "@/lib/http/post-json";

type Props = {
  /** The staff handler to POST to. */
  endpoint: string;
  label: string;
  /** Sent as is, with the note (when asked for) under `noteField`. */
  body?: Record<string, unknown>;
  /** Ask for a note or a reason first: its label and hint. */
  note?: { field: string; label: string; hint: string; required: boolean };
  confirm: string;
  cancel: string;
  done: string;
  fallback: string;
  variant?: "default" | "outline" | "destructive" | "secondary";
};

/**
 * One staff action: a button that, where the action needs words (a note the person reads, a reason for the
 * audit trail), opens a small form for them first; then the request, a toast in words, and the page read again.
 */
export function StaffAction({ endpoint, label, body = {}, note, confirm, cancel, done, fallback, variant }: Props) {
  const router = useRouter();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState("");
  const [busy, setBusy] = useState(false);

  async function run() {
    setBusy(true);
    try {
      await postJson(endpoint, note ? { ...body, [note.field]: text } : body);
      toast.success(done);
      setOpen(false);
      setText("");
      router.refresh();
    } catch (caught) {
      toast.error((caught as Error).message || fallback);
    } finally {
      setBusy(false);
    }
  }

  if (!note) {
    return (
      <Button type="button" size="md" variant={variant ?? "outline"} disabled={busy} onClick={run}>
        {label}
      </Button>
    );
  }
  if (!open) {
    return (
      <Button type="button" size="md" variant={variant ?? "outline"} onClick={() => setOpen(true)}>
        {label}
      </Button>
    );
  }
  return (
    <form
      className="flex w-full flex-col gap-2 rounded-lg border bg-card p-3"
      onSubmit={(event) => {
        event.preventDefault();
        void run();
      }}
    >
      <Label htmlFor={id}>{note.label}</Label>
      <Textarea
        id={id}
        value={text}
        onChange={(event) => setText(event.target.value)}
        maxLength={1000}
        rows={3}
        required={note.required}
        aria-describedby={`${id}-hint`}
      />
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {note.hint}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="md" variant={variant ?? "default"} disabled={busy}>
          {label}: {confirm}
        </Button>
        <Button type="button" size="md" variant="ghost" onClick={() => setOpen(false)}>
          {cancel}
        </Button>
      </div>
    </form>
  );
}
