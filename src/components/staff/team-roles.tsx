"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import { postJson } from "@/lib/http/post-json";
import { STAFF_ROLES, type StaffRole } from "@/lib/staff";

type Texts = {
  roles: Record<StaffRole, string>;
  reason: string;
  save: string;
  disable: string;
  enable: string;
  saved: string;
  fallback: string;
};

/** An admin's controls for one staff member: roles as checkboxes, disable or enable, each with a reason. */
export function TeamRoles({
  id,
  roles,
  disabled,
  texts,
}: {
  id: string;
  roles: StaffRole[];
  disabled: boolean;
  texts: Texts;
}) {
  const router = useRouter();
  const [chosen, setChosen] = useState<StaffRole[]>(roles);
  const [reason, setReason] = useState("");
  const [busy, setBusy] = useState(false);

  async function send(change: { roles?: StaffRole[]; disable?: boolean }) {
    setBusy(true);
    try {
      await postJson(`/api/staff/team/${id}`, { ...change, reason });
      toast.success(texts.saved);
      setReason("");
      router.refresh();
    } catch (caught) {
      toast.error((caught as Error).message || texts.fallback);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-col gap-2">
      <fieldset className="flex flex-wrap gap-3">
        {STAFF_ROLES.map((role) => (
          <label key={role} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="size-4"
              checked={chosen.includes(role)}
              onChange={(event) =>
                setChosen((now) =>
                  event.target.checked
                    ? STAFF_ROLES.filter((r) => r === role || now.includes(r))
                    : now.filter((r) => r !== role),
                )
              }
            />
            {texts.roles[role]}
          </label>
        ))}
      </fieldset>
      <Input
        aria-label={texts.reason}
        placeholder={texts.reason}
        value={reason}
        maxLength={1000}
        onChange={(event) => setReason(event.target.value)}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="button" size="sm" disabled={busy || chosen.length === 0} onClick={() => send({ roles: chosen })}>
          {texts.save}
        </Button>
        <Button
          type="button"
          size="sm"
          variant={disabled ? "outline" : "destructive"}
          disabled={busy}
          onClick={() => send({ disable: !disabled })}
        >
          {disabled ? texts.enable : texts.disable}
        </Button>
      </div>
    </div>
  );
}
