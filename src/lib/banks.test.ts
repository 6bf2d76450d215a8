import { PRODUCT_BANKS, productPosition, searchBanks } from "./banks";

const LIST = [
  ...PRODUCT_BANKS.map(({ name, slug }) => ({ name, slug })),
  { name: "Ecobank", slug: "ecobank-nigeria" },
  { name: "Moniepoint MFB", slug: "moniepoint-mfb-ng" },
  { name: "OPay", slug: "paycom" },
  { name: "Optimus Bank", slug: "optimus-bank" },
  { name: "PalmPay", slug: "palmpay" },
  { name: "Coronation Merchant Bank", slug: "coronation-merchant-bank" },
  { name: "Kopo Kopo Microfinance", slug: "kopo" },
];
const names = (query: string) => searchBanks(LIST, query).map((bank) => bank.name);

describe("searching the bank list", () => {
  it("answers the whole list, the product's ten first, for an empty query", () => {
    expect(names("  ")).toEqual(LIST.map((bank) => bank.name));
    expect(names("").slice(0, 10)).toEqual(PRODUCT_BANKS.map((bank) => bank.name));
  });

  it("shows OPay for 'op': names that start with it, then words that start with it, then the rest", () => {
    expect(names("op")).toEqual(["OPay", "Optimus Bank", "Kopo Kopo Microfinance"]);
    expect(names("OP")[0]).toBe("OPay");
  });

  it("finds a bank by a word of its name or its slug, ignoring case, accents and punctuation", () => {
    expect(names("bank")).toEqual([
      "First Bank",
      "Access Bank",
      "Zenith Bank",
      "Kuda Bank",
      "Wema Bank",
      "Sterling Bank",
      "Union Bank",
      "Fidelity Bank",
      "Optimus Bank",
      "Coronation Merchant Bank",
      // Then a name or slug that holds it: GTBank, UBA (united-bank-for-africa), Ecobank.
      "GTBank",
      "UBA",
      "Ecobank",
    ]);
    expect(names("guaranty trust")).toEqual(["GTBank"]);
    expect(names("mónie")).toEqual(["Moniepoint MFB"]);
    expect(names("first-bank")).toEqual(["First Bank"]);
    expect(names("zzz")).toEqual([]);
  });

  it("places the product's ten by their vendor codes, in the product's order", () => {
    expect(productPosition("058")).toBe(1);
    expect(productPosition("50211")).toBe(6);
    expect(productPosition("070")).toBe(10);
    expect(productPosition("999992")).toBeNull();
  });
});
