// The banks a person may choose, read from the banks table. The table changes once a day, so each server
// process keeps the active list for a few minutes instead of asking the database on every name enquiry and
// transfer; a refresh in this process forgets it at once.
import "server-only";
import { numbersByPhone, type DirectoryBank } from "@/lib/banks";
import type { Database } from "@/server/platform";

/** How long a process keeps the list: a refresh elsewhere reaches every process within this. */
const KEPT_FOR_MS = 5 * 60_000;

export type ListedBank = DirectoryBank & { position: number; phoneNumbers: boolean };

type Directory = { banks: ListedBank[]; byName: Map<string, ListedBank>; byCode: Map<string, ListedBank> };

const kept = new WeakMap<object, { at: number; directory: Promise<Directory> }>();

async function load(db: Database): Promise<Directory> {
  const rows = await db.bank.findMany({
    where: { active: true },
    orderBy: [{ position: "asc" }, { name: "asc" }],
    select: {
      name: true,
      slug: true,
      vendorCode: true,
      nipCode: true,
      type: true,
      nuban: true,
      nubanCode: true,
      position: true,
    },
  });
  const banks = rows.map((row) => ({ ...row, phoneNumbers: numbersByPhone(row) }));
  return {
    banks,
    byName: new Map(banks.map((bank) => [bank.name, bank])),
    byCode: new Map(banks.map((bank) => [bank.vendorCode, bank])),
  };
}

function directory(db: Database, now = Date.now()): Promise<Directory> {
  const entry = kept.get(db);
  if (entry && now - entry.at < KEPT_FOR_MS) return entry.directory;
  const loading = load(db);
  kept.set(db, { at: now, directory: loading });
  // A failed read is not kept: the next caller asks again.
  loading.catch(() => kept.get(db)?.directory === loading && kept.delete(db));
  return loading;
}

/** Every active bank: the product's ten in its order, then the rest by name. */
export async function activeBanks(db: Database): Promise<ListedBank[]> {
  return (await directory(db)).banks;
}

/** The active bank with this name, exactly as the list shows it. */
export async function bankByName(db: Database, name: string): Promise<ListedBank | undefined> {
  return (await directory(db)).byName.get(name);
}

/** The active bank with this vendor code. */
export async function bankByVendorCode(db: Database, code: string): Promise<ListedBank | undefined> {
  return (await directory(db)).byCode.get(code);
}

/** Drops this process's copy, so the next read sees the table as it is now. */
export function forgetBankDirectory(db: Database): void {
  kept.delete(db);
}
