/** The marketing links (docs/product.md, The frame around every page), in the desktop header and the drawer. */
export const PUBLIC_LINKS = [
  { href: "/", label: "Home" },
  { href: "/features", label: "Features" },
  { href: "/how-it-works", label: "How It Works" },
  { href: "/faq", label: "FAQ" },
] as const;

/** Extra drawer links for a signed-in user. */
export const ACCOUNT_LINKS = [
  { href: "/dashboard", label: "Dashboard" },
  { href: "/transactions", label: "Transactions" },
  { href: "/profile", label: "Profile" },
  { href: "/settings", label: "Settings" },
] as const;
