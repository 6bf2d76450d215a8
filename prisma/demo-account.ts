/** The demo account every embedded database starts with (README: "The demo account"). */
export const DEMO_ACCOUNT = {
  /** Typed after the +234 prefix on the login screen. */
  phoneDigits: "8012345678",
  phoneNumber: "+2348012345678",
  password: "VeilDemo2026",
  /** The transaction PIN every transfer and card top-up asks for. */
  pin: "1357",
  fullName: "Adaeze Okafor",
  email: "adaeze@demo.veil.ng",
  walletId: "VL4821937560",
} as const;
