// Every signed-in page: when the database cannot be reached, the page says so in its server-rendered HTML
// (what happened, that the money is safe, a way to try again) instead of failing the render with a 500.
import { UnavailableNotice } from "@/components/frame/unavailable-notice";
import { whenDatabaseUnavailable } from "@/server/platform";
import { getSessionUser } from "@/server/web";
import { isClosing } from "@/server/support";
import { redirect } from "next/navigation";
import { DisplayRateProvider } from "@/components/money/display-rate-context";
import { PageViews } from "@/components/analytics/page-views";
import { cachedDisplayRate } from "@/server/money";
import { db } from "@/server/db";

const UNAVAILABLE = Symbol("database unavailable");

export default async function WalletLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  // The session is the first thing every signed-in page reads; React's cache hands the pages the same answer.
  const user = await getSessionUser().catch(whenDatabaseUnavailable(UNAVAILABLE));
  if (user === UNAVAILABLE) return <UnavailableNotice />;
  const closing = user ? await isClosing(db, user.id).catch(whenDatabaseUnavailable(UNAVAILABLE)) : false;
  if (closing === UNAVAILABLE) return <UnavailableNotice />;
  if (closing) redirect("/closing");
  // The approximate equivalent beside naira (Settings › Preferences › Default currency), from the stored rate.
  const rate = user ? await cachedDisplayRate(db, user.appearance.currency).catch(() => null) : null;
  return (
    <DisplayRateProvider rate={rate}>
      <PageViews />
      {children}
    </DisplayRateProvider>
  );
}
