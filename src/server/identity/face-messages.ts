import type { FaceFailure } from "@/server/identity/ports/identity-provider";
import { phrase, type Phrase } from "@/i18n/phrase";

/** Why a selfie failed, as the person reads it under "Biometric Verification Failed: Please try again." */
export const FACE_MESSAGES: Record<FaceFailure, Phrase> = {
  "no-face": phrase("serverErrors.faceNotFound"),
  "many-faces": phrase("serverErrors.faceMany"),
  "not-same-person": phrase("serverErrors.faceNotSamePerson"),
  "not-live": phrase("serverErrors.faceNotLive"),
};
