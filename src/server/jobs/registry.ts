import "server-only";
import { payoutsProvider } from "@/server/providers/payouts";
import { cardsProvider } from "@/server/providers/cards";
import { settlePendingPayouts } from "@/server/transfers/payout-reconciler";
import { settlePendingTopUps } from "@/server/funding/top-up-reconciler";
import { assignPendingVirtualAccounts } from "@/server/funding-accounts/assign-pending-virtual-accounts";
import { refreshBankDirectory } from "@/server/banks/refresh-bank-directory";
import { DAY_MS, HOUR_MS, MINUTE_MS, SECOND_MS, type Job } from "./job";
import { sweepExpiredIdempotencyKeys } from "./sweeps/expired-idempotency-keys";
import { sweepLoginAttempts } from "./sweeps/login-attempts";
import { sweepAbandonedOnboardings } from "./sweeps/abandoned-onboardings";
import { deliverDueMessages } from "@/server/messages/deliver-outbox";
import { sweepMessages } from "@/server/messages/sweep-messages";
import { deliverDuePushes } from "@/server/push/deliver-pushes";
import { refreshAddressChecks } from "@/server/identity/upgrades/refresh-address-checks";
import { completeDueClosures } from "@/server/accounts/closure/complete-closures";
import { refreshDisplayRates } from "@/server/display-rates/refresh-display-rates";
import { sweepAnalyticsEvents } from "@/server/analytics/sweep-analytics-events";
import { buildQueuedStatements } from "@/server/statements/build-statement";
import { queueOwedPinLockAlerts } from "@/server/pin/lock-alerts";

/**
 * Every background job: its name (its row in scheduled_jobs), how often it runs, and what it does. A
 * long-running server's worker (src/server/jobs/worker.ts) and, on Vercel, the cron route
 * (src/app/api/cron/jobs/route.ts) run the due ones; a job's work is safe to run from both at once.
 */
export const JOBS: readonly Job[] = [
  {
    name: "settle-payouts",
    everyMs: 15 * SECOND_MS,
    run: (db, context) => settlePendingPayouts(db, payoutsProvider(db), context),
  },
  {
    name: "settle-card-charges",
    everyMs: 15 * SECOND_MS,
    run: (db, context) => settlePendingTopUps(db, cardsProvider(db), context),
  },
  { name: "deliver-messages", everyMs: 5 * SECOND_MS, run: deliverDueMessages },
  { name: "pin-lock-alerts", everyMs: 30 * SECOND_MS, run: queueOwedPinLockAlerts },
  { name: "deliver-pushes", everyMs: 5 * SECOND_MS, run: (db, context) => deliverDuePushes(db, context) },
  { name: "assign-virtual-accounts", everyMs: MINUTE_MS, run: (db) => assignPendingVirtualAccounts(db) },
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
