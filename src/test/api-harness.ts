// Route handlers called as the server calls them, on a database of the test file's own, with a cookie jar
// per simulated browser. What a test asserts is what a client would see: status, JSON, cookies.
import { createTestDatabase, type TestDatabase } from "./test-database";

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

export type Answer = { status: number; body: any; headers: Headers };

/** The app's database for this test file: the server's `db` connects to it on first use. */
export async function useAppDatabase(): Promise<{ t: TestDatabase; close(): Promise<void> }> {
  const t = await createTestDatabase();
  process.env.DATABASE_URL = t.url;
  return {
    t,
    async close() {
      const app = (globalThis as { veilPrisma?: { $disconnect(): Promise<void> } }).veilPrisma;
      await app?.$disconnect();
      await t.drop();
    },
  };
}

/** What a browser sends with a request from one of Veil's own pages. */
export const SAME_ORIGIN = { origin: "http://localhost", "sec-fetch-site": "same-origin" };

/** One browser: it keeps the cookies the answers set, and sends them back. */
export class Browser {
  readonly cookies = new Map<string, string>();

  constructor(readonly headers: Record<string, string> = {}) {}

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  /** A copy of this browser's cookies at this moment, as an attacker who copied them would hold them. */
  clone(): Browser {
    const copy = new Browser(this.headers);
    for (const [name, value] of this.cookies) copy.cookies.set(name, value);
    return copy;
  }

  async call(
    handler: Handler,
    options: {
      method?: string;
      path?: string;
      body?: unknown;
      /** A body sent exactly as given (invalid JSON, a huge payload), instead of `body` as JSON. */
      raw?: string | Buffer;
      /** A header set to null is not sent (every call otherwise comes from the app's own page). */
      headers?: Record<string, string | null>;
      params?: Record<string, string>;
    } = {},
  ): Promise<Answer> {
    const payload = options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
    const method = options.method ?? (payload === undefined ? "GET" : "POST");
    const headers = new Headers();
    const json = payload === undefined ? {} : { "content-type": "application/json" };
    const sent = { ...SAME_ORIGIN, ...json, ...this.headers, ...options.headers, cookie: this.cookieHeader() };
    for (const [name, value] of Object.entries(sent)) if (value !== null) headers.set(name, value);
    const request = new Request(`http://localhost${options.path ?? "/api"}`, {
      method,
      headers,
      body: typeof payload === "string" || payload === undefined ? payload : new Uint8Array(payload),
    });
    const response = await handler(request, { params: Promise.resolve(options.params ?? {}) });
    for (const line of response.headers.getSetCookie()) {
      const [pair = "", ...attributes] = line.split(";");
      const index = pair.indexOf("=");
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      const expired = attributes.some((attribute) => /^\s*max-age=0$/i.test(attribute));
      if (expired || value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON
    }
    return { status: response.status, body, headers: response.headers };
  }
}
