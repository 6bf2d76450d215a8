// A refusal reaches a person in their language: the footer's choice (cookie), else the browser's, else English.
// The `code`-driven status and headers never change with it, and no database is reached for a signed-out person.
import { LANGUAGE_COOKIE } from "@/i18n/locales";
import { dailyLimitMessage } from "@/lib/limits";
import { transferSchema } from "@/lib/schemas/transfer";
import { PIN_EXISTS } from "@/server/auth/pin/pin-service";
import { ApiError, errorResponse } from "./api-error";
import { DATABASE_UNAVAILABLE, PAYMENT_UNCONFIRMED } from "./database-unavailable";
import { serverToServerRoute } from "../../web/handler";
import { readBody } from "./read-body";
import { phrase, asGiven } from "@/i18n/phrase";
import { english } from "@/test/english";

type Throw = (request: Request) => Promise<never>;

async function refused(thrower: Throw, headers: Record<string, string>, body?: unknown) {
  // The wrapper every route shares (without the same-origin check, which needs the deployment's settings).
  const route = serverToServerRoute(thrower);
  const request = new Request("http://localhost/api/x", {
    method: "POST",
    headers: { "sec-fetch-site": "same-origin", "content-type": "application/json", ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const response = await route(request, { params: Promise.resolve({}) });
  return { status: response.status, retryAfter: response.headers.get("retry-after"), ...(await response.json()) };
}

const french = { cookie: `${LANGUAGE_COOKIE}=fr` };
const spanishBrowser = { "accept-language": "es-MX,es;q=0.9,en;q=0.5" };

describe("an API refusal", () => {
  it("is French for a browser that chose French, with the same status and headers", async () => {
    const pinExists: Throw = async () => {
      throw new ApiError("conflict", PIN_EXISTS);
    };
    expect(await refused(pinExists, french)).toEqual({
      status: 409,
      retryAfter: null,
      message: "Vous avez déjà un code PIN de transaction. Modifiez-le dans Paramètres › Sécurité.",
    });
    const tooMany: Throw = async () => {
      throw new ApiError("too_many_requests", phrase("serverErrors.loginThrottled", { minutes: 2 }), {
        "Retry-After": "120",
      });
    };
    expect(await refused(tooMany, french)).toEqual({
      status: 429,
      retryAfter: "120",
      message: "Trop de tentatives de connexion. Patientez 2 minutes et réessayez.",
    });
  });

  it("carries its numbers and amounts into the language, amounts written as the language writes naira", async () => {
    const overLimit: Throw = async () => {
      throw new ApiError("unprocessable", dailyLimitMessage({ dailySendKobo: 5_000_000n }, 125_050n));
    };
    const { message } = await refused(overLimit, french);
    expect(message.replace(/\s/g, " ")).toBe(
      "Ce virement dépasse votre plafond journalier. Vous pouvez envoyer jusqu'à 50 000,00 ₦ par jour, et il vous reste 1 250,50 ₦ aujourd'hui.",
    );
  });

  it("follows the browser's languages when nothing was chosen", async () => {
    const signIn: Throw = async () => {
      throw new ApiError("unauthorized", phrase("serverErrors.signInRequired"));
    };
    expect((await refused(signIn, spanishBrowser)).message).toBe("Inicia sesión para continuar.");
    expect((await refused(signIn, {})).message).toBe("Please log in to continue.");
    // The cookie (a choice made in Veil) wins over the browser.
    expect((await refused(signIn, { ...spanishBrowser, ...french })).message).toBe(
      "Veuillez vous connecter pour continuer.",
    );
  });

  it("says a validation message from the shared schema in the language too", async () => {
    const parse: Throw = async (request) => {
      await readBody(request, transferSchema);
      throw new Error("unreachable");
    };
    const body = { amount: "", recipientAccountNumber: "0123456789", recipientBank: "GTBank" };
    expect(await refused(parse, french, body)).toMatchObject({
      status: 400,
      message: "Le montant est obligatoire",
    });
    expect((await refused(parse, {}, body)).message).toBe("Amount is required");
  });

  it("keeps a message with no key as it is, and answers an unknown error's 500 in the language", async () => {
    const named: Throw = async () => {
      throw new ApiError("conflict", asGiven("Ngozi Eze"));
    };
    expect((await refused(named, french)).message).toBe("Ngozi Eze");
    jest.spyOn(console, "error").mockImplementation(() => undefined);
    const bug: Throw = async () => {
      throw new TypeError("x is undefined");
    };
    expect(await refused(bug, spanishBrowser)).toMatchObject({
      status: 500,
      message: "Algo salió mal por nuestra parte. Inténtalo de nuevo.",
    });
  });

  it("says the database's absence in the language, for a payment too", async () => {
    jest.spyOn(console, "error").mockImplementation(() => undefined);
    const down = Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" });
    const payment = new Request("http://localhost/api/transfer", { headers: { "idempotency-key": "k" } });
    expect(await errorResponse(down, undefined, "fr").json()).toEqual({
      message:
        "Veil est momentanément indisponible. Votre argent est en sécurité\u00a0; veuillez réessayer dans une minute.",
    });
    expect((await errorResponse(down, payment, "es").json()).message).toMatch(/^Veil no está disponible/);
    expect(await errorResponse(down, payment).json()).toEqual({ message: english(PAYMENT_UNCONFIRMED) });
    expect(await errorResponse(down).json()).toEqual({ message: english(DATABASE_UNAVAILABLE) });
  });

  it("answers a deadlock or a serialization failure, which kept nothing, with 503 and a quick retry", async () => {
    jest.spyOn(console, "warn").mockImplementation(() => undefined);
    for (const code of ["40P01", "40001"]) {
      const conflict = Object.assign(new Error("deadlock detected"), { code });
      const answer = errorResponse(conflict, undefined, "en");
      expect(answer.status).toBe(503);
      expect(answer.headers.get("retry-after")).toBe("1");
      expect(await answer.json()).toEqual({ message: english(DATABASE_UNAVAILABLE) });
    }
  });
});
