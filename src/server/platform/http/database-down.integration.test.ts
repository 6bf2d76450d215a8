// With PostgreSQL stalled or gone, requests answer 503 within a few seconds and the log says so once.
import net from "node:net";
import { GET as health } from "@/app/api/health/route";
import { POST as login } from "@/app/api/auth/login/route";
import { Browser } from "@/test/api-harness";
import { createPrismaClient } from "@/server/platform/database/prisma-client";
import { DATABASE_UNAVAILABLE } from "./database-unavailable";
import { errorResponse } from "./api-error";
import { english } from "@/test/english";

jest.setTimeout(30_000);

/** A server that accepts connections and never answers: a database stopped with SIGSTOP looks like this. */
let stalled: net.Server;
const held: net.Socket[] = [];

beforeAll(async () => {
  stalled = net.createServer((socket) => void held.push(socket));
  await new Promise<void>((resolve) => stalled.listen(0, "127.0.0.1", resolve));
  const { port } = stalled.address() as net.AddressInfo;
  process.env.DATABASE_URL = `postgresql://veil:veil@127.0.0.1:${port}/veil`;
  process.env.DATABASE_CONNECT_TIMEOUT_MS = "1000";
});

afterAll(async () => {
  const app = (globalThis as { veilPrisma?: { $disconnect(): Promise<void> } }).veilPrisma;
  await app?.$disconnect().catch(() => undefined);
  for (const socket of held) socket.destroy();
  await new Promise((resolve) => stalled.close(resolve));
});

async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe("a database that does not answer", () => {
  it("answers 503 within a few seconds, says the money is safe, and logs one line for many requests", async () => {
    const log = jest.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      const started = performance.now();
      const answers = await Promise.all(
        Array.from({ length: 5 }, () =>
          new Browser().call(login, { body: { phoneNumber: "8031234567", password: "whatever it is" } }),
        ),
      );
      expect(performance.now() - started).toBeLessThan(5_000);
      for (const answer of answers) {
        expect(answer.status).toBe(503);
        expect(answer.body).toEqual({ message: english(DATABASE_UNAVAILABLE) });
      }
      const again = await new Browser().call(login, { body: { phoneNumber: "8031234567", password: "whatever" } });
      expect(again.status).toBe(503);
      expect(log).toHaveBeenCalledTimes(1);
      expect(String(log.mock.calls[0]![0])).toMatch(/^Database unavailable: /);
      expect(String(log.mock.calls[0]![0])).not.toMatch(/\n\s+at /);
    } finally {
      log.mockRestore();
    }
  });

  it("says in /api/health that the database is the part that is down", async () => {
    const answer = await new Browser().call(health);
    expect(answer.status).toBe(503);
    expect(answer.body.data).toEqual({ status: "unavailable", database: "down" });
    expect(answer.body.message).toBe(english(DATABASE_UNAVAILABLE));
    const french = await new Browser({ "accept-language": "fr" }).call(health);
    expect(french.body.message).toMatch(/^Veil est momentanément indisponible/);
  });
});

describe("a database that refuses connections", () => {
  it("maps the refusal to the same 503, never a 500", async () => {
    const client = createPrismaClient(`postgresql://veil:veil@127.0.0.1:${await closedPort()}/veil`, 1, {
      connectMs: 1_000,
      statementMs: 2_000,
    });
    try {
      const error = await client.$queryRaw`SELECT 1`.then(
        () => null,
        (thrown: unknown) => thrown,
      );
      const answer = errorResponse(error);
      expect(answer.status).toBe(503);
      expect(await answer.json()).toEqual({ message: english(DATABASE_UNAVAILABLE) });
    } finally {
      await client.$disconnect().catch(() => undefined);
    }
  });
});
