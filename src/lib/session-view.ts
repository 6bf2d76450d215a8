/** A signed-in session as Settings › Security › Devices shows it (GET /api/account/sessions). */
export type SessionView = {
  id: string;
  /** "Chrome on Android". */
  device: string;
  /** "Lagos, Nigeria", or null: the screen says "Unknown". */
  place: string | null;
  signedInAt: string;
  lastSeenAt: string;
  /** The session this request was made with: "This device". */
  current: boolean;
};
