// A TCP relay to a PostgreSQL server that can stall: while stalled it holds every byte both ways, as a server
// stopped with SIGSTOP would (connections stay open, nothing answers). For the tests of what a request and a
// person see while the database stalls.
import net from "node:net";

export type Relay = {
  port: number;
  /** Holds every byte both ways from now on. */
  stall(): void;
  /** Stalls when a client next sends bytes containing `text`, those bytes held with the rest. */
  stallAt(text: string): void;
  /**
   * Stalls right after a client next sends bytes containing every one of `texts`, those bytes let through: the
   * server runs the statement, and its answer is held (a server that stopped between running it and answering).
   */
  stallAfter(...texts: string[]): void;
  /** Lets everything held through, and what follows. */
  resume(): void;
  close(): Promise<void>;
};

/** A relay on a free local port to the PostgreSQL server `to` names. */
export function startRelay(to: URL): Promise<Relay> {
  let stalled = false;
  let stallAt: Buffer | null = null;
  let stallAfter: Buffer[] | null = null;
  let held: (() => void)[] = [];
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(to.port || 5432), to.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on("close", () => sockets.delete(socket));
      // Not read while stalled: the bytes wait in the kernel's buffers, as they would for a stopped server.
      if (stalled) socket.pause();
    }
    client.on("data", (chunk: Buffer) => {
      if (stallAt && chunk.includes(stallAt)) {
        stallAt = null;
        stall();
        held.push(() => upstream.write(chunk));
      } else if (stallAfter?.every((text) => chunk.includes(text))) {
        stallAfter = null;
        upstream.write(chunk);
        stall();
      } else upstream.write(chunk);
    });
    upstream.on("data", (chunk) => client.write(chunk));
    client.on("error", () => upstream.destroy());
    upstream.on("error", () => client.destroy());
    client.on("close", () => upstream.destroy());
    upstream.on("close", () => client.destroy());
  });
  const each = (act: (socket: net.Socket) => void) => {
    for (const socket of sockets) act(socket);
  };
  const stall = () => {
    stalled = true;
    each((socket) => socket.pause());
  };
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () =>
      resolve({
        port: (server.address() as net.AddressInfo).port,
        stall,
        stallAt: (text) => (stallAt = Buffer.from(text)),
        stallAfter: (...texts) => (stallAfter = texts.map((text) => Buffer.from(text))),
        resume: () => {
          stalled = false;
          for (const write of held) write();
          held = [];
          each((socket) => socket.resume());
        },
        close: () =>
          new Promise<void>((done) => {
            each((socket) => socket.destroy());
            server.close(() => done());
          }),
      }),
    ),
  );
}
