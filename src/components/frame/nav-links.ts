/**
 * The marketing links (docs/product.md, The frame around every page), in the desktop header and the drawer;
 * `name` is the link's text in the `frame.nav` namespace.
 */
export const PUBLIC_LINKS = [
  { href: "/", name: "home" },
  { href: "/features", name: "features" },
  { href: "/how-it-works", name: "howItWorks" },
  { href: "/faq", name: "faq" },
] as const;

/** Where Home leads: the landing page, or, signed in, the wallet (as the sidebar's and the tab bar's Home do). */
export function homeHref(signedIn: boolean): "/" | "/dashboard" {
  return signedIn ? "/dashboard" : "/";
}

/** Extra drawer links for a signed-in user. */
export const ACCOUNT_LINKS = [
  { href: "/dashboard", name: "dashboard" },
  { href: "/transactions", name: "transactions" },
  { href: "/beneficiaries", name: "beneficiaries" },
  { href: "/profile", name: "profile" },
  { href: "/settings", name: "settings" },
] as const;
