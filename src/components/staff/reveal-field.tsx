"use client";

import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/toast";
import { postJson } from "@/lib/http/post-json";

type Texts = { show: string; reason: string; hint: string; confirm: string; cancel: string; fallback: string };

/** A masked value with Show: asks why, and shows the whole value the server answers (which it recorded). */
export function RevealField({
  masked,
  endpoint,
  body,
  texts,
}: {
  masked: string;
  endpoint: string;
  body: Record<string, unknown>;
  texts: Texts;
}) {
  const id = useId();
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState("");
  const [value, setValue] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function reveal() {
    setBusy(true);
    try {
      const answer = await postJson<{ data: { value: string } }>(endpoint, { ...body, reason });
      setValue(answer.data.value);
      setAsking(false);
    } catch (caught) {
      toast.error((caught as Error).message || texts.fallback);
    } finally {
      setBusy(false);
    }
  }

  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <span className="font-mono">{value ?? masked}</span>
      {value === null && !asking && (
        <Button type="button" size="sm" variant="ghost" onClick={() => setAsking(true)}>
          {texts.show}
        </Button>
      )}
      {asking && (
        <form
          className="flex w-full flex-col gap-2 rounded-lg border bg-card p-3"
          onSubmit={(event) => {
            event.preventDefault();
            void reveal();
          }}
        >
          <Label htmlFor={id}>{texts.reason}</Label>
          <Input id={id} value={reason} onChange={(event) => setReason(event.target.value)} maxLength={1000} required />
          <p className="text-xs text-muted-foreground">{texts.hint}</p>
          <div className="flex gap-2">
            <Button type="submit" size="sm" disabled={busy}>
              {texts.confirm}
            </Button>
            <Button type="button" size="sm" variant="ghost" onClick={() => setAsking(false)}>
              {texts.cancel}
            </Button>
          </div>
        </form>
      )}
    </span>
  );
}
