// SMS and emails are written in their recipient's language: an account's setting, whoever's request caused
// them; someone signing up (no account yet) in the language of the request they are making. English stays
// word for word what it was.
import { Browser, useAppDatabase } from "@/test/api-harness";
import type { TestDatabase } from "@/test/test-database";
import { newBvn, onboard } from "@/test/onboard";
import { freshBrowser } from "@/test/adversarial/world";
import { POST as verifyBvn } from "@/app/api/verify/bvn/route";
import { LANGUAGE_COOKIE, type Language } from "@/i18n/locales";
import { sendCode } from "@/server/auth/one-time-codes";
import { queueSecurityAlert } from "./security-alerts";

jest.setTimeout(120_000);

let t: TestDatabase;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ t, close } = await useAppDatabase());
});
afterAll(() => close());

let people = 0;
async function person(language: Language) {
  const email = `language${Date.now()}${++people}@example.test`;
  await onboard({ browser: freshBrowser(), email });
  const user = await t.db.user.findFirstOrThrow({ where: { email }, select: { id: true, phoneNumber: true } });
  await t.db.userSettings.upsert({
    where: { userId: user.id },
    create: { userId: user.id, language },
    update: { language },
  });
  return { ...user, email };
}

/** What the outbox holds for a person since `since`, oldest first. */
async function sent(userId: string, since: Date) {
  const rows = await t.db.outboxMessage.findMany({
    where: { userId, createdAt: { gte: since } },
    orderBy: { createdAt: "asc" },
    select: { channel: true, subject: true, body: true, kind: true },
  });
  return rows.map((row) => ({ ...row, body: row.body!.replace(/\b\d{6}\b/, "123456") }));
}

describe("messages to an account", () => {
  it("are French for a French account: a security alert by SMS and email, and a code", async () => {
    const { id, phoneNumber } = await person("fr");
    const since = new Date();
    await queueSecurityAlert(t.db, id, "passkey-added", { device: "Chrome on Android" });
    await sendCode(t.db, { subject: `user:${id}`, purpose: "pin-reset", phoneNumber, userId: id });
    const alert =
      "Veil : Une clé d'accès a été ajoutée à votre compte Veil depuis Chrome sur Android. Si ce n'était pas vous, " +
      "réinitialisez immédiatement votre mot de passe depuis la page de connexion.";
    expect(await sent(id, since)).toEqual([
      { channel: "sms", subject: null, body: alert, kind: "alert:passkey-added" },
      { channel: "email", subject: "Alerte de sécurité Veil", body: alert, kind: "alert:passkey-added" },
      {
        channel: "sms",
        subject: null,
        body:
          "Votre code Veil pour réinitialiser votre code PIN de transaction est 123456. Il expire dans 10 minutes. " +
          "Ne le partagez jamais avec personne, pas même avec le personnel de Veil.",
        kind: "code:pin-reset",
      },
    ]);
  });

  it("are Spanish for a Spanish account", async () => {
    const { id, phoneNumber } = await person("es");
    const since = new Date();
    await queueSecurityAlert(t.db, id, "pin-locked");
    await sendCode(t.db, { subject: `user:${id}`, purpose: "login", phoneNumber, userId: id });
    const [sms, , code] = await sent(id, since);
    expect(sms!.body).toBe(
      "Veil: Se introdujeron cinco PIN de transacciones incorrectos en tu cuenta de Veil. Enviar dinero y pagar " +
        "con tarjeta quedan bloqueados durante 30 minutos. Si no fuiste tú, restablece tu contraseña de inmediato " +
        "desde la página de inicio de sesión.",
    );
    expect(code!.body).toMatch(/^Tu código de Veil para iniciar sesión es 123456\. Caduca en 10 minutos\./);
  });

  it("stay exactly as they were in English", async () => {
    const { id, phoneNumber } = await person("en");
    const since = new Date();
    await queueSecurityAlert(t.db, id, "email-changed", { previousEmail: "old@example.test" });
    await sendCode(t.db, { subject: `user:${id}`, purpose: "login", phoneNumber, userId: id });
    const [sms, , , code] = await sent(id, since);
    expect(sms!.body).toBe(
      "Veil: The email address of your Veil account was changed from old@example.test. If this was not you, " +
        "reset your password at once from the login page.",
    );
    const emails = (await sent(id, since)).filter((m) => m.channel === "email");
    expect(emails.map((m) => m.subject)).toEqual(["Veil security alert", "Veil security alert"]);
    expect(code!.body).toBe(
      "Your Veil code to sign in is 123456. It expires in 10 minutes. Never share it with anyone, not even Veil staff.",
    );
  });
});

describe("the code for someone signing up", () => {
  async function firstCode(browser: Browser) {
    const answer = await browser.call(verifyBvn, { body: { bvn: newBvn(), consent: true } });
    expect(answer.status).toBe(200);
    const row = await t.db.outboxMessage.findUniqueOrThrow({ where: { id: answer.body.data.messageId } });
    return row.body!.replace(/\b\d{6}\b/, "123456");
  }

  it("is in the language chosen in the footer, else the browser's", async () => {
    const french = freshBrowser();
    french.cookies.set(LANGUAGE_COOKIE, "fr");
    expect(await firstCode(french)).toMatch(/^Votre code Veil pour confirmer votre identité est 123456\./);
    const spanish = freshBrowser();
    spanish.headers["accept-language"] = "es-NG,es;q=0.9";
    expect(await firstCode(spanish)).toMatch(/^Tu código de Veil para confirmar tu identidad es 123456\./);
    expect(await firstCode(freshBrowser())).toMatch(/^Your Veil code to confirm your identity is 123456\./);
  });
});
