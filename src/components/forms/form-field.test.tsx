// A field's validation message reaches the person in the page's language: the shared schemas' phrases are
// said from their keys, with their values; a message that is not a schema's (the server's answer, already in
// the person's language) is shown as it came.
import { renderToStaticMarkup } from "react-dom/server";
import { safeParse } from "zod/mini";
import { transferSchema } from "@/lib/schemas/transfer";
import { nubanMismatch } from "@/lib/schemas/transfer-rules";
import { inLanguage } from "@/test/intl";
import type { Language } from "@/i18n/locales";
import { FormField } from "./form-field";

function shown(error: string | undefined, language: Language): string | null {
  const html = renderToStaticMarkup(
    inLanguage(
      <FormField id="amount" label="Amount" error={error}>
        <input id="amount" />
      </FormField>,
      language,
    ),
  );
  const match = /role="alert"[^>]*>([^<]*)</.exec(html);
  return match ? match[1]!.replace(/&#x27;/g, "'") : null;
}

/** The message the shared schema gives a form for a field, as zodResolver passes it on. */
function schemaMessage(input: Record<string, unknown>): string {
  const result = safeParse(transferSchema, input);
  if (result.success) throw new Error("expected a refusal");
  return result.error.issues[0]!.message;
}

describe("a form field's message", () => {
  const emptyAmount = schemaMessage({ amount: "", recipientAccountNumber: "0123456789", recipientBank: "GTBank" });

  it("is the schema's phrase, said in English on an English page", () => {
    expect(emptyAmount).toBe("validation.amountRequired");
    expect(shown(emptyAmount, "en")).toBe("Amount is required");
  });

  it("is translated on a French or Spanish page", () => {
    expect(shown(emptyAmount, "fr")).toBe("Le montant est obligatoire");
    expect(shown(emptyAmount, "es")).toBe("El importe es obligatorio");
  });

  it("keeps its values, such as a bank's name", () => {
    expect(shown(nubanMismatch("Access Bank"), "fr")).toBe(
      "Ce n'est pas un numéro de compte Access Bank valide. Vérifiez-le et réessayez.",
    );
  });

  it("shows a message that is no schema's as it came, and nothing without one", () => {
    expect(shown("Votre solde est insuffisant pour ce virement.", "fr")).toBe(
      "Votre solde est insuffisant pour ce virement.",
    );
    expect(shown(undefined, "fr")).toBeNull();
  });
});
