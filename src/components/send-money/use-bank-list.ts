"use client";

import { useEffect, useState } from "react";
import { PRODUCT_BANKS, VEIL_WALLETS, type BankChoice } from "@/lib/banks";

/** What the screen can offer before the list arrives, or if it cannot be had: Veil, then the product's ten. */
const FIRST_BANKS: BankChoice[] = [
  VEIL_WALLETS,
  ...PRODUCT_BANKS.map(({ name, slug, nubanCode }) => ({ name, slug, nubanCode, phoneNumbers: false })),
];

/**
 * Veil itself (another Veil wallet, by phone number), then every bank a transfer can go to, fetched once the screen is up (about 700 names stay out of the page's first
 * load and its JavaScript). Until then, and if the fetch fails, the product's ten.
 */
export function useBankList(): { banks: BankChoice[]; complete: boolean } {
  const [list, setList] = useState<{ banks: BankChoice[]; complete: boolean }>({ banks: FIRST_BANKS, complete: false });
  useEffect(() => {
    let current = true;
    fetch("/api/banks", { credentials: "same-origin" })
      .then((response) => (response.ok ? response.json() : null))
      .then((body: { data?: { banks?: BankChoice[] } } | null) => {
        const banks = body?.data?.banks;
        if (current && Array.isArray(banks) && banks.length > 0) {
          setList({ banks: [VEIL_WALLETS, ...banks], complete: true });
        }
      })
      .catch(() => {});
    return () => {
      current = false;
    };
  }, []);
  return list;
}
