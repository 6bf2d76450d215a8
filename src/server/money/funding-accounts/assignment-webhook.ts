import "server-only";
import type { Database } from "@/server/platform";
import { assignEventData, toAssignedAccount } from "@/server/vendors";
import { recordAssignResult } from "./request-virtual-account";

export type AssignEventOutcome = "applied" | "not mine";

/**
 * dedicatedaccount.assign.success and .failed: Paystack's answer, later, to a request it took as pending. The
 * customer code finds the wallet. A replay records the same thing again; a failure never undoes an account
 * already assigned.
 */
export async function handleDedicatedAccountAssign(
  db: Database,
  data: unknown,
  outcome: "success" | "failed",
): Promise<AssignEventOutcome> {
  const parsed = assignEventData.safeParse(data);
  if (!parsed.success) return "not mine";
  const customerCode = parsed.data.customer.customer_code;
  const row = await db.virtualAccount.findUnique({
    where: { providerCustomerCode: customerCode },
    select: { id: true },
  });
  if (!row) return "not mine";
  const account = parsed.data.dedicated_account ? toAssignedAccount(parsed.data.dedicated_account, customerCode) : null;
  await recordAssignResult(
    db,
    row.id,
    outcome === "failed"
      ? { status: "failed", customerCode, reason: "Paystack could not assign the account." }
      : (account ?? { status: "pending", customerCode }),
  );
  return "applied";
}

export const handleDedicatedAccountAssignSuccess = (db: Database, data: unknown) =>
  handleDedicatedAccountAssign(db, data, "success");
export const handleDedicatedAccountAssignFailed = (db: Database, data: unknown) =>
  handleDedicatedAccountAssign(db, data, "failed");
