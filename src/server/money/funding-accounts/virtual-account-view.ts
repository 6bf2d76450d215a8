import "server-only";
import { type Database, sandboxOpenTo } from "@/server/platform";
import { fundingIsSandbox, fundingProvider } from "@/server/vendors";
import { requestVirtualAccount } from "./request-virtual-account";

export type VirtualAccountView =
  | { status: "assigned"; bankName: string; accountNumber: string; accountName: string }
  | { status: "pending" }
  | { status: "failed" };

/**
 * The person's own account number as the Bank Transfer tab shows it. A wallet without one yet asks the vendor
 * now (the job would otherwise, later); a vendor that cannot be reached leaves it being set up. `simulate`:
 * whether this request may use the sandbox's Simulate a transfer (the route's own rule).
 */
export async function virtualAccountFor(
  db: Database,
  userId: string,
  requestHeaders: Headers,
): Promise<{ account: VirtualAccountView; simulate: boolean }> {
  let row = await db.virtualAccount.findUnique({ where: { userId } });
  if (row?.status !== "ASSIGNED") {
    try {
      await requestVirtualAccount(db, fundingProvider(db), userId);
    } catch (error) {
      console.error("Virtual account not assigned yet:", error instanceof Error ? error.name : "unknown");
    }
    row = await db.virtualAccount.findUnique({ where: { userId } });
  }
  const assigned = row && assignedView(row);
  const account: VirtualAccountView = assigned
    ? { status: "assigned", ...assigned }
    : { status: row?.status === "FAILED" ? "failed" : "pending" };
  return { account, simulate: fundingIsSandbox() && sandboxOpenTo(requestHeaders) };
}

type AssignedAccount = { bankName: string; accountNumber: string; accountName: string };

function assignedView(row: {
  status: string;
  bankName: string | null;
  accountNumber: string | null;
  accountName: string | null;
}): AssignedAccount | null {
  if (row.status !== "ASSIGNED" || !row.accountNumber) return null;
  return { bankName: row.bankName ?? "", accountNumber: row.accountNumber, accountName: row.accountName ?? "" };
}

/** The person's own account number if it is assigned, for the home screen: no vendor is asked from here. */
export async function assignedAccount(db: Database, userId: string): Promise<AssignedAccount | null> {
  const row = await db.virtualAccount.findUnique({ where: { userId } });
  return row && assignedView(row);
}
