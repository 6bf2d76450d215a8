// The port to a vendor's bank directory: every institution its transfers can reach, with the codes its own
// calls take. Read only by the daily refresh (src/server/money/banks/refresh-bank-directory.ts), never on a
// person's request: the send screen reads the banks table.
import type { DirectoryBank } from "@/lib/banks";

export type { DirectoryBank } from "@/lib/banks";

export interface BankDirectoryProvider {
  readonly name: string;
  /** Every bank the vendor lists now. Throws when the list cannot be had whole: a part is never an answer. */
  listBanks(): Promise<DirectoryBank[]>;
}
