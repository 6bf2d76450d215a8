import type { OAuthProvider } from "./go-to-provider";
import { GoogleMark } from "./google-mark";

/** The providers' own names: brand names, the same in every language. */
export const PROVIDER_NAMES: Record<OAuthProvider, string> = { google: "Google", facebook: "Facebook" };

/** Facebook's "f", in its blue, as its login branding asks buttons to show it. */
function FacebookMark() {
  return (
    <svg viewBox="0 0 24 24" className="size-4" aria-hidden>
      <path
        fill="#0866FF"
        d="M24 12.07C24 5.41 18.63 0 12 0S0 5.4 0 12.07C0 18.1 4.39 23.1 10.13 24v-8.44H7.08v-3.49h3.05V9.41c0-3.02 1.79-4.7 4.53-4.7 1.31 0 2.68.24 2.68.24v2.97h-1.5c-1.5 0-1.96.93-1.96 1.89v2.26h3.33l-.53 3.49h-2.8V24C19.62 23.1 24 18.1 24 12.07z"
      />
    </svg>
  );
}

export function ProviderMark({ provider }: { provider: OAuthProvider }) {
  return provider === "google" ? <GoogleMark /> : <FacebookMark />;
}
