import { PRODUCT_BANKS } from "@/lib/banks";
import { fixtureBanks } from "../../../../../test/paystack/fake/banks";
import { describeInstitution } from "../../../money/ports/institution";
import { fromPaystackBanks } from "./paystack-bank-transform";
import { sandboxBanks, SandboxBankDirectory } from "../../sandbox/sandbox-banks";

describe("reading an institution from its codes", () => {
  it("checks a commercial bank's NUBANs with 000 + the CBN code the vendor's code carries", () => {
    expect(describeInstitution({ vendorCode: "058", nipCode: "000013" })).toEqual({
      type: "commercial",
      nuban: true,
      nubanCode: "000058",
    });
    expect(describeInstitution({ vendorCode: "00103", nipCode: "000027" }).nubanCode).toBe("000103");
    expect(describeInstitution({ vendorCode: "035A", nipCode: "000017" }).nubanCode).toBe("000035");
    // A code that carries no CBN code: no local check, the name enquiry decides.
    expect(describeInstitution({ vendorCode: "ABC12", nipCode: "000030" })).toEqual({
      type: "commercial",
      nuban: false,
      nubanCode: null,
    });
  });

  it("checks a microfinance bank with its own 6-digit code, except those numbered after phones", () => {
    expect(describeInstitution({ vendorCode: "50211", nipCode: "090267" })).toEqual({
      type: "microfinance",
      nuban: true,
      nubanCode: "090267",
    });
    expect(describeInstitution({ vendorCode: "50515", nipCode: "090405" })).toEqual({
      type: "microfinance",
      nuban: false,
      nubanCode: null,
    });
  });

  it("claims no check for mobile money, other institutions, or a missing NIP code", () => {
    expect(describeInstitution({ vendorCode: "999992", nipCode: "100004" })).toEqual({
      type: "mobile_money",
      nuban: false,
      nubanCode: null,
    });
    for (const nipCode of ["120001", null, "12", "ABCDEF"]) {
      expect(describeInstitution({ vendorCode: "123", nipCode })).toEqual({
        type: "other",
        nuban: false,
        nubanCode: null,
      });
    }
  });
});

describe("the sandbox's directory", () => {
  it("lists the product's ten first, then the destinations people use most, two microfinance banks among them", async () => {
    const banks = await new SandboxBankDirectory().listBanks();
    expect(banks.slice(0, 10).map((bank) => bank.name)).toEqual(PRODUCT_BANKS.map((bank) => bank.name));
    for (const name of [
      "OPay",
      "Moniepoint MFB",
      "PalmPay",
      "FCMB",
      "Stanbic IBTC Bank",
      "Polaris Bank",
      "Ecobank",
      "Providus Bank",
    ]) {
      expect(banks.map((bank) => bank.name)).toContain(name);
    }
    const microfinance = banks.filter(
      (bank) => bank.type === "microfinance" && bank.name !== "Kuda Bank" && bank.nuban,
    );
    expect(microfinance.length).toBeGreaterThanOrEqual(2);
  });

  it("gives the product's ten the NUBAN codes their numbers are checked with, and phone-numbered wallets none", () => {
    for (const bank of PRODUCT_BANKS) {
      expect(sandboxBanks().find((entry) => entry.vendorCode === bank.vendorCode)).toMatchObject({
        nuban: true,
        nubanCode: bank.nubanCode,
      });
    }
    for (const name of ["OPay", "PalmPay", "Moniepoint MFB"]) {
      expect(sandboxBanks().find((bank) => bank.name === name)).toMatchObject({ nuban: false, nubanCode: null });
    }
  });
});

describe("Paystack's bank list in our shape", () => {
  const banks = fromPaystackBanks(fixtureBanks());

  it("keeps the product's names for its ten, and Paystack's for the rest", () => {
    const byCode = new Map(banks.map((bank) => [bank.vendorCode, bank]));
    expect(byCode.get("058")).toEqual({
      name: "GTBank",
      slug: "guaranty-trust-bank",
      vendorCode: "058",
      nipCode: "000013",
      type: "commercial",
      nuban: true,
      nubanCode: "000058",
    });
    expect(byCode.get("999992")).toMatchObject({
      name: "OPay Digital Services Limited (OPay)",
      type: "mobile_money",
      nuban: false,
    });
    expect(byCode.get("035A")).toMatchObject({ name: "ALAT by WEMA", nubanCode: "000035" });
  });

  it("leaves out a deleted bank, a second entry for a code or a name, and anything not in naira", () => {
    expect(banks.map((bank) => bank.name)).not.toContain("Heritage Bank");
    const [first] = fixtureBanks();
    const twice = fromPaystackBanks([
      first!,
      { ...first!, name: "Another name" },
      { ...first!, code: "999", slug: "x" },
      { ...first!, code: "998", name: "Cedi Bank", currency: "GHS" },
    ] as never);
    expect(twice.map((bank) => bank.name)).toEqual(["Access Bank"]);
  });
});
