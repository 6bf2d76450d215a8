/** What the frame and screens know of the signed-in person (GET /api/auth/me's data.user). */
export type SessionUser = {
  fullName: string;
  phoneNumber: string;
  email?: string | null;
};

/** Only these fields leave the server: never a user's id, session version or anything else it holds. */
export function toSessionUser(user: SessionUser): SessionUser {
  return { fullName: user.fullName, phoneNumber: user.phoneNumber, email: user.email ?? null };
}
