// Fills the banks table from the payouts vendor's directory: run daily by the jobs and on demand
// (`npm run banks:refresh`), never on a person's request. Banks are upserted by the vendor's code; a bank the
// vendor no longer lists is marked inactive, never deleted (old transactions name it). The whole list is
// written in one transaction, so a refresh that fails anywhere, in the fetch or the write, leaves the table
// as it was.
import "server-only";
import { OTHER_BANKS_POSITION, PRODUCT_BANKS, productPosition, type DirectoryBank } from "@/lib/banks";
import type { Database } from "@/server/platform";
import type { BankDirectoryProvider } from "@/server/money/ports/bank-directory-provider";
import { bankDirectoryProvider } from "@/server/vendors";
import { forgetBankDirectory } from "./bank-directory";

export type BankDirectoryRefresh = {
  provider: string;
  listed: number;
  added: number;
  changed: number;
  deactivated: number;
};

/** Thrown when the vendor's list cannot be trusted to replace the table's: nothing was written. */
export class BankDirectoryRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "BankDirectoryRefusedError";
  }
}

export async function refreshBankDirectory(
  db: Database,
  provider: BankDirectoryProvider = bankDirectoryProvider(),
): Promise<BankDirectoryRefresh> {
  const banks = await provider.listBanks();
  // A list without most of the country's largest banks is a broken answer, not news: keep what we have.
  const known = banks.filter((bank) => productPosition(bank.vendorCode) !== null).length;
  if (known < PRODUCT_BANKS.length / 2) {
    throw new BankDirectoryRefusedError(
      `${provider.name} listed ${banks.length} banks, ${known} of the product's ten: the table is left as it is.`,
    );
  }
  const column = <K extends keyof DirectoryBank>(key: K) => banks.map((bank) => bank[key]);
  const positions = banks.map((bank) => productPosition(bank.vendorCode) ?? OTHER_BANKS_POSITION);

  const [written, deactivated] = await db.$transaction([
    // One statement for the whole list; updated_at moves only for a bank that changed.
    db.$queryRaw<{ added: boolean; changed: boolean }[]>`
      INSERT INTO "banks" ("name", "slug", "vendor_code", "nip_code", "type", "nuban", "nuban_code", "active", "position")
      SELECT l.name, l.slug, l.vendor_code, l.nip_code, l.type::"bank_type", l.nuban, l.nuban_code, true, l.position
      FROM unnest(${column("name")}::text[], ${column("slug")}::text[], ${column("vendorCode")}::text[],
                  ${column("nipCode")}::text[], ${column("type")}::text[], ${column("nuban")}::boolean[],
                  ${column("nubanCode")}::text[], ${positions}::int[])
        AS l(name, slug, vendor_code, nip_code, type, nuban, nuban_code, position)
      ON CONFLICT ("vendor_code") DO UPDATE SET
        "name" = EXCLUDED."name", "slug" = EXCLUDED."slug", "nip_code" = EXCLUDED."nip_code",
        "type" = EXCLUDED."type", "nuban" = EXCLUDED."nuban", "nuban_code" = EXCLUDED."nuban_code",
        "active" = true, "position" = EXCLUDED."position", "updated_at" = CURRENT_TIMESTAMP
      WHERE ("banks"."name", "banks"."slug", "banks"."nip_code", "banks"."type", "banks"."nuban",
             "banks"."nuban_code", "banks"."active", "banks"."position")
        IS DISTINCT FROM (EXCLUDED."name", EXCLUDED."slug", EXCLUDED."nip_code", EXCLUDED."type",
             EXCLUDED."nuban", EXCLUDED."nuban_code", true, EXCLUDED."position")
      RETURNING (xmax = 0) AS added, (xmax <> 0) AS changed`,
    db.bank.updateMany({
      where: { active: true, vendorCode: { notIn: banks.map((bank) => bank.vendorCode) } },
      data: { active: false },
    }),
  ]);
  forgetBankDirectory(db);
  return {
    provider: provider.name,
    listed: banks.length,
    added: written.filter((row) => row.added).length,
    changed: written.filter((row) => row.changed).length,
    deactivated: deactivated.count,
  };
}
