"use client";

import * as React from "react";
import { toast } from "@/components/ui/toast";
import { Link } from "@/components/ui/link";
import { Button } from "@/components/ui/button";
import { CodeDelivery } from "@/components/codes/code-delivery";
import { CodeForm } from "@/components/two-factor/code-form";
import { IDENTITY_LINKED, type CodeSent, type VerifiedIdentity } from "@/lib/schemas/onboarding";
import { messageOr, postJson } from "@/lib/http/post-json";
import { StepHeading } from "./step-heading";

export type Method = "bvn" | "phone";

/** Where the code went, as the screen says it: "the phone number linked to your BVN (ending 78)". */
export function codeDestination(method: Method, phoneEnding: string): string {
  return method === "bvn"
    ? `the phone number linked to your BVN (ending ${phoneEnding})`
    : `your phone number (ending ${phoneEnding})`;
}

/**
 * Step 1's second screen: the 6-digit code sent to the phone number on the identity's record. The right code
 * releases the record's name, date of birth and address; a wrong one says how many tries are left.
 */
export function CodeScreen({
  method,
  sent,
  onVerified,
  onBack,
}: {
  method: Method;
  sent: CodeSent;
  onVerified: (identity: VerifiedIdentity) => void;
  onBack: () => void;
}) {
  const destination = codeDestination(method, sent.phoneEnding);
  const [linked, setLinked] = React.useState(false);

  const check = async (code: string) => {
    toast.dismiss();
    try {
      const answer = await postJson<{ data: VerifiedIdentity }>("/api/verify/code", { code });
      onVerified(answer.data);
    } catch (error) {
      const message = messageOr(error, "Check the code and try again.");
      // The right code, for someone who already banks with Veil: the way forward is to log in.
      if (message === IDENTITY_LINKED) {
        setLinked(true);
        return;
      }
      toast.error("Code not accepted", { description: message });
      throw new Error(message);
    }
  };

  if (linked) {
    return (
      <div className="flex flex-col gap-5">
        <StepHeading
          title="You already have a Veil account"
          description={`${IDENTITY_LINKED} Log in with the phone number and password you chose, or reset your password if you've forgotten it.`}
        />
        <Button asChild size="lg">
          <Link href="/login">Log In</Link>
        </Button>
        <Button asChild variant="outline" size="lg">
          <Link href="/forgot-password">Forgot password?</Link>
        </Button>
      </div>
    );
  }

  const resend = async (): Promise<string | null> => {
    try {
      const answer = await postJson<{ data: CodeSent }>("/api/verify/code/resend");
      toast.success("Code sent", { description: `We sent a new code to ${destination}.` });
      return answer.data.messageId;
    } catch (error) {
      toast.error("Code not sent", { description: messageOr(error, "Please wait a moment, then resend.") });
      return null;
    }
  };

  return (
    <div className="flex flex-col gap-5">
      <StepHeading
        title="Enter the code"
        description={`A 6-digit code is on its way to ${destination}. It works for 10 minutes and 5 tries.`}
      />
      <CodeForm
        id="identityCode"
        label="6-digit code"
        submitLabel="Verify & Continue"
        busyLabel="Verifying..."
        onSubmit={check}
      >
        <CodeDelivery messageId={sent.messageId} phoneHint={destination} onResend={resend} />
      </CodeForm>
      <Button type="button" variant="outline" size="lg" onClick={onBack}>
        Use a different number
      </Button>
    </div>
  );
}
