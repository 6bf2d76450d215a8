import * as z from "./zod";
import { phraseText } from "@/i18n/phrase";
import { FOUR_DIGITS, PIN_FORMAT } from "./pin";

export const ENTER_TRANSACTION_PIN = phraseText("validation.enterTransactionPin");

/**
 * A money request's body: the request's own schema plus `transactionPin`, which is split off before anything
 * else sees the body, so the idempotency fingerprint and every log never hold it. Anything but four digits is
 * refused here (400, "Your PIN is 4 digits"), before a try is counted: it cannot be the PIN, and a keyboard that typed a space or
 * full-width digits must not spend the person's tries.
 */
export function withTransactionPin<S extends z.core.$ZodType>(schema: S) {
  return z.pipe(
    z.unknown(),
    z.transform((value, context): { transactionPin: string | undefined; input: z.output<S> } => {
      let body = value;
      let transactionPin: unknown;
      if (typeof value === "object" && value !== null && !Array.isArray(value) && "transactionPin" in value) {
        const { transactionPin: pin, ...rest } = value as Record<string, unknown>;
        transactionPin = pin;
        body = rest;
        // An empty one is no PIN: the PIN check asks for it (403), as when the field is missing.
        const shaped =
          typeof transactionPin === "string" && (transactionPin === "" || FOUR_DIGITS.test(transactionPin));
        if (!shaped) {
          context.issues.push({
            code: "custom",
            message: typeof transactionPin === "string" ? PIN_FORMAT : ENTER_TRANSACTION_PIN,
            input: value,
            path: ["transactionPin"],
          });
          return z.NEVER;
        }
      }
      const parsed = z.safeParse(schema, body);
      if (parsed.success) return { transactionPin: transactionPin as string | undefined, input: parsed.data };
      for (const issue of parsed.error.issues) context.issues.push({ ...issue, input: value } as never);
      return z.NEVER;
    }),
  );
}
