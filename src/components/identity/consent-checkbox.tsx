import * as React from "react";
import { Link } from "@/components/ui/link";

const POLICY = "Privacy Policy";

/**
 * The consent an identity check needs: a checkbox labelled with the exact words recorded on the server (its
 * "Privacy Policy" a link), and the refusal under it when it was left unticked.
 */
export function ConsentCheckbox({
  id,
  text,
  error,
  ...input
}: { id: string; text: string; error?: string } & Omit<React.ComponentProps<"input">, "id" | "type">) {
  const at = text.indexOf(POLICY);
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-start gap-3 rounded-lg border bg-muted/40 p-3">
        <input
          id={id}
          type="checkbox"
          className="mt-0.5 size-5 shrink-0 accent-primary"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...input}
        />
        <label htmlFor={id} className="text-xs leading-relaxed text-muted-foreground">
          {at < 0 ? (
            text
          ) : (
            <>
              {text.slice(0, at)}
              <Link href="/faq" className="font-medium text-primary underline-offset-2 hover:underline">
                {POLICY}
              </Link>
              {text.slice(at + POLICY.length)}
            </>
          )}
        </label>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
