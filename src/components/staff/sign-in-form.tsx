"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { postJson } from "@/lib/http/post-json";

type Texts = { email: string; password: string; code: string; submit: string; signingIn: string; fallback: string };

/** The staff sign-in: email, password and the authenticator's code, all three every time. */
export function StaffSignInForm({ texts }: { texts: Texts }) {
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    try {
      await postJson("/api/staff/login", {
        email: String(form.get("email") ?? ""),
        password: String(form.get("password") ?? ""),
        code: String(form.get("code") ?? ""),
      });
      router.replace("/staff");
      router.refresh();
    } catch (caught) {
      setError((caught as Error).message || texts.fallback);
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
      <div className="flex flex-col gap-2">
        <Label htmlFor="staff-email">{texts.email}</Label>
        <Input id="staff-email" name="email" type="email" autoComplete="username" required />
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor="staff-password">{texts.password}</Label>
        <Input id="staff-password" name="password" type="password" autoComplete="current-password" required />
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor="staff-code">{texts.code}</Label>
        <Input
          id="staff-code"
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]{6}"
          maxLength={6}
          required
        />
      </div>
      {error && (
        <p role="alert" className="rounded-lg bg-destructive/10 p-3 text-sm text-destructive">
          {error}
        </p>
      )}
      <Button type="submit" disabled={busy}>
        {busy ? texts.signingIn : texts.submit}
      </Button>
    </form>
  );
}
