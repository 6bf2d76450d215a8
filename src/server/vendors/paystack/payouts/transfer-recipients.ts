import "server-only";
import type { Database } from "@/server/platform";

type Account = { bankCode: string; accountNumber: string };

/** The vendor's recipient code for this bank and account, if one was made before. */
export async function findRecipientCode(db: Database, provider: string, account: Account): Promise<string | null> {
  const row = await db.transferRecipient.findUnique({
    where: { provider_bankCode_accountNumber: { provider, ...account } },
    select: { recipientCode: true },
  });
  return row?.recipientCode ?? null;
}

/**
 * Keeps a recipient code, once per bank and account: of two first transfers to an account made at the same
 * moment, both insert and one row stays. Returns the code kept, which every later transfer uses.
 */
export async function keepRecipientCode(
  db: Database,
  provider: string,
  account: Account,
  recipientCode: string,
): Promise<string> {
  const rows = await db.$queryRaw<{ recipient_code: string }[]>`
    INSERT INTO "transfer_recipients" ("id", "provider", "bank_code", "account_number", "recipient_code")
    VALUES (gen_random_uuid(), ${provider}, ${account.bankCode}, ${account.accountNumber}, ${recipientCode})
    ON CONFLICT ("provider", "bank_code", "account_number")
      DO UPDATE SET "provider" = EXCLUDED."provider"
    RETURNING "recipient_code"`;
  return rows[0]!.recipient_code;
}

/** Forgets a recipient code the vendor no longer accepts, so the next transfer to the account makes a new one. */
export async function forgetRecipientCode(db: Database, provider: string, account: Account): Promise<void> {
  await db.transferRecipient.deleteMany({ where: { provider, ...account } });
}
