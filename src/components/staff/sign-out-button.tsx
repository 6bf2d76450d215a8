"use client";

import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { postJson } from "@/lib/http/post-json";

export function StaffSignOutButton({ label }: { label: string }) {
  const router = useRouter();
  return (
    <Button
      type="button"
      size="sm"
      variant="outline"
      onClick={async () => {
        await postJson("/api/staff/logout", {}).catch(() => undefined);
        router.replace("/staff/login");
        router.refresh();
      }}
    >
      {label}
    </Button>
  );
}
