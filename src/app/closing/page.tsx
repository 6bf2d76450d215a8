import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { PageFrame } from "@/components/frame/page-frame";
import { ClosingScreen } from "@/components/closure/closing-screen";
import { requireUser, orUnavailableNotice } from "@/server/web";
import { closureOf } from "@/server/support";
import { db } from "@/server/db";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("closure.screen"))("cancel") };
}

// Where every signed-in page sends an account in its cooling-off ((wallet)/layout.tsx): outside that group, so
// it is not sent here again. Without a pending closure there is nothing to show.
export default orUnavailableNotice(async function ClosingPage() {
  const user = await requireUser();
  const closure = await closureOf(db, user.id);
  if (closure?.status !== "PENDING") redirect("/dashboard");
  return (
    <PageFrame>
      <div className="mx-auto flex w-full max-w-md flex-col px-4 py-10">
        <ClosingScreen requestedAt={closure.requestedAt.toISOString()} closesAt={closure.closesAt.toISOString()} />
      </div>
    </PageFrame>
  );
});
