import * as React from "react";
import { useTranslations } from "next-intl";
import { Link } from "@/components/ui/link";
import { CONSENT_KEYS, type ConsentPurpose } from "@/lib/identity-consent";
import { useSay } from "@/components/forms/use-say";

/**
 * The consent an identity check needs: a checkbox labelled with the words the server records for its purpose, in
 * the page's language (the Privacy Policy's name in them a link), and the refusal under it when left unticked.
 */
export function ConsentCheckbox({
  id,
  purpose,
  error,
  ...input
}: { id: string; purpose: ConsentPurpose; error?: string } & Omit<React.ComponentProps<"input">, "id" | "type">) {
  const t = useTranslations("identity.consent");
  const text = t(CONSENT_KEYS[purpose]);
  const policy = t("policy");
  const at = text.indexOf(policy);
  const shown = useSay()(error); // a schema's refusal, in the page's language
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-start gap-3 rounded-lg border bg-muted/40 p-3">
        <input
          id={id}
          type="checkbox"
          className="mt-0.5 size-5 shrink-0 accent-primary"
          aria-invalid={shown ? true : undefined}
          aria-describedby={shown ? `${id}-error` : undefined}
          {...input}
        />
        <label htmlFor={id} className="text-xs leading-relaxed text-muted-foreground">
          {at < 0 ? (
            text
          ) : (
            <>
              {text.slice(0, at)}
              <Link
                href="/privacy"
                target="_blank"
                className="font-medium text-primary underline-offset-2 hover:underline"
              >
                {policy}
              </Link>
              {text.slice(at + policy.length)}
            </>
          )}
        </label>
      </div>
      {shown && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
          {shown}
        </p>
      )}
    </div>
  );
}
