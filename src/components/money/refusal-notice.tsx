import type { ReactNode } from "react";

/** Why the last try moved nothing: its title, the reason, and what to try next. */
export type Refusal = { title: string; message: string; next?: string };

/**
 * A refusal that stays on the step until the person changes something (a toast would be gone by the time they
 * read it): Add Money's card form, Send Money's Confirm and Card to Account's card step.
 */
export function RefusalNotice({
  refusal,
  action,
  testId = "refusal",
}: {
  refusal: Refusal;
  /** The way on, when there is one (another recipient, a bank transfer instead). */
  action?: ReactNode;
  testId?: string;
}) {
  return (
    <div
      className="flex flex-col gap-1 rounded-xl border border-destructive/40 bg-destructive/5 px-4 py-3 text-sm"
      data-testid={testId}
      role="alert"
    >
      <p className="font-semibold text-destructive">{refusal.title}</p>
      <p>{refusal.message}</p>
      {refusal.next && <p className="text-muted-foreground">{refusal.next}</p>}
      {action && <div className="mt-2">{action}</div>}
    </div>
  );
}
