import "server-only";
import type { Database, Tx } from "@/server/platform";
import type { ChargeAction, ChargeActionType } from "@/server/money/ports/cards-provider";

/** While a submitted value is with the bank: a second submission waits for the first. */
const SUBMITTING = "submitting";
const DONE = "done";
const WAITING: readonly string[] = ["send_pin", "send_otp", "send_phone", "send_birthday", "open_url"];

/** Records what the bank now waits for. */
export async function recordAction(db: Database | Tx, transactionId: number, action: ChargeAction): Promise<void> {
  const fields = {
    action: action.type,
    displayText: "displayText" in action ? (action.displayText ?? null) : null,
    url: action.type === "open_url" ? action.url : null,
  };
  await db.cardChargeStep.upsert({ where: { transactionId }, create: { transactionId, ...fields }, update: fields });
}

/** The step the bank waits for, or null when it waits for nothing (or has decided). */
export async function currentAction(db: Database | Tx, transactionId: number): Promise<ChargeAction | null> {
  const step = await db.cardChargeStep.findUnique({ where: { transactionId } });
  if (!step || !WAITING.includes(step.action)) return null;
  if (step.action === "open_url") return { type: "open_url", url: step.url ?? "" };
  if (step.action === "send_pin") return { type: "send_pin" };
  return {
    type: step.action as Exclude<ChargeActionType, "open_url" | "send_pin">,
    ...(step.displayText ? { displayText: step.displayText } : {}),
  };
}

/**
 * Takes the step `type` for one submission: true when it was due and is now this request's, false when it is
 * not due (already answered, or another submission holds it). The update is conditional, so of two
 * submissions of the same PIN one reaches the bank.
 */
export async function claimStep(db: Database, transactionId: number, type: ChargeActionType): Promise<boolean> {
  const taken = await db.cardChargeStep.updateMany({
    where: { transactionId, action: type },
    data: { action: SUBMITTING },
  });
  return taken.count === 1;
}

/** True while another submission for this top-up is with the bank. */
export async function isSubmitting(db: Database, transactionId: number): Promise<boolean> {
  const step = await db.cardChargeStep.findUnique({ where: { transactionId }, select: { action: true } });
  return step?.action === SUBMITTING;
}

/** Gives a claimed step back when the bank could not be reached, so the person can try again. */
export async function releaseStep(db: Database, transactionId: number, type: ChargeActionType): Promise<void> {
  await db.cardChargeStep.updateMany({ where: { transactionId, action: SUBMITTING }, data: { action: type } });
}

/** The bank has decided: nothing more is asked of the person. */
export async function finishSteps(db: Database | Tx, transactionId: number): Promise<void> {
  await db.cardChargeStep.updateMany({ where: { transactionId }, data: { action: DONE } });
}

/** A submission the bank answered without a new step (pending, or decided): nothing is asked any more. */
export async function endSubmission(db: Database, transactionId: number): Promise<void> {
  await db.cardChargeStep.updateMany({ where: { transactionId, action: SUBMITTING }, data: { action: DONE } });
}
