import "server-only";
import { cookies } from "next/headers";
import type { Database } from "@/server/platform";
import type { VerifiedIdentity } from "@/lib/schemas/onboarding";
import { onboardingCookieName, openOnboarding } from "./onboarding-cookie";
import { loadOnboarding } from "./onboarding-state";
import { presentIdentity } from "./onboarding-identity";

/** Where a reloaded onboarding picks up: the step to show, and what the earlier steps found. */
export type OnboardingProgress = {
  step: 2 | 3;
  identity: VerifiedIdentity;
  selfieMatched: boolean;
};

/**
 * What the server holds for this browser's onboarding cookie, read only: a reload shows the step the person
 * was on instead of asking for the BVN check and the selfie again. Null when there is nothing to resume (no
 * cookie, an expired or altered one, or a wallet already made from it).
 */
export async function onboardingProgress(db: Database): Promise<OnboardingProgress | null> {
  const onboardingId = openOnboarding((await cookies()).get(onboardingCookieName())?.value);
  if (!onboardingId) return null;
  const state = await loadOnboarding(db, onboardingId);
  if (!state.identity || state.finished) return null;
  // As the code released it; an onboarding still waiting for its code has nothing to resume.
  return { step: state.profile ? 3 : 2, identity: presentIdentity(state.identity), selfieMatched: state.selfieMatched };
}
