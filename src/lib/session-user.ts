/** What the frame and screens know of the signed-in person (spec section 3: Session user). */
export type SessionUser = {
  fullName: string;
  phoneNumber: string;
  email?: string | null;
};
