import type { FaceFailure } from "@/server/identity/ports/identity-provider";

/** Why a selfie failed, as the person reads it under "Biometric Verification Failed: Please try again." */
export const FACE_MESSAGES: Record<FaceFailure, string> = {
  "no-face": "We couldn't see a face in the photo. Face the camera in good light and try again.",
  "many-faces": "There is more than one face in the photo. Make sure only you are in it.",
  "not-same-person": "The face in the photo doesn't match the photo on your identity record.",
  "not-live": "We couldn't confirm a live person. Take the photo yourself, not a photo of a photo or a screen.",
};
