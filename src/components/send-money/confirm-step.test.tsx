import { renderToStaticMarkup } from "react-dom/server";
import type { Language } from "@/i18n/locales";
import { inLanguage } from "@/test/intl";
import { ConfirmStep } from "./confirm-step";

const recipient = { accountName: "CHIDI OKEKE", bank: "Access Bank", accountNumber: "0690000031" };

const shown = (language: Language, to = recipient) =>
  renderToStaticMarkup(
    inLanguage(
      <ConfirmStep recipient={to} amount="25000" description="" busy={false} onConfirm={() => {}} onEdit={() => {}} />,
      language,
    ),
  ).replace(/[\u00a0\u202f]/g, " ");

describe("the confirm step in each language", () => {
  it("shows the spec's words and en-NG naira in English", () => {
    const html = shown("en");
    expect(html).toContain(">Complete Transfer<");
    expect(html).toContain(">₦25,000.00<");
    expect(html).toContain(">N/A<");
  });

  it("is French, with the amount, fee and total in French naira", () => {
    const html = shown("fr");
    expect(html).toContain(">Effectuer le virement<");
    expect(html).toContain(">25 000,00 ₦<");
    expect(html).not.toContain("₦25");
  });

  it("is Spanish", () => {
    const html = shown("es");
    expect(html).toContain(">Completar transferencia<");
    expect(html).toContain(">25.000,00 ₦<");
    expect(html).toContain(">Comisión<");
  });

  it("writes a Veil wallet's number as its Recipient line does, with the leading 0", () => {
    const html = shown("en", { accountName: "0705 555 1212", bank: "Veil", accountNumber: "7055551212" });
    expect(html.match(/0705 555 1212/g)).toHaveLength(2);
    expect(html).not.toContain("7055551212");
  });
});
