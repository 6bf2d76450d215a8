import type { Metadata } from "next";
import { PageFrame } from "@/components/frame/page-frame";
import { LimitsScreen } from "@/components/identity/limits-screen";
import { identityStatus, identityStatusJson } from "@/server/identity/upgrades/identity-status";
import { requireUser } from "@/server/session";
import { db } from "@/server/db";

export const metadata: Metadata = { title: "Raise your limits" };

export default async function LimitsPage() {
  const user = await requireUser();
  const status = identityStatusJson(await identityStatus(db, user.id));
  return (
    <PageFrame backHref="/dashboard" title="Limits" hideNavLinks showTabs>
      <div className="mx-auto flex w-full max-w-xl flex-col gap-5 px-4 py-6 md:py-10">
        <LimitsScreen initial={status} />
      </div>
    </PageFrame>
  );
}
