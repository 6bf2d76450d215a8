import { bvnIdentity, dojahDate, dojahFullName, dojahPhone, ninIdentity, phoneIdentity } from "./dojah-records";

describe("Dojah's records in Veil's terms", () => {
  it("writes a name as First Middle Last in tidy case, skipping blanks", () => {
    expect(dojahFullName("CHINEDU", "", "OKAFOR")).toBe("Chinedu Okafor");
    expect(dojahFullName(" ngozi ", "ADAEZE  CHIOMA", "eze")).toBe("Ngozi Adaeze Chioma Eze");
    expect(dojahFullName("ADE-OLA", undefined, "O'NEIL")).toBe("Ade-Ola O'Neil");
    expect(dojahFullName("", "MUSA", "BELLO")).toBeNull();
    expect(dojahFullName("MUSA", "", "  ")).toBeNull();
    // A registry's record with direction overrides, controls or zero-width characters reads as the plain name.
    expect(dojahFullName("A\u202eDA\u200b", "\u2066", "O\u0007BI\nEZE")).toBe("Ada Obi Eze");
    expect(dojahFullName("\u202e", "", "BELLO")).toBeNull();
  });

  it("reads a date of birth the ways the registries write it, and nothing else", () => {
    expect(dojahDate("28-Jun-2000")).toBe("2000-06-28");
    expect(dojahDate("3 September 1985")).toBe("1985-09-03");
    expect(dojahDate("10-06-1993")).toBe("1993-06-10");
    expect(dojahDate("10/06/1993")).toBe("1993-06-10");
    expect(dojahDate("1993-06-10")).toBe("1993-06-10");
    expect(dojahDate("1993-06-10T00:00:00.000Z")).toBe("1993-06-10");
    for (const bad of ["31-02-1990", "29-Feb-2001", "28-Jux-2000", "06/10/93", "", undefined]) {
      expect(dojahDate(bad)).toBeNull();
    }
  });

  it("takes the first Nigerian mobile number on record, as +234", () => {
    expect(dojahPhone("08031234567")).toBe("+2348031234567");
    expect(dojahPhone("", "2349061234567")).toBe("+2349061234567");
    expect(dojahPhone("0123", "")).toBeNull();
  });

  it("maps a BVN record, with the NIN it names or none", () => {
    const entity = {
      first_name: "AMAKA",
      middle_name: "ZAINAB",
      last_name: "OBI",
      date_of_birth: "05-Mar-1991",
      phone_number1: "",
      phone_number2: "08161234567",
      residential_address: " 4  Aba Road,  Port Harcourt ",
      nin: "71234567890",
    };
    expect(bvnIdentity(entity)).toEqual({
      fullName: "Amaka Zainab Obi",
      dateOfBirth: "1991-03-05",
      phoneNumber: "+2348161234567",
      address: "4 Aba Road, Port Harcourt",
      nin: "71234567890",
    });
    expect(bvnIdentity({ ...entity, nin: "" })?.nin).toBeNull();
    expect(bvnIdentity({ ...entity, date_of_birth: "unknown" })).toBeNull();
  });

  it("maps a NIN record and a phone lookup's record", () => {
    expect(
      ninIdentity(
        {
          first_name: "TUNDE",
          surname: "ADEBAYO",
          birth_date: "01-12-1980",
          telephone: "07031234567",
          residence_address: "9 Ogui Road",
          residence_town: "Enugu",
          residence_state: "Enugu",
        },
        "70000012345",
      ),
    ).toEqual({
      fullName: "Tunde Adebayo",
      dateOfBirth: "1980-12-01",
      phoneNumber: "+2347031234567",
      address: "9 Ogui Road, Enugu, Enugu",
      nin: "70000012345",
    });
    const byPhone = phoneIdentity(
      { firstName: "HALIMA", lastName: "LAWAL", birthDate: "1975-07-19", nin: "78031234567" },
      "+2348031234567",
    );
    expect(byPhone).toEqual({
      fullName: "Halima Lawal",
      dateOfBirth: "1975-07-19",
      phoneNumber: "+2348031234567",
      address: "",
      nin: "78031234567",
    });
  });
});
