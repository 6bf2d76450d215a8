import "server-only";
import { payoutsProvider, cardsProvider } from "@/server/vendors";
import {
  settlePendingPayouts,
  sendChargedCardPayments,
  settlePendingTopUps,
  assignPendingVirtualAccounts,
  refreshBankDirectory,
  refreshDisplayRates,
  requeryDeposits,
  reconcileYesterday,
  releaseFittingHeldDeposits,
  noticeLongPending,
  settleHeldReturns,
  tellSandboxReturns,
} from "@/server/money";
import {
  DAY_MS,
  HOUR_MS,
  MINUTE_MS,
  SECOND_MS,
  type Job,
  sweepExpiredIdempotencyKeys,
  sweepAnalyticsEvents,
} from "@/server/platform";
import { sweepLoginAttempts, queueOwedPinLockAlerts } from "@/server/auth";
import { sweepAbandonedOnboardings, refreshAddressChecks } from "@/server/identity";
import { deliverDueMessages, sweepMessages, deliverDuePushes } from "@/server/notify";
import { completeDueClosures } from "@/server/support";
import { buildQueuedStatements } from "@/server/documents";

/**
 * Every background job: its name (its row in scheduled_jobs), how often it runs, and what it does. A
 * long-running server's worker (src/server/platform/jobs/worker.ts) and, on Vercel, the cron route
 * (src/app/api/cron/jobs/route.ts) run the due ones; a job's work is safe to run from both at once.
 */
export const JOBS: readonly Job[] = [
  {
    name: "settle-payouts",
    everyMs: 15 * SECOND_MS,
    // Card to Account payments whose card was charged but whose transfer has not gone first, then the payouts.
    run: async (db, context) => {
      const payouts = payoutsProvider(db);
      const sent = await sendChargedCardPayments(db, payouts, context);
      const settled = await settlePendingPayouts(db, payouts, context);
      // Held deposits operations sent back to their senders, whose answer was lost.
      return sent + settled + (await settleHeldReturns(db, payouts, context));
    },
  },
  // The payouts sandbox's banks returning 777 transfers, told as Paystack's webhook tells it (docs/sandbox.md).
  { name: "sandbox-payout-returns", everyMs: 5 * SECOND_MS, run: (db) => tellSandboxReturns(db) },
  {
    name: "settle-card-charges",
    everyMs: 15 * SECOND_MS,
    run: (db, context) => settlePendingTopUps(db, cardsProvider(db), context),
  },
  { name: "deliver-messages", everyMs: 5 * SECOND_MS, run: deliverDueMessages },
  { name: "pin-lock-alerts", everyMs: 30 * SECOND_MS, run: queueOwedPinLockAlerts },
  { name: "deliver-pushes", everyMs: 5 * SECOND_MS, run: (db, context) => deliverDuePushes(db, context) },
  // What has been pending a day (a payout, a top-up, an account number): the person told in words, once, and
  // for money a case opened by itself.
  { name: "pending-notices", everyMs: 15 * SECOND_MS, run: noticeLongPending },
  // Room for held money appears when a person spends; a tier rise releases at once without waiting for this.
  { name: "release-held-deposits", everyMs: MINUTE_MS, run: releaseFittingHeldDeposits },
  { name: "assign-virtual-accounts", everyMs: MINUTE_MS, run: (db) => assignPendingVirtualAccounts(db) },
  // A deposit whose charge.success never came is credited from the provider's list within the hour.
  { name: "requery-deposits", everyMs: 20 * MINUTE_MS, run: (db) => requeryDeposits(db) },
  // Hourly, so yesterday's run follows Lagos midnight within the hour and a provider that was down is asked again.
  { name: "reconcile-yesterday", everyMs: HOUR_MS, run: (db) => reconcileYesterday(db) },
  { name: "refresh-bank-directory", everyMs: DAY_MS, run: (db) => refreshBankDirectory(db) },
  { name: "sweep-idempotency-keys", everyMs: HOUR_MS, run: sweepExpiredIdempotencyKeys },
  { name: "sweep-login-attempts", everyMs: HOUR_MS, run: sweepLoginAttempts },
  { name: "sweep-abandoned-onboardings", everyMs: HOUR_MS, run: sweepAbandonedOnboardings },
  { name: "sweep-messages", everyMs: HOUR_MS, run: sweepMessages },
  { name: "refresh-address-checks", everyMs: 10 * MINUTE_MS, run: (db, context) => refreshAddressChecks(db, context) },
  { name: "complete-account-closures", everyMs: HOUR_MS, run: completeDueClosures },
  // The source publishes once a day; every six hours, so a day it was down is made up within hours.
  { name: "refresh-display-rates", everyMs: 6 * HOUR_MS, run: (db) => refreshDisplayRates(db) },
  { name: "sweep-analytics-events", everyMs: DAY_MS, run: sweepAnalyticsEvents },
  { name: "build-statements", everyMs: 5 * SECOND_MS, run: (db, context) => buildQueuedStatements(db, context) },
];
