import * as z from "./zod";
import { phraseText } from "@/i18n/phrase";

export const ENTER_TRANSACTION_PIN = phraseText("validation.enterTransactionPin");

/**
 * A money request's body: the request's own schema plus `transactionPin`, which is split off before anything
 * else sees the body, so the idempotency fingerprint and every log never hold it. Only its type is checked
 * here: a string of the wrong shape is a wrong PIN (403, counted), not a malformed request.
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
        if (typeof transactionPin !== "string" || transactionPin.length > 32) {
          context.issues.push({
            code: "custom",
            message: ENTER_TRANSACTION_PIN,
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
