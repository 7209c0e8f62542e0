import { connect, createServer, type Server, type Socket } from "node:net";

export interface StallingProxy {
  readonly port: number;
  /**
   * From now on the database looks alive but never answers: new connections are accepted and
   * never read from or written to, and the open ones stop passing bytes either way.
   */
  stall(): void;
  close(): Promise<void>;
}

/**
 * A TCP forwarder to `target` on a free loopback port, which can turn into a stalled database:
 * the case a refused port cannot show, since a stalled server gives the client no error at all.
 */
export async function stallingProxy(target: { host: string; port: number }): Promise<StallingProxy> {
  let stalled = false;
  const sockets = new Set<Socket>();
  const pairs = new Set<[Socket, Socket]>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on("error", () => undefined);
    socket.on("close", () => sockets.delete(socket));
  };
  const server: Server = createServer((inbound) => {
    track(inbound);
    if (stalled) {
      inbound.pause();
      return;
    }
    const outbound = connect(target.port, target.host);
    track(outbound);
    const pair: [Socket, Socket] = [inbound, outbound];
    pairs.add(pair);
    inbound.on("close", () => pairs.delete(pair));
    inbound.pipe(outbound).pipe(inbound);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("the proxy has no port");
  return {
    port: address.port,
    stall() {
      stalled = true;
      for (const [inbound, outbound] of pairs) {
        inbound.unpipe(outbound);
        outbound.unpipe(inbound);
        inbound.pause();
        outbound.pause();
      }
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
