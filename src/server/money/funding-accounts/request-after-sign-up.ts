import "server-only";
import { after } from "next/server";
import type { Database } from "@/server/platform";
import { fundingProvider } from "@/server/vendors";
import { requestVirtualAccount } from "./request-virtual-account";

/**
 * Asks for a new wallet's account number once the sign-up's answer is sent: never in its way, and a failure
 * only leaves the account pending for the job. Outside a request (a script, a test) it runs at once.
 */
export function requestVirtualAccountAfterSignUp(db: Database, userId: string): void {
  const task = () =>
    requestVirtualAccount(db, fundingProvider(db), userId).catch((error) => {
      console.error("Virtual account not assigned at sign-up:", error instanceof Error ? error.name : "unknown");
    });
  try {
    after(task);
  } catch {
    void task();
  }
}
