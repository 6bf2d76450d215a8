/**
 * Confirmation of Payee: how close the name a sender expects is to the name the recipient's bank gives. Banks
 * write names their own way ("ADEBAYO OLUWASEUN T": surname first, capitals, an initial), and people write the
 * name they know ("Seun Adebayo"), so words are compared without case, accents, punctuation or order, a title
 * is not a word of the name, an initial stands for any word with its letter, and a short form at either end of a
 * longer name (Seun of Oluwaseun, Tunde of Babatunde, Ada of Adaeze) or one slip of a letter is close, not a match.
 */
export type PayeeGrade = "match" | "close" | "none";

/** Words that say who someone is, not their name. */
const TITLES = new Set([
  "mr",
  "mrs",
  "miss",
  "ms",
  "dr",
  "prof",
  "chief",
  "alhaji",
  "alhaja",
  "hajia",
  "pastor",
  "rev",
  "engr",
  "barr",
  "sir",
  "madam",
]);

function words(name: string): string[] {
  return name
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]/gu, " ")
    .split(/\s+/)
    .filter((word) => word && !TITLES.has(word));
}

/** At most one letter added, dropped or changed ("Chiomma" for "Chioma"), for words long enough to tell. */
function oneSlip(a: string, b: string): boolean {
  if (Math.min(a.length, b.length) < 4 || Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  let j = 0;
  let slips = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      i++;
      j++;
      continue;
    }
    if (++slips > 1) return false;
    if (a.length > b.length) i++;
    else if (b.length > a.length) j++;
    else {
      i++;
      j++;
    }
  }
  return slips + (a.length - i) + (b.length - j) <= 1;
}

type Fit = "exact" | "initial" | "near";

/** How one word the sender typed fits one word of the bank's name, if at all. */
function fit(typed: string, bank: string): Fit | null {
  if (typed === bank) return "exact";
  if ((typed.length === 1 && bank.startsWith(typed)) || (bank.length === 1 && typed.startsWith(bank))) return "initial";
  const [short, long] = typed.length <= bank.length ? [typed, bank] : [bank, typed];
  if (short.length >= 3 && (long.startsWith(short) || long.endsWith(short))) return "near";
  return oneSlip(typed, bank) ? "near" : null;
}

/**
 * The grade: a match when every word typed is a word of the bank's name (or an initial of one) and at least two
 * whole words agree, or all of a one-word name; close when a word agrees or nearly agrees and every word typed
 * fits one of the bank's, or two do; else none.
 */
export function gradePayee(expected: string, bankName: string): PayeeGrade {
  const typed = words(expected);
  const bank = words(bankName);
  if (typed.length === 0 || bank.length === 0) return "none";
  const free = [...bank];
  const fits: Fit[] = [];
  // Exact words first, so "Ada Ada" cannot take one bank word twice and an initial does not take a whole name.
  for (const kind of ["exact", "initial", "near"] as const) {
    for (let index = 0; index < typed.length; index++) {
      if (fits[index]) continue;
      const at = free.findIndex((word) => fit(typed[index]!, word) === kind);
      if (at < 0) continue;
      fits[index] = kind;
      free.splice(at, 1);
    }
  }
  const exact = fits.filter((kind) => kind === "exact").length;
  const everyWordFits = typed.every((_, index) => fits[index] === "exact" || fits[index] === "initial");
  if (everyWordFits && (exact >= 2 || (exact === 1 && bank.length === 1))) return "match";
  const fitting = typed.filter((_, index) => fits[index] !== undefined).length;
  const agrees = fits.some((kind) => kind === "exact" || kind === "near");
  // One name right and another that is none of the bank's ("Ngozi Balogun" for NGOZI HAUWA OKONKWO) is the
  // wrong person more often than not: close needs every word to fit, or two of them.
  return agrees && (fitting === typed.length || fitting >= 2) ? "close" : "none";
}
