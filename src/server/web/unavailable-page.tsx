import type { ReactNode } from "react";
import { UnavailableNotice } from "@/components/frame/unavailable-notice";
import { isDatabaseUnavailable, reportDatabaseUnavailable } from "@/server/platform";

/**
 * A page, or the notice that Veil is briefly unavailable when the database stops answering while the page
 * loads its data. A server component that throws makes Next answer 500 with its error page, and render the
 * root layout again (a second wait on the stalled database); the notice answers with the page's own status.
 * Every other error, Next's redirects and not-founds included, passes through.
 */
export function orUnavailableNotice<Props>(page: (props: Props) => Promise<ReactNode>) {
  return async function PageOrNotice(props: Props): Promise<ReactNode> {
    try {
      return await page(props);
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      reportDatabaseUnavailable(error);
      return <UnavailableNotice />;
    }
  };
}
