import "server-only";
import type { Database } from "@/server/platform";
import { receiveSandboxEvent } from "@/server/money/webhooks/paystack-webhook";
import { sandboxPayouts } from "@/server/vendors";

/**
 * Sandbox only: a transfer to a serial starting 777 succeeds, and about half a minute later its bank returns it.
 * Paystack tells of a return only by its signed transfer.reversed webhook (nobody asks about a transfer that
 * succeeded), so the sandbox writes that event and it goes through the webhook's own door: the person sees
 * Reversed and gets their money back, once. A job, so whichever server runs it tells each return; one whose
 * delivery fails stays due and is told on the next run.
 */
export async function tellSandboxReturns(db: Database, sandbox = sandboxPayouts(db)): Promise<number> {
  if (!sandbox) return 0;
  let told = 0;
  for (const event of await sandbox.dueReturns()) {
    await receiveSandboxEvent(db, event);
    await sandbox.returnTold(event.data.reference);
    told += 1;
  }
  return told;
}
