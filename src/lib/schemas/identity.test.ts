import * as z from "./zod";
import { addressSchema, bvnUpgradeSchema, consentFromForm, ninSchema } from "./identity";
import { english } from "@/test/english";

const message = (schema: z.ZodMiniType, value: unknown) => {
  const result = z.safeParse(schema, value);
  return result.success ? null : english(result.error.issues[0]!.message);
};

describe("the upgrade forms' schemas", () => {
  it("takes 11 digits and a ticked consent, in people's words otherwise", () => {
    expect(message(ninSchema, { nin: "70123456789", consent: true })).toBeNull();
    expect(message(ninSchema, { nin: "7012345678", consent: true })).toBe("NIN must be 11 digits");
    expect(message(ninSchema, { nin: "7012345678x", consent: true })).toBe("NIN must be 11 digits");
    expect(message(ninSchema, { nin: "70123456789", consent: false })).toBe(
      "Please tick the box to agree before we check.",
    );
    expect(message(bvnUpgradeSchema, { bvn: "٢٢٣٤٥٦٧٨٩٠١", consent: true })).toBe("BVN must be 11 digits");
  });

  it("takes an address in one of the 36 states or the FCT, trimmed", () => {
    const ok = z.safeParse(addressSchema, {
      street: "  12 Admiralty Way ",
      city: "Lekki",
      state: "FCT",
      consent: true,
    });
    expect(ok.success && ok.data.street).toBe("12 Admiralty Way");
    expect(
      message(addressSchema, { street: "12 Admiralty Way", city: "Lekki", state: "Lagos State", consent: true }),
    ).toBe("Choose your state");
    expect(message(addressSchema, { street: "12", city: "Lekki", state: "Lagos", consent: true })).toBe(
      "Street address is required",
    );
  });

  it("reads a form's checkbox as ticked only for 'true' or 'on'", () => {
    expect([consentFromForm("true"), consentFromForm("on"), consentFromForm("false"), consentFromForm(null)]).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });
});
