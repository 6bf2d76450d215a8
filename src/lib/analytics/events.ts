// What usage analytics may record: a closed list of route patterns and flow steps, checked by the browser
// before it sends and by the server before it stores. A closed list is how "never an id, an amount, a name or
// a number" holds: nothing outside it can be written, whatever a client sends.

/** The signed-in screens, by route pattern: a transaction's page is "/transaction/[id]", never its id. */
export const ANALYTICS_ROUTES = [
  "/dashboard",
  "/send-money",
  "/add-money",
  "/add-money/return",
  "/transactions",
  "/transaction/[id]",
  "/profile",
  "/cards",
  "/beneficiaries",
  "/balance",
  "/settings",
  "/limits",
] as const;
export type AnalyticsRoute = (typeof ANALYTICS_ROUTES)[number];

/** The steps of the two money flows, as their screens name them. */
export const FLOW_STEPS = {
  "send-money": ["recipient", "amount", "confirm", "success"],
  "add-money": ["form", "processing", "bank", "success"],
} as const;
export type Flow = keyof typeof FLOW_STEPS;
export type FlowStep<F extends Flow> = (typeof FLOW_STEPS)[F][number];

export const PAGE_VIEW = "page_view";

/** A browser's random analytics id: 24 lowercase letters (about 113 bits), never digits a scanner could take for a number. */
export const DEVICE_ID_PATTERN = /^[a-z]{24}$/;

/** A new random device id from 24 uniformly drawn letters (rejection sampling keeps every letter equally likely). */
export function newDeviceId(
  random: (bytes: Uint8Array) => Uint8Array = (bytes) => crypto.getRandomValues(bytes),
): string {
  let id = "";
  while (id.length < 24) {
    for (const byte of random(new Uint8Array(32))) {
      if (byte < 234 && id.length < 24) id += String.fromCharCode(97 + (byte % 26)); // 234 = 9 × 26
    }
  }
  return id;
}

/** Every event name: a page view, or "<flow>:<step>" such as "send-money:confirm". */
export const ANALYTICS_EVENT_NAMES: readonly string[] = [
  PAGE_VIEW,
  ...Object.entries(FLOW_STEPS).flatMap(([flow, steps]) => steps.map((step) => `${flow}:${step}`)),
];

/** A path's route pattern ("/transaction/5f0c…" -> "/transaction/[id]"), or null for a screen not listed. */
export function routePattern(pathname: string): AnalyticsRoute | null {
  const segments = pathname.split("?")[0]!.replace(/\/+$/, "").split("/");
  return (
    ANALYTICS_ROUTES.find((route) => {
      const parts = route.split("/");
      return (
        parts.length === segments.length &&
        parts.every((part, index) => (part.startsWith("[") ? segments[index] !== "" : part === segments[index]))
      );
    }) ?? null
  );
}
