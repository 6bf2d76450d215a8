import { BusyError, messageOr, postJson } from "./post-json";
import { CONNECTION_LOST, SERVER_TROUBLE } from "./person-messages";
import { english } from "@/test/english";

function answer(status: number, body: string, contentType = "application/json", headers: Record<string, string> = {}) {
  global.fetch = jest.fn(
    async () => new Response(body, { status, headers: { "Content-Type": contentType, ...headers } }),
  );
}

describe("postJson", () => {
  it("sends JSON with the session cookie and returns the answer", async () => {
    answer(200, JSON.stringify({ data: { ok: true } }));
    await expect(postJson("/api/x", { a: 1 })).resolves.toEqual({ data: { ok: true } });
    expect(global.fetch).toHaveBeenCalledWith(
      "/api/x",
      expect.objectContaining({ method: "POST", body: '{"a":1}', credentials: "same-origin" }),
    );
  });

  it("raises the server's message on a failure, and the screen's text for a refusal it did not explain", async () => {
    answer(429, JSON.stringify({ message: "Too many attempts. Try again in 15 minutes." }));
    const error = await postJson("/api/x").catch((e: unknown) => e);
    expect(messageOr(error, "Invalid credentials. Please try again.")).toBe(
      "Too many attempts. Try again in 15 minutes.",
    );

    answer(400, "");
    const other = await postJson("/api/x").catch((e: unknown) => e);
    expect(messageOr(other, "Invalid credentials. Please try again.")).toBe("Invalid credentials. Please try again.");
  });

  it("tells a busy refusal that asks to come back in seconds from a throttle's, which asks for minutes", async () => {
    const busy = JSON.stringify({
      message: "Many people are signing in right now. Please try again in a few seconds.",
    });
    answer(429, busy, "application/json", { "Retry-After": "5" });
    const error = await postJson("/api/x").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BusyError);
    expect((error as BusyError).retryAfterSeconds).toBe(5);

    answer(429, JSON.stringify({ message: "Too many login attempts." }), "application/json", { "Retry-After": "900" });
    expect(await postJson("/api/x").catch((e: unknown) => e)).not.toBeInstanceOf(BusyError);
  });

  it("says what to do next when the server or the connection fails, instead of blaming the person", async () => {
    answer(502, "<html>Bad gateway</html>", "text/html");
    const proxy = await postJson("/api/x").catch((e: unknown) => e);
    expect(messageOr(proxy, "Invalid credentials. Please try again.")).toBe(english(SERVER_TROUBLE));

    global.fetch = jest.fn(async () => {
      throw new TypeError("Failed to fetch");
    });
    const offline = await postJson("/api/x").catch((e: unknown) => e);
    expect(messageOr(offline, "Invalid credentials. Please try again.")).toBe(english(CONNECTION_LOST));
  });
});

describe("postJson on a French or Spanish page", () => {
  const page = (lang: string) => {
    (globalThis as { document?: unknown }).document = { documentElement: { lang } };
  };
  afterEach(() => {
    delete (globalThis as { document?: unknown }).document;
  });

  it("says its own fallbacks in the page's language, and the server's words as they came", async () => {
    page("fr");
    answer(502, "<html>Bad gateway</html>", "text/html");
    expect(messageOr(await postJson("/api/x").catch((e: unknown) => e), "")).toBe(
      "Un problème est survenu de notre côté. Votre argent est en sécurité\u00a0; veuillez réessayer dans une minute.",
    );
    page("es");
    global.fetch = jest.fn(async () => {
      throw new TypeError("Failed to fetch");
    });
    expect(messageOr(await postJson("/api/x").catch((e: unknown) => e), "")).toBe(
      "No pudimos conectar con Veil. Comprueba tu conexión a internet e inténtalo de nuevo.",
    );
    answer(409, JSON.stringify({ message: "Vous avez déjà un code PIN de transaction." }));
    expect(messageOr(await postJson("/api/x").catch((e: unknown) => e), "")).toBe(
      "Vous avez déjà un code PIN de transaction.",
    );
    page("en-NG");
    answer(502, "", "text/html");
    expect(messageOr(await postJson("/api/x").catch((e: unknown) => e), "")).toBe(english(SERVER_TROUBLE));
  });
});
